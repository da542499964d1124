import { errorCodeValues } from '@/api/generated/schema';
import type { ErrorCode } from '@/api/types';

/** Client-side codes for failures that never reached the server or could not be parsed. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const BAD_RESPONSE = 'BAD_RESPONSE';

/** Every code a failed call can carry: the API's (generated from its enum) and the client's. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof BAD_RESPONSE;
export const API_ERROR_CODES: readonly ApiErrorCode[] = [
  ...errorCodeValues,
  NETWORK_ERROR,
  BAD_RESPONSE,
];

/**
 * The code of an error envelope. One this client does not know (a newer server) counts as
 * INTERNAL for a 5xx and BAD_RESPONSE otherwise; the server's German sentence is kept either way.
 */
export function toErrorCode(raw: unknown, status: number): ApiErrorCode {
  const known = API_ERROR_CODES.find((code) => code === raw);
  return known ?? (status >= 500 ? 'INTERNAL' : BAD_RESPONSE);
}

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  details?: Record<string, string>;
  data?: unknown;
}

/**
 * A failed call: `success: false` from the server, a non-JSON answer, or a network error
 * (status 0, code NETWORK_ERROR). `message` is the server's German sentence ('' if none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: Record<string, string> | undefined;
  /** For 412 VERSION_CONFLICT: the current server entity. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.data = init.data;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A read of one row that may not exist: null for 404 `NOT_FOUND` (the server gives it also for a
 * row the user may not see), so a page can say "does not exist" instead of "could not be loaded".
 */
export async function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
