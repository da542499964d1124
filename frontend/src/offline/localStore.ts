import { Dexie } from 'dexie';
import { db } from '@/offline/db';
import { entityOf, registeredEntities } from '@/offline/registry';
import type { EntityRef, Local, OutboxRow, StoredRecord } from '@/offline/types';

export function entityKey(entity: EntityRef): string {
  return `${entity.type}:${entity.id}`;
}

/** Rows that still have to reach the server (rejected and refused ones never will as they are). */
export function isUnsent(row: OutboxRow): boolean {
  return row.status !== 'rejected' && row.status !== 'refused';
}

/**
 * A row the server will not take as it is: rejected, or refused as forbidden, gone or because the
 * account was blocked (that one goes again only when the user sends it again). A row refused
 * because the session ended goes again after a new login.
 */
export function isRefusedForGood(row: OutboxRow): boolean {
  return row.status === 'rejected' || (row.status === 'refused' && row.refusal !== 'session-ended');
}

export async function unsentRowsFor(userId: string, entity: EntityRef): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where('[userId+entityKey]')
    .equals([userId, entityKey(entity)])
    .toArray();
  return rows.filter(isUnsent).sort((a, b) => a.seq - b.seq);
}

const key = (userId: string, type: string, id: string): [string, string, string] => [
  userId,
  type,
  id,
];

/** The server's entity as a local record: embedded lists and derived keys stay out. */
function toStored(userId: string, type: string, server: Record<string, unknown>): StoredRecord {
  const entity = entityOf(type);
  const value = { ...server };
  for (const drop of [...(entity.dropKeys ?? []), ...(entity.embeds ?? []).map((e) => e.key)]) {
    delete value[drop];
  }
  return {
    userId,
    type,
    id: String(server._id),
    parent: entity.parent?.of(value) ?? '',
    serverVersion: typeof server.version === 'number' ? server.version : null,
    value,
  };
}

export function toLocal<T>(record: StoredRecord): Local<T> {
  const local = { ...record.value, serverVersion: record.serverVersion } as Local<T>;
  if (record.images && Object.keys(record.images).length > 0) local.localImages = record.images;
  return local;
}

function patchOf(row: OutboxRow): Record<string, unknown> {
  const { _id: _ignored, ...patch } = row.body ?? {};
  return patch;
}

/**
 * Sets the local copy to the server entity with the user's still-unsent changes on top, so
 * the screen shows what the server will hold once the queue is through. Call inside a
 * transaction over records and outbox (or none).
 */
export async function rebuildLocalCopy(
  userId: string,
  entity: EntityRef,
  server: Record<string, unknown> | null,
  unsent?: OutboxRow[],
): Promise<void> {
  const rows = unsent ?? (await unsentRowsFor(userId, entity));
  const id = key(userId, entity.type, entity.id);
  let local: StoredRecord | null = server
    ? { ...toStored(userId, entity.type, server), syncedAt: Date.now() }
    : ((await db.records.get(id)) ?? null);
  if (server === null && rows.length === 0) local = null;
  for (const row of rows) {
    if (row.method === 'DELETE') {
      local = null;
    } else if (row.upload) {
      if (local)
        local = { ...local, images: { ...local.images, [row.upload.slot]: row.upload.blob } };
    } else if (row.body) {
      const value = { ...(local?.value ?? { _id: entity.id }), ...patchOf(row) };
      local = {
        ...(local ?? { userId, type: entity.type, id: entity.id, serverVersion: null }),
        parent: entityOf(entity.type).parent?.of(value) ?? local?.parent ?? '',
        value,
      };
    }
  }
  if (local === null) await removeWithChildren(userId, entity.type, entity.id);
  else await db.records.put(local);
}

/**
 * Stores what a list call answered for `type` (all of them, or the children of `parent`):
 * entities the server no longer lists go, entities with unsent changes keep their local copy,
 * an answer older than the local copy (a fetch that started before a write) changes nothing,
 * and embedded lists (a course's `times`) are stored as records of their own.
 */
export async function storeServerList(
  userId: string,
  type: string,
  items: readonly object[],
  scope: { parent?: string; startedAt?: number } = {},
): Promise<void> {
  await db.transaction('rw', db.records, db.outbox, async () => {
    const busy = await busyKeys(userId);
    const keep = (record: StoredRecord) =>
      busy.has(`${record.type}:${record.id}`) ||
      // Synced after the list was asked for: the answer cannot know it yet.
      (scope.startedAt !== undefined && (record.syncedAt ?? 0) >= scope.startedAt);
    await storeIn(userId, type, items as Record<string, unknown>[], scope.parent, busy, keep);
  });
}

/** Stores one entity a call answered (and its embedded lists), unless it has unsent changes. */
export async function storeServerRecord(userId: string, type: string, item: object): Promise<void> {
  await db.transaction('rw', db.records, db.outbox, async () => {
    const busy = await busyKeys(userId);
    const keep = (record: StoredRecord) => busy.has(`${record.type}:${record.id}`);
    await putIfNewer(userId, type, item as Record<string, unknown>, busy, keep);
  });
}

/**
 * Entities whose local copy a server answer must not replace: any with a row on the device,
 * also a rejected or refused one, so the values the server refused stay on screen beside its
 * reason until the user fixes or discards them (discarding refetches).
 */
