/** Which record a row or a conflict is about: a registered entity type and the entity's id. */
export interface EntityRef {
  type: string;
  id: string;
}

/**
 * The local copy of one entity: the server's values with the user's unsent changes on top,
 * kept per user in one generic table (a new entity type needs no migration).
 */
/** A list the screens choose from (trainers, departments), as the server last gave it. */
export interface StoredReference {
  userId: string;
  key: string;
  items: unknown[];
  storedAt: number;
}

export interface StoredRecord {
  userId: string;
  type: string;
  id: string;
  /** The parent entity's id ('' when there is none; IndexedDB keys cannot be null). */
  parent: string;
  /** The latest version the server confirmed, null until the server has the entity. */
  serverVersion: number | null;
  value: Record<string, unknown>;
  /** Images chosen but not uploaded yet, by slot, previewed from an object URL. */
  images?: Record<string, Blob>;
  /** When a write's answer last set it (a list asked for before then cannot know it). */
  syncedAt?: number;
}

/** What a screen reads: the entity's fields, its confirmed version and images still queued. */
export type Local<T> = T & {
  serverVersion: number | null;
  localImages?: Record<string, Blob>;
};

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

/** What a row does to its entity; rows from before this field are read by `rowKind`. */
export type RowKind = 'create' | 'update' | 'remove' | 'action' | 'upload';

/** An image queued as a Blob; sent as the multipart part `file` when the device is online. */
export interface UploadPart {
  slot: string;
  blob: Blob;
  name: string;
}

/** One queued write. `id` doubles as the Idempotency-Key; no tokens are ever stored here. */
export interface OutboxRow {
  id: string;
  userId: string;
  /** Monotonic per database, keeps the user's rows in the order they were made. */
  seq: number;
  method: OutboxMethod;
  path: string;
  kind?: RowKind;
  /** The action's name (`publish`) for kind `action`. */
  action?: string;
  body: Record<string, unknown> | null;
  upload?: UploadPart | null;
  entity: EntityRef;
  /** `type:id`, indexed so the rows of one entity are found quickly. */
  entityKey: string;
  /** The id of the entity this one belongs to (a time's course or workshop), if any. */
  parent?: string | null;
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
  /** The server's error `code` of a rejected row, for the text in the user's language. */
  errorCode?: string | null;
  /** The server's per-field `details` of a 400 that rejected the row, for the form. */
  details?: Record<string, string> | null;
  /**
   * The server's `data` of a rejected row: what the refusal names (409 SLOT_OVERLAP: the slot that
   * holds the venue), so the row's text names it in every language.
   */
  errorData?: Record<string, unknown> | null;
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
