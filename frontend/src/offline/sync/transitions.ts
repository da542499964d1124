import { ACCOUNT_BLOCKED } from '@/auth/session';
import { changedFields, contestedFields, requeueOnServer } from '@/offline/conflicts';
import { db } from '@/offline/db';
import {
  isUnsent,
  knownServerVersion,
  rebaseNextRow,
  rebuildLocalCopy,
  setServerVersion,
} from '@/offline/localStore';
import { type Envelope, isRecord, isStringRecord } from '@/offline/sync/classify';
import type { ErrorKind, OutboxRow, RefusalReason, SentRequest } from '@/offline/types';

/**
 * What an outcome does to the outbox row, the local copy and the conflicts in Dexie. Nothing
 * here sends, waits or emits: the loop (`loop.ts`) does, with what these return.
 */

/**
 * The request of a row: the one it first went out with, or (first time) built now with the
 * version the chain of this entity's earlier rows produced, and stored before it goes out (the
 * row becomes `sending`). `'gone'`: deleted or refused meanwhile, not to be sent; null: an update
 * whose entity never got a version.
 */
export async function prepareRequest(row: OutboxRow): Promise<SentRequest | 'gone' | null> {
  // Read and marked in one transaction: a field an edit adds to a create that has not gone
  // out yet is either in this request or finds it sent and queues an update of its own.
  return db.transaction('rw', db.outbox, db.records, async () => {
    const fresh = await db.outbox.get(row.id);
    // Gone, or refused meanwhile (a block found by another request): not sent.
    if (!fresh || (fresh.status !== 'pending' && fresh.status !== 'sending')) return 'gone';
    if (fresh.sent) return fresh.sent;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Idempotency-Key': fresh.id,
    };
    if (fresh.body) headers['Content-Type'] = 'application/json';
    if (fresh.ifMatch) {
      // Rows from before `base` existed were not rebased: they use the local copy's version.
      const version =
        fresh.base === undefined
          ? ((await knownServerVersion(fresh.userId, fresh.entity)) ?? fresh.baseVersion)
          : fresh.baseVersion;
      if (version === null) return null;
      headers['If-Match'] = `"${version}"`;
    }
    const sent: SentRequest = { headers, body: fresh.body ? JSON.stringify(fresh.body) : null };
    await db.outbox.update(fresh.id, { sent, status: 'sending' });
    return sent;
  });
}

/** An update whose entity never got a version (its create was refused): it cannot go. */
export async function rejectWithoutVersion(row: OutboxRow): Promise<void> {
  await db.outbox.update(row.id, { status: 'rejected', errorKind: 'no-version' });
}

/**
 * The write went through (first answer or the server's replay of it): the row goes, the local
 * copy takes the server's entity, and the entity's later rows that never went out are rebased
 * on the version this write produced, so my next edit never meets my own write as a conflict.
 */
export async function applyDone(row: OutboxRow, body: Envelope): Promise<void> {
  await db.transaction('rw', [db.outbox, db.records], async () => {
    await db.outbox.delete(row.id);
    const data = isRecord(body.data) ? body.data : null;
    const more = await rebaseNextRow(row, typeof data?.version === 'number' ? data.version : null);
    if (row.method === 'DELETE') await rebuildLocalCopy(row.userId, row.entity, null);
    // More rows wait: the values stay, but the version is the server's (an edit made after a
    // later row failed must not go with the version from before this one).
    else if (data && more && typeof data.version === 'number') {
      await setServerVersion(row.userId, row.entity, data.version);
    }
    // While more rows of the entity wait, the local copy already shows their values and the
    // chain carries the version: it is rebuilt from the server's answer after the last one, so
    // a batch does not re-render the editor once per row.
    else if (data && !more) await rebuildLocalCopy(row.userId, row.entity, data);
  });
}

/**
 * The row waits for another try: `attempts` as the loop counted them (an error while offline
 * counts none) and when it may go next (0: at once).
 */
export async function applyRetry(
  row: OutboxRow,
  failure: { error: string | null; errorKind: ErrorKind },
  attempts: number,
  nextAttemptAt: number,
): Promise<void> {
  await db.outbox.update(row.id, {
    status: 'pending',
    attempts,
    nextAttemptAt,
    lastError: failure.error,
    errorKind: failure.errorKind,
  });
}

/** The token is gone: a row still on its way waits again; one the block refused meanwhile stays so. */
export async function holdForLogin(row: OutboxRow): Promise<void> {
  await db.outbox
    .where('id')
    .equals(row.id)
    .modify((r) => {
      if (r.status === 'sending') r.status = 'pending';
    });
}

