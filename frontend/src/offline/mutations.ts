import { db } from '@/offline/db';
import { newId } from '@/offline/ids';
import {
  entityKey,
  isRefusedForGood,
  removeWithChildren,
  unsentRowsFor,
} from '@/offline/localStore';
import { appendRow, notifyEnqueued } from '@/offline/outbox';
import { entityOf, registeredEntities } from '@/offline/registry';
import type { EntityRef } from '@/offline/types';

const TABLES = [db.records, db.outbox];

/** The entity as an edit of it or of its children leaves it (`OfflineEntity.edited`). */
function edited(type: string, value: Record<string, unknown>): Record<string, unknown> {
  return (entityOf(type).edited?.(value) as Record<string, unknown> | undefined) ?? value;
}

/** An edit of a child (a time) changes how its parent shows too. Call in a transaction. */
async function markParentEdited(userId: string, type: string, parentId: string | null) {
  const parent = entityOf(type).parent;
  if (parent?.editsParent === false) return;
  for (const parentType of parent?.types ?? []) {
    const record = parentId ? await db.records.get([userId, parentType, parentId]) : undefined;
    if (record) await db.records.put({ ...record, value: edited(parentType, record.value) });
  }
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

async function localValue(userId: string, type: string, id: string) {
  const record = await db.records.get([userId, type, id]);
  if (!record) throw new Error(`No local copy of ${type} ${id}`);
  return record;
}

/**
 * Creates an entity with a client-made id, locally and as a queued create in one transaction,
 * so it can be edited, given an image or deleted before the server has seen it. `view` holds
 * what the screen shows in place of ids the request carries (a department's title).
 */
export async function createRecord(
  userId: string,
  type: string,
  input: Record<string, unknown>,
  view: Record<string, unknown> = {},
): Promise<string> {
  const entity = entityOf(type);
  const createPath = entity.paths.create;
  if (!createPath) throw new Error(`${type} cannot be created by staff`);
  const id = typeof input._id === 'string' ? input._id : newId();
  const body = { ...input, _id: id };
  const value = { ...body, ...view };
  await db.transaction('rw', TABLES, async () => {
    await db.records.put({
      userId,
      type,
      id,
      parent: entity.parent?.of(value) ?? '',
      serverVersion: null,
      value,
    });
    await appendRow({
      userId,
      kind: 'create',
      method: 'POST',
      path: createPath,
      body,
      entity: { type, id },
      parent: entity.parent?.of(value) || null,
      baseVersion: null,
      base: null,
      ifMatch: false,
    });
    await markParentEdited(userId, type, entity.parent?.of(value) || null);
  });
  notifyEnqueued();
  return id;
}

/**
 * Saves changed fields locally and queues the update with If-Match. An entity whose create
 * has not gone out yet takes the fields into that create instead (one request, no version).
 */
export async function updateRecord(
  userId: string,
  type: string,
  id: string,
  patch: Record<string, unknown>,
  view: Record<string, unknown> = {},
): Promise<void> {
  const entity = entityOf(type);
  await db.transaction('rw', TABLES, async () => {
    const local = await localValue(userId, type, id);
    const value = edited(type, { ...local.value, ...patch, ...view });
    await db.records.put({ ...local, value, parent: entity.parent?.of(value) ?? local.parent });
    await markParentEdited(userId, type, local.parent || null);
    await dropSupersededRejections(userId, { type, id }, patch);
    const pendingCreate = await unsentCreate(userId, type, id);
    if (pendingCreate) {
      await db.outbox.update(pendingCreate.id, { body: { ...pendingCreate.body, ...patch } });
      return;
    }
    if (!entity.paths.update) throw new Error(`${type} cannot be changed once it was sent`);
    const carries = entity.updateCarries ?? [];
    const body = { _id: id, ...pick(local.value, carries), ...patch };
    await appendRow({
      userId,
      kind: 'update',
      method: entity.updateMethod,
      path: entity.paths.update,
      body,
      entity: { type, id },
      parent: local.parent || null,
      baseVersion: local.serverVersion,
      base: pick(
        local.value,
        Object.keys(body).filter((k) => k !== '_id'),
      ),
      ifMatch: entity.updateIfMatch ?? true,
    });
  });
  notifyEnqueued();
}

/**
 * An update the server rejected (400) is replaced by a new save of every field it held: the
 * person corrected them, the refusal and its field messages are settled. Call in a transaction.
 */
async function dropSupersededRejections(
  userId: string,
  ref: EntityRef,
  patch: Record<string, unknown>,
): Promise<void> {
  const rows = await db.outbox
    .where('[userId+entityKey]')
    .equals([userId, entityKey(ref)])
    .toArray();
  const carries = new Set(['_id', ...(entityOf(ref.type).updateCarries ?? [])]);
  const settled = rows.filter(
    (row) =>
      row.kind === 'update' &&
      row.status === 'rejected' &&
      Object.keys(row.body ?? {}).every((key) => carries.has(key) || key in patch),
  );
  await db.outbox.bulkDelete(settled.map((row) => row.id));
}

/** A create that has not left the device yet can still take more fields. */
async function unsentCreate(userId: string, type: string, id: string) {
  const rows = await unsentRowsFor(userId, { type, id });
  return rows.find((row) => row.kind === 'create' && !row.sent);
}

/**
 * Deletes locally and queues the delete. An entity the server never got (its create has not
 * gone out, or the server refused it) just goes with its rows and its children's: nothing is
 * sent.
 */
export async function removeRecord(userId: string, type: string, id: string): Promise<void> {
  const entity = entityOf(type);
  const removePath = entity.paths.remove;
  if (!removePath) throw new Error(`${type} cannot be deleted on its own`);
  await db.transaction('rw', [...TABLES, db.conflicts], async () => {
    if (await neverOnServer(userId, { type, id })) {
      await dropWithChildren(userId, { type, id });
      return;
    }
    const local = await db.records.get([userId, type, id]);
    await appendRow({
      userId,
      kind: 'remove',
      method: 'DELETE',
      path: removePath(id),
      body: null,
      entity: { type, id },
      parent: local?.parent || null,
      baseVersion: local?.serverVersion ?? null,
      base: local ? pick(local.value, entity.updateCarries ?? []) : null,
      // A delete with If-Match must not silently discard a colleague's newer edit.
      ifMatch: entity.removeIfMatch ?? false,
    });
    await removeWithChildren(userId, type, id);
    await markParentEdited(userId, type, local?.parent || null);
  });
  notifyEnqueued();
}

/** Its create is still on the device: not sent yet, or refused for good by the server. */
async function neverOnServer(userId: string, ref: EntityRef): Promise<boolean> {
  const rows = await db.outbox
    .where('[userId+entityKey]')
    .equals([userId, entityKey(ref)])
    .toArray();
  const create = rows.find((row) => row.kind === 'create');
  if (!create) return false;
  return !create.sent || isRefusedForGood(create);
}

/** Drops an entity that never reached the server, with its queued rows and its children's. */
async function dropWithChildren(userId: string, ref: EntityRef): Promise<void> {
  const rows = await db.outbox
    .where('[userId+entityKey]')
    .equals([userId, entityKey(ref)])
    .toArray();
  await db.outbox.bulkDelete(rows.map((row) => row.id));
  await db.conflicts.bulkDelete(rows.map((row) => row.id));
  for (const child of registeredEntities().filter((e) => e.parent?.types.includes(ref.type))) {
    const children = await db.records
      .where('[userId+type+parent]')
      .equals([userId, child.type, ref.id])
      .primaryKeys();
    for (const [, , childId] of children)
      await dropWithChildren(userId, { type: child.type, id: childId });
  }
  await db.records.delete([userId, ref.type, ref.id]);
}

/** Queues a write without a body (`publish`: request publication) after the entity's rows. */
export async function queueAction(
  userId: string,
  type: string,
  id: string,
  action: string,
): Promise<void> {
  const path = entityOf(type).paths.action?.[action];
  if (!path) throw new Error(`${type} has no action "${action}"`);
  await db.transaction('rw', TABLES, async () => {
    await appendRow({
      userId,
      kind: 'action',
      action,
      method: 'POST',
      path: path(id),
      body: null,
      entity: { type, id },
      baseVersion: null,
      base: null,
      ifMatch: false,
    });
  });
  notifyEnqueued();
}

/**
 * Queues an image as a Blob row; the local copy shows it at once (object URL) and the server
 * gets it as the multipart part `file` once the entity's earlier rows (its create) went through.
 */
export async function queueUpload(
  userId: string,
  type: string,
  id: string,
  slot: string,
  file: Blob,
  name: string,
): Promise<void> {
  const path = entityOf(type).paths.upload?.[slot];
  if (!path) throw new Error(`${type} has no image slot "${slot}"`);
  await db.transaction('rw', TABLES, async () => {
    const local = await localValue(userId, type, id);
    await db.records.put({
      ...local,
      value: edited(type, local.value),
      images: { ...local.images, [slot]: file },
    });
    // The new file replaces one the server refused for this slot: that row has nothing left to do.
    await db.outbox
      .where('[userId+entityKey]')
      .equals([userId, entityKey({ type, id })])
      .filter((row) => row.status === 'rejected' && row.upload?.slot === slot)
      .delete();
    await appendRow({
      userId,
      kind: 'upload',
      method: 'POST',
      path: path(id),
      body: null,
      upload: { slot, blob: file, name },
      entity: { type, id },
      baseVersion: null,
      base: null,
      ifMatch: false,
    });
  });
  notifyEnqueued();
}
