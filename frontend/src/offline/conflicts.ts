import { db } from '@/offline/db';
import { newId } from '@/offline/ids';
import { rebuildLocalCopy } from '@/offline/localStore';
import { notifyEnqueued } from '@/offline/outbox';
import type { ConflictRow } from '@/offline/types';

export type FieldChoice = 'mine' | 'theirs';
/** Whole-entity choice, or one choice per field of my change. */
export type ConflictResolution = FieldChoice | Record<string, FieldChoice>;

/** Fields of my queued change that the server holds differently. */
export function conflictFields(conflict: ConflictRow): string[] {
  return Object.keys(conflict.mine).filter(
    (key) =>
      key !== '_id' &&
      key !== 'course' &&
      JSON.stringify(conflict.mine[key]) !== JSON.stringify(conflict.server[key]),
  );
}

export async function listConflicts(userId: string): Promise<ConflictRow[]> {
  return db.conflicts.where('userId').equals(userId).sortBy('createdAt');
}

/**
 * "Keep mine" re-queues my fields (same place in the queue, new Idempotency-Key) with the server's version as the new base (If-Match);
 * "take theirs" drops my row and sets the local copy to the server's entity. Per-field choices
 * send only the fields kept as mine.
 */
export async function resolveConflict(id: string, resolution: ConflictResolution): Promise<void> {
  await db.transaction('rw', [db.outbox, db.conflicts, db.courses, db.times], async () => {
    const conflict = await db.conflicts.get(id);
    const row = await db.outbox.get(id);
    if (!conflict || !row) return;
    const keep = Object.keys(conflict.mine).filter(
      (key) =>
        key !== '_id' &&
        key !== 'course' &&
        (resolution === 'mine' || (typeof resolution === 'object' && resolution[key] === 'mine')),
    );
    await db.conflicts.delete(id);
    const serverVersion =
      typeof conflict.server.version === 'number' ? conflict.server.version : null;
    if (keep.length === 0) {
      await db.outbox.delete(id);
    } else {
      const picked = Object.fromEntries(keep.map((key) => [key, conflict.mine[key]]));
      // A time-slot PUT carries the whole slot; a course update only the changed fields.
      const body =
        row.entity.type === 'time'
          ? {
              _id: row.entity.id,
              day: conflict.server.day,
              start: conflict.server.start,
              end: conflict.server.end,
              location: conflict.server.location,
              ...picked,
            }
          : { _id: row.entity.id, ...picked };
      // A fresh Idempotency-Key: the server may have stored the 412 under the old one.
      await db.outbox.delete(id);
      await db.outbox.add({
        ...row,
        id: newId(),
        body,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        baseVersion: serverVersion,
        ifMatch: true,
      });
    }
    await rebuildLocalCopy(row.userId, row.entity, conflict.server);
  });
  notifyEnqueued();
}
