import type { Course, TimeSlot } from '@/api/types';

export type EntityType = 'course' | 'time';

export interface EntityRef {
  type: EntityType;
  id: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'conflict' | 'rejected';

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
  /** Server version the edit was made on (for display; If-Match uses the latest known version). */
  baseVersion: number | null;
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
  server: Record<string, unknown>;
  mine: Record<string, unknown>;
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