/**
 * A refusal: the row is flagged and never retried on its own. Except for an ended session (the
 * row goes again after the login, so the version is not handed on), the entity's next row goes
 * on the version the server still holds.
 */
export async function applyRefused(
  row: OutboxRow,
  reason: RefusalReason,
  message: string | null,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.update(row.id, {
      status: 'refused',
      refusal: reason,
      lastError: message,
      errorKind: null,
    });
    if (reason !== 'session-ended') await rebaseNextRow(row, row.baseVersion);
  });
}

/**
 * Another 4xx: the row is a visible rejected item with the server's message, code, field details
 * and `data` (what the refusal names), and the next row of the entity goes on the version the server still holds. Returns the
 * row as it is now (for the event).
 */
export async function applyRejected(
  row: OutboxRow,
  body: Envelope,
  status: number,
): Promise<OutboxRow> {
  const message = body.message ?? `HTTP ${status}`;
  const errorCode = typeof body.code === 'string' ? body.code : null;
  const errorData = isRecord(body.data) ? body.data : null;
  await db.transaction('rw', db.outbox, db.records, async () => {
    await db.outbox.update(row.id, {
      status: 'rejected',
      attempts: row.attempts + 1,
      lastError: message,
      errorKind: null,
      errorCode,
      errorData,
      details: isStringRecord(body.details) ? body.details : null,
    });
    await rebaseNextRow(row, row.baseVersion);
    if (row.upload) await dropRefusedImage(row, row.upload.slot);
  });
  return { ...row, status: 'rejected', errorKind: null, errorCode, errorData, lastError: message };
}

/**
 * A refused image leaves the local copy (a card showed it as if it were coming; it may not even
 * be an image), unless a newer pick for the slot is still queued. The row keeps the file.
 */
async function dropRefusedImage(row: OutboxRow, slot: string): Promise<void> {
  const newer = await db.outbox
    .where('[userId+entityKey]')
    .equals([row.userId, row.entityKey])
    .filter((other) => other.seq > row.seq && isUnsent(other) && other.upload?.slot === slot)
    .count();
  const record = await db.records.get([row.userId, row.entity.type, row.entity.id]);
  if (newer > 0 || !record?.images?.[slot]) return;
  const { [slot]: _refused, ...images } = record.images;
  await db.records.put({ ...record, images });
}

/**
 * A 412: someone else wrote. Merged three ways against the values my edit started from: when
 * no field was changed on both sides, my fields go again on the server's version without a
 * question (`'requeued'`: the loop runs another pass); otherwise the row waits for the user's
 * decision (ConflictDialog) with a conflict row (`'conflict'`).
 */
export async function applyConflict(
  row: OutboxRow,
  body: Envelope,
  now: number,
): Promise<'requeued' | 'conflict'> {
  const server = isRecord(body.data) ? body.data : {};
  const mine = changedFields(row);
  const base = row.base ?? null;
  const contested =
    row.method === 'DELETE' ? ['_deleted'] : contestedFields(mine, base ?? undefined, server);
  if (contested.length === 0 && typeof server.version === 'number') {
    await requeueOnServer(row, server, Object.keys(mine));
    return 'requeued';
  }
  await db.transaction('rw', [db.outbox, db.conflicts], async () => {
    await db.outbox.update(row.id, { status: 'conflict', lastError: body.message ?? null });
    await db.conflicts.put({
      id: row.id,
      userId: row.userId,
      entity: row.entity,
      method: row.method,
      server,
      mine,
      base,
      createdAt: new Date(now).toISOString(),
    });
  });
  return 'conflict';
}

/**
 * Backoff left from an offline window or an earlier run is forgotten on every start. Rows the
 * block refused stay refused: the user decides on them (DESIGN: nothing goes behind their back).
 */
export async function resetForStart(userId: string): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.status === 'pending' || row.status === 'sending') {
        row.status = 'pending';
        row.attempts = 0;
        row.nextAttemptAt = 0;
      } else if (row.status === 'refused' && row.refusal === 'session-ended') {
        // A new session (a fresh login): the refusal was about the old one.
        row.status = 'pending';
        row.refusal = null;
        row.attempts = 0;
        row.nextAttemptAt = 0;
      }
    });
}

/**
 * Every waiting row of the user is refused as blocked, in one transaction; returns how many.
 * A row being sent is included: its answer (401, the session is gone) cannot undo this.
 */
export async function refuseQueue(userId: string, message: string | null): Promise<number> {
  let count = 0;
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.status !== 'pending' && row.status !== 'sending') return;
      row.status = 'refused';
      row.refusal = 'account-blocked';
      row.errorCode = ACCOUNT_BLOCKED;
      row.lastError = message;
      row.errorKind = null;
      row.nextAttemptAt = 0;
      count += 1;
    });
  return count;
}