async function busyKeys(userId: string): Promise<Set<string>> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return new Set(rows.map((r) => r.entityKey));
}

/** The user's records of a type: all of them, or the children of `parent`. */
function storedRecords(userId: string, type: string, parent?: string): Promise<StoredRecord[]> {
  return parent === undefined
    ? db.records
        .where('[userId+type+id]')
        .between([userId, type, Dexie.minKey], [userId, type, Dexie.maxKey])
        .toArray()
    : db.records.where('[userId+type+parent]').equals([userId, type, parent]).toArray();
}

async function storeIn(
  userId: string,
  type: string,
  items: Record<string, unknown>[],
  parent: string | undefined,
  busy: Set<string>,
  keep: (record: StoredRecord) => boolean,
): Promise<void> {
  const seen = new Set(items.map((item) => String(item._id)));
  const locals = await storedRecords(userId, type, parent);
  for (const local of locals) {
    if (!seen.has(local.id) && !keep(local)) await removeWithChildren(userId, type, local.id, keep);
  }
  for (const item of items) await putIfNewer(userId, type, item, busy, keep);
}

async function putIfNewer(
  userId: string,
  type: string,
  item: Record<string, unknown>,
  busy: Set<string>,
  keep: (record: StoredRecord) => boolean,
): Promise<void> {
  const stored = toStored(userId, type, item);
  if (!busy.has(`${type}:${stored.id}`)) {
    const local = await db.records.get(key(userId, type, stored.id));
    if ((local?.serverVersion ?? -1) <= (stored.serverVersion ?? 0)) await db.records.put(stored);
  }
  for (const embed of entityOf(type).embeds ?? []) {
    const list = item[embed.key];
    if (Array.isArray(list)) {
      await storeIn(userId, embed.type, list as Record<string, unknown>[], stored.id, busy, keep);
    }
  }
}

/** Deletes a record and its children's (a course's times), except children `keep` holds on to. */
export async function removeWithChildren(
  userId: string,
  type: string,
  id: string,
  keep: (record: StoredRecord) => boolean = () => false,
): Promise<void> {
  await db.records.delete(key(userId, type, id));
  for (const child of registeredEntities().filter((e) => e.parent?.types.includes(type))) {
    const children = await db.records
      .where('[userId+type+parent]')
      .equals([userId, child.type, id])
      .toArray();
    for (const record of children) {
      if (!keep(record)) await removeWithChildren(userId, child.type, record.id, keep);
    }
  }
}

export async function listRecords<T>(
  userId: string,
  type: string,
  parent?: string,
): Promise<Local<T>[]> {
  const records = await storedRecords(userId, type, parent);
  return records.map((record) => toLocal<T>(record));
}

export async function getRecord<T>(
  userId: string,
  type: string,
  id: string,
): Promise<Local<T> | undefined> {
  const record = await db.records.get(key(userId, type, id));
  return record ? toLocal<T>(record) : undefined;
}

/** A write went through while more rows of the entity wait: only the version moves on. */
export async function setServerVersion(
  userId: string,
  entity: EntityRef,
  version: number,
): Promise<void> {
  await db.records.update(key(userId, entity.type, entity.id), {
    serverVersion: version,
    syncedAt: Date.now(),
  });
}

/** Latest version the server confirmed for an entity (the If-Match value), or null. */
export async function knownServerVersion(
  userId: string,
  entity: EntityRef,
): Promise<number | null> {
  const local = await db.records.get(key(userId, entity.type, entity.id));
  return local?.serverVersion ?? null;
}

/**
 * Logout on a shared computer: everything of this user goes (queue, local copies, conflicts), so
 * the next person finds nothing in IndexedDB.
 */
export async function clearUserData(userId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.records, db.conflicts, db.references], async () => {
    await db.outbox.where('userId').equals(userId).delete();
    await db.records.where('userId').equals(userId).delete();
    await db.conflicts.where('userId').equals(userId).delete();
    await db.references.where('userId').equals(userId).delete();
  });
}

/**
 * A row of the entity is done: the next one that has not gone out yet applies to `version`
 * (its If-Match), the version the done row produced (it went through) or the one the server
 * still holds (it was rejected or refused). The rows after that follow in turn, one at a time, so
 * a batch costs one update per row, not one per pair. Rows already sent keep their request.
 * Returns whether such a row exists.
 */
export async function rebaseNextRow(done: OutboxRow, version: number | null): Promise<boolean> {
  const next = await nextRowOf(done);
  if (!next) return false;
  // Rows without If-Match (image, publish) carry it too, to hand it on when they fail.
  if (version !== null && !next.sent && next.baseVersion !== version) {
    await db.outbox.update(next.id, { baseVersion: version });
  }
  return true;
}

/** The entity's next row in queue order that still has to reach the server (usually adjacent). */
async function nextRowOf(done: OutboxRow): Promise<OutboxRow | undefined> {
  return db.outbox
    .where('[userId+seq]')
    .between([done.userId, done.seq + 1], [done.userId, Infinity])
    .filter((r) => r.entityKey === done.entityKey && isUnsent(r))
    .first();
}
