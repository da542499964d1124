import type { Course, TimeSlot } from '@/api/types';

export type EntityType = 'course' | 'time';

export interface EntityRef {
  type: EntityType;
  id: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'conflict' | 'rejected' | 'refused';

/**
 * Why the server will never take a row as it is: the session ended (a new login sends it), the
 * account is blocked, the permission is gone (403) or the entity is not there for this user (404).
 */
export type RefusalReason = 'session-ended' | 'account-blocked' | 'forbidden' | 'not-found';

/** What the last failed attempt ran into, for a translated text (never the browser's words). */
export type ErrorKind = 'network' | 'server' | 'no-version';

/** The request as it first went out; every retry sends exactly this (same key, If-Match, body). */
export interface SentRequest {
  headers: Record<string, string>;
  body: string | null;
}

export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';

/** One queued write. `id` doubles as the Idempotency-Key; no tokens are ever stored here. */
export interface OutboxRow {
  id: string;
  userId: string;
  /** Monotonic per database, keeps the user's rows in the order they were made. */
  seq: number;
  method: OutboxMethod;
  path: string;
  body: Record<string, unknown> | null;
  entity: EntityRef;
  /** `type:id`, indexed so the rows of one entity are found quickly. */
  entityKey: string;
  /**
   * Server version this row applies to, its If-Match: the version when it was queued, moved on
   * to the version an earlier row of the same entity produced (rebased) until it is first sent.
   */
  baseVersion: number | null;
  /**
   * The values of the changed fields before this edit (null for a create), so a 412 is merged
   * three ways: only fields both sides changed are a conflict. Undefined on rows from before.
   */
  base?: Record<string, unknown> | null;
  /** Set when the row first goes out; retries resend it byte for byte. */
  sent?: SentRequest | null;
  /** Set with status `refused`. */
  refusal?: RefusalReason | null;
  errorKind?: ErrorKind | null;
  /** Whether the request carries If-Match (updates only). */
  ifMatch: boolean;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
}

/** A 412 answer: the server's entity beside my queued change, until the user decides. */
export interface ConflictRow {
  /** Same id as the outbox row it blocks. */
  id: string;
  userId: string;
  entity: EntityRef;
  /** The queued request: `DELETE` means "I deleted it". */
  method?: OutboxMethod;
  server: Record<string, unknown>;
  /** The fields I changed, with my values. */
  mine: Record<string, unknown>;
  /** The same fields as they were before my edit (null/undefined: unknown, old rows). */
  base?: Record<string, unknown> | null;
  createdAt: string;
}

/** Local copy of a course; `serverVersion` is the latest version the server confirmed. */
export type LocalCourse = Omit<Course, 'times'> & {
  userId: string;
  serverVersion: number | null;
};

/** Local copy of a time slot; `serverVersion` is null until the server has accepted the slot. */
export type LocalTimeSlot = TimeSlot & {
  userId: string;
  serverVersion: number | null;
};
