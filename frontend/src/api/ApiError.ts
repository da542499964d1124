/** Client-side codes for failures that never reached the server or could not be parsed. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const BAD_RESPONSE = 'BAD_RESPONSE';

export interface ApiErrorInit {
  status: number;
  code: string;
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
  readonly code: string;
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
