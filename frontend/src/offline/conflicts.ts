import { db } from '@/offline/db';
import { newId } from '@/offline/ids';
import { rebuildLocalCopy } from '@/offline/localStore';
import { notifyEnqueued } from '@/offline/outbox';
import { entityOf } from '@/offline/registry';
import type { ConflictRow, OutboxRow } from '@/offline/types';

export type FieldChoice = 'mine' | 'theirs';
/** Whole-entity choice, or one choice per contested field. */
export type ConflictResolution = FieldChoice | Record<string, FieldChoice>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields this row changes, with its values: for an update that carries the whole entity
 * (a time slot's PUT) only those that differ from the values the edit started from.
 */
export function changedFields(row: OutboxRow): Record<string, unknown> {
  const body = row.body ?? {};
  const immutable = new Set(['_id', ...entityOf(row.entity.type).immutableKeys]);
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => !immutable.has(key) && (!row.base || !same(value, row.base[key])),
    ),
  );
}

/**
 * Fields both sides changed: the server holds neither the value my edit started from nor mine.
 * Without a base (rows from before) every field where the server differs from mine counts.
 */
export function contestedFields(
  mine: Record<string, unknown>,
  base: Record<string, unknown> | undefined,
  server: Record<string, unknown>,
): string[] {
  return Object.keys(mine).filter(
    (key) => !same(mine[key], server[key]) && (base === undefined || !same(base[key], server[key])),
  );
}

/** The fields the conflict dialog asks about (only what I changed and the other side too). */
export function conflictFields(conflict: ConflictRow): string[] {
  if (conflict.method === 'DELETE') return [];
  return contestedFields(conflict.mine, conflict.base ?? undefined, conflict.server);
}

export async function listConflicts(userId: string): Promise<ConflictRow[]> {
  return db.conflicts.where('userId').equals(userId).sortBy('createdAt');
}

/**
 * Replaces a row that met a 412 by one that applies `fields` of my change to the server's
 * entity: same place in the queue, a fresh Idempotency-Key (the request differs), the server's
 * version as If-Match, not yet sent. An update that carries the whole entity (a time slot's PUT)
 * sends the server's values with mine on top, so a field only the other side changed is never
 * reverted. With no field left (and not a delete) the row goes. Call inside a transaction over
 * outbox and conflicts.
 */
async function replaceRow(
  row: OutboxRow,
  server: Record<string, unknown>,
  fields: string[],
): Promise<void> {
  await db.outbox.delete(row.id);
  await db.conflicts.delete(row.id);
  const version = typeof server.version === 'number' ? server.version : null;
  if (row.method !== 'DELETE' && fields.length === 0) return;
  const picked = Object.fromEntries(fields.map((key) => [key, row.body?.[key]]));
  const carries = entityOf(row.entity.type).updateCarries ?? [];
  const carried = Object.fromEntries(carries.map((key) => [key, server[key]]));
  const body = row.method === 'DELETE' ? null : { _id: row.entity.id, ...carried, ...picked };
  const base = Object.fromEntries(
    [...new Set([...carries, ...fields])].map((key) => [key, server[key] ?? null]),
  );
  await db.outbox.add({
    ...row,
    id: newId(),
    body,
    base,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    errorKind: null,
    sent: null,
    refusal: null,
    baseVersion: version,
    ifMatch: true,
  });
}

/** A 412 without a contested field: my fields go again on the server's version, no question. */
export async function requeueOnServer(
  row: OutboxRow,
  server: Record<string, unknown>,
  fields: string[],
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.conflicts, db.records], async () => {
    await replaceRow(row, server, fields);
    await rebuildLocalCopy(row.userId, row.entity, server);
  });
}

/**
 * "Keep mine" re-queues my change on the server's version (a delete is sent again, so it really
 * happens); "take theirs" gives every contested field the server's value; per-field choices mix
 * both. Fields only I changed are kept in every case. A later queued row of the same entity is
 * not rebased on "theirs": it meets the server's version as a 412 of its own and is asked again
 * (or goes through unasked when it touches none of the contested fields).
 */
export async function resolveConflict(id: string, resolution: ConflictResolution): Promise<void> {
  await db.transaction('rw', [db.outbox, db.conflicts, db.records], async () => {
    const conflict = await db.conflicts.get(id);
    const row = await db.outbox.get(id);
    if (!conflict || !row) return;
    if (row.method === 'DELETE') {
      if (resolution === 'theirs') {
        await db.outbox.delete(id);
        await db.conflicts.delete(id);
      } else {
        await replaceRow(row, conflict.server, []);
      }
      await rebuildLocalCopy(row.userId, row.entity, conflict.server);
      return;
    }
    const contested = new Set(conflictFields(conflict));
    const keep = Object.keys(conflict.mine).filter(
      (key) =>
        !contested.has(key) ||
        resolution === 'mine' ||
        (typeof resolution === 'object' && resolution[key] === 'mine'),
    );
    await replaceRow(row, conflict.server, keep);
    await rebuildLocalCopy(row.userId, row.entity, conflict.server);
  });
  notifyEnqueued();
}
