import { db } from '@/offline/db';
import { newId } from '@/offline/ids';
import { entityKey } from '@/offline/localStore';
import type { EntityRef, OutboxMethod, OutboxRow, RowKind, UploadPart } from '@/offline/types';

export interface EnqueueInput {
  userId: string;
  kind: RowKind;
  action?: string;
  upload?: UploadPart;
  method: OutboxMethod;
  path: string;
  body: Record<string, unknown> | null;
  entity: EntityRef;
  /** The id of the entity it belongs to (a time's course), if its type has a parent. */
  parent?: string | null;
  baseVersion: number | null;
  base: Record<string, unknown> | null;
  ifMatch: boolean;
}

type EnqueueListener = () => void;
const enqueueListeners = new Set<EnqueueListener>();

/** The sync engine listens here so every enqueue starts a send attempt. */
export function onEnqueue(listener: EnqueueListener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export function notifyEnqueued(): void {
  enqueueListeners.forEach((l) => l());
}

/** Appends a row; call inside a transaction that also covers `db.outbox`. */
export async function appendRow(input: EnqueueInput): Promise<OutboxRow> {
  const last = await db.outbox.orderBy('seq').last();
  const row: OutboxRow = {
    ...input,
    id: newId(),
    seq: (last?.seq ?? 0) + 1,
    entityKey: entityKey(input.entity),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    sent: null,
    refusal: null,
    errorKind: null,
    createdAt: new Date().toISOString(),
  };
  await db.outbox.add(row);
  return row;
}

/** All rows that have not reached the server yet (pending, sending, conflict, rejected, refused). */
export async function getPendingCount(userId?: string): Promise<number> {
  if (userId) return db.outbox.where('userId').equals(userId).count();
  return db.outbox.count();
}

export async function listOutbox(userId: string): Promise<OutboxRow[]> {
  return db.outbox.where('[userId+seq]').between([userId, 0], [userId, Infinity]).toArray();
}

/**
 * Puts rows refused because the account was blocked back in the queue, on the user's request
 * ("Erneut senden", once the account is unblocked). A row that went out before goes with the
 * very request it first went out with (the server stored no answer for the refused attempt);
 * one the server has changed meanwhile meets it as a 412 like any other edit.
 */
export async function resendBlocked(userId: string, ids?: readonly string[]): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.status !== 'refused' || row.refusal !== 'account-blocked') return;
      if (ids && !ids.includes(row.id)) return;
      row.status = 'pending';
      row.refusal = null;
      row.errorCode = null;
      row.lastError = null;
      row.errorKind = null;
      row.attempts = 0;
      row.nextAttemptAt = 0;
    });
  notifyEnqueued();
}

/**
 * Sends a rejected row again with more fields in its body, on the user's request (an admin's
 * `overlap_reason` for a time slot the server refused because its venue is taken). It is a new
 * request, so it gets a new Idempotency-Key (the server kept no answer for the refusal, and the
 * same key with another body would be 422); it keeps its place in the queue and its If-Match.
 */
export async function resendWith(id: string, extra: Record<string, unknown>): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.status !== 'rejected' || !row.body) return;
    await db.outbox.delete(id);
    await db.outbox.add({
      ...row,
      id: newId(),
      body: { ...row.body, ...extra },
      sent: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      errorKind: null,
      errorCode: null,
      errorData: null,
      details: null,
      refusal: null,
    });
  });
  notifyEnqueued();
}

/** Drops a rejected or refused row on the user's request ("Verwerfen"). */
export async function discardRow(id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.conflicts], async () => {
    await db.outbox.delete(id);
    await db.conflicts.delete(id);
  });
  // The local copy keeps the refused values until the next fetch, which replaces it now that no
  // row holds the entity back (callers refetch right after discarding).
}
