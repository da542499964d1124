import { isApiError } from '@/api/ApiError';
import { ACCOUNT_BLOCKED } from '@/auth/session';
import type { ErrorKind, RefusalReason } from '@/offline/types';

/**
 * What the server's answer to an outbox row means, decided from the answer alone: no Dexie, no
 * fetch, no clock but the one passed in. The loop sends, this names the outcome, the transitions
 * (`transitions.ts`) write it to the row.
 */

/** The server's JSON envelope; an answer that is not JSON (a proxy's HTML page) reads as `{}`. */
export interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  details?: unknown;
  data?: unknown;
}

/** An answer as the loop read it: status, headers and the body's text. */
export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export type Outcome =
  /** The write went through (first answer or the server's replay of it). */
  | { kind: 'done'; body: Envelope }
  /**
   * Try again later (network error, 408, 429, 5xx, a 409 still in progress). `retryAfterMs`
   * is the server's Retry-After, when it sent one (the loop does not use it yet).
   */
  | { kind: 'retry'; error: string | null; errorKind: ErrorKind; retryAfterMs?: number }
  /** 401: the access token is not (or no longer) good; refresh and try once more. */
  | { kind: 'auth' }
  /** Can never succeed as it is: flagged, not retried (403, 404, an ended session). */
  | { kind: 'refused'; reason: RefusalReason; message: string | null }
  /** The account is blocked: the user's whole queue is held. */
  | { kind: 'blocked'; message: string | null }
  /** 412: someone else wrote; `body.data` is the server's entity. */
  | { kind: 'conflict'; body: Envelope }
  /** Any other 4xx (validation, a lasting 409, 413, 415): a visible rejected item. */
  | { kind: 'rejected'; body: Envelope; status: number };

/** The request never got an answer (offline, DNS, a connection cut before the answer came). */
export const NETWORK_ERROR: Outcome = { kind: 'retry', error: null, errorKind: 'network' };

/** The outcome of one answer; `now` only dates an HTTP-date Retry-After. */
export function classifyAnswer(answer: Answer, now: number): Outcome {
  const { status } = answer;
  const body = parseEnvelope(answer.body);
  if (status >= 200 && status < 300) return { kind: 'done', body };
  if (status === 401) return { kind: 'auth' };
  if (status === 412) return { kind: 'conflict', body };
  if (status === 403) {
    // Our server answers a blocked account's writes with 401 and its refresh with this; a
    // write answered so is held the same way.
    if (body.code === ACCOUNT_BLOCKED) return { kind: 'blocked', message: body.message ?? null };
    return { kind: 'refused', reason: 'forbidden', message: body.message ?? null };
  }
  if (status === 404)
    return { kind: 'refused', reason: 'not-found', message: body.message ?? null };
  // 409 IDEMPOTENCY_IN_PROGRESS: the first send of this key is still running; 408/429/5xx
  // (503 DATABASE_UNAVAILABLE too): try again later. Any other 409 is a lasting state and must
  // not block the queue behind it.
  const inProgress = status === 409 && body.code === 'IDEMPOTENCY_IN_PROGRESS';
  if (inProgress || status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = retryAfter(answer.headers.get('Retry-After'), now);
    return {
      kind: 'retry',
      error: body.message ?? `HTTP ${status}`,
      errorKind: 'server',
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: 'rejected', body, status };
}

/**
 * The refresh after a 401 failed: a blocked account holds the queue; another answer of the
 * server (5xx) and a network error are tried again later.
 */
export function classifyRefreshError(error: unknown): Outcome {
  if (isApiError(error) && error.code === ACCOUNT_BLOCKED) {
    return { kind: 'blocked', message: error.message || null };
  }
  if (isApiError(error) && error.status !== 0) {
    return { kind: 'retry', error: error.message || null, errorKind: 'server' };
  }
  return NETWORK_ERROR;
}

/** The JSON envelope of a body; `{}` for an empty body, one that is not JSON, or not an object. */
export function parseEnvelope(text: string): Envelope {
  try {
    const json: unknown = JSON.parse(text);
    return isRecord(json) ? (json as Envelope) : {};
  } catch {
    return {};
  }
}

/** Retry-After in milliseconds from now: delta-seconds or an HTTP date; undefined if unusable. */
function retryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}
