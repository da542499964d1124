import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR } from '@/api/ApiError';
import type { paths } from '@/api/generated/schema';
import type { Envelope } from '@/api/types';
import { getAccessToken, refreshAccessToken } from '@/auth/session';

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  body?: RequestInit['body'];
  /** A value sent as JSON (sets Content-Type). Use instead of `body`. */
  json?: unknown;
}

// Calls where a 401 means "wrong credentials" or "no session", not "token expired".
const NO_REFRESH_PATHS = ['/api/login', '/api/refresh', '/api/logout'];

function shouldRefresh(path: string): boolean {
  return !NO_REFRESH_PATHS.some((p) => path.startsWith(p));
}

function buildInit(init: ApiFetchInit, token: string | null): RequestInit {
  const { json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const result: RequestInit = { ...rest, headers, credentials: 'include' };
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    result.body = JSON.stringify(json);
  }
  return result;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: error instanceof Error ? error.message : '',
    });
  }
}

/** Reads the envelope; throws ApiError for `success: false`, a non-2xx status or a non-JSON body. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let body: Envelope<T> | null = null;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      body = null;
    }
  } else if (response.ok) {
    body = { success: true, message: '' };
  }
  if (!body || typeof body !== 'object') {
    throw new ApiError({ status: response.status, code: BAD_RESPONSE, message: '' });
  }
  if (!response.ok || body.success === false) {
    throw new ApiError({
      status: response.status,
      code: body.code ?? (response.status >= 500 ? 'INTERNAL' : BAD_RESPONSE),
      message: body.message ?? '',
      details: body.details,
      data: body.data,
    });
  }
  return body;
}

/**
 * fetch for the backend: bearer token, cookies, one retry after refreshing on 401.
 * Resolves the envelope on success; throws ApiError otherwise (status 0 = network error).
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<Envelope<T>> {
  let response = await send(path, buildInit(init, getAccessToken()));
  if (response.status === 401 && shouldRefresh(path)) {
    const token = await refreshAccessToken();
    if (token) response = await send(path, buildInit(init, token));
  }
  return readEnvelope<T>(response);
}

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    // Kept for the retry after a refresh: the sent request's body is consumed.
    retryCopies.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response }) {
    const copy = retryCopies.get(request);
    retryCopies.delete(request);
    if (response.status !== 401 || !copy || !shouldRefresh(new URL(request.url).pathname)) {
      return response;
    }
    const token = await refreshAccessToken();
    if (!token) return response;
    copy.headers.set('Authorization', `Bearer ${token}`);
    return fetch(copy);
  },
};

const retryCopies = new WeakMap<Request, Request>();

/**
 * Typed client generated from backend/openapi.json (openapi-fetch), with the same bearer token,
 * cookies and refresh-and-retry-once as apiFetch. It returns `{ data, error, response }` and
 * does not throw; use `unwrap()` to get apiFetch's behaviour (envelope or ApiError).
 */
export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });
api.use(authMiddleware);

/** Turns an openapi-fetch result into the envelope, throwing ApiError like apiFetch. */
export async function unwrap<T>(
  result: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await result;
  if (error !== undefined || !response.ok || data === undefined) {
    const body = (error ?? {}) as Partial<Envelope<unknown>>;
    throw new ApiError({
      status: response.status,
      code: body.code ?? (response.status >= 500 ? 'INTERNAL' : BAD_RESPONSE),
      message: body.message ?? '',
      details: body.details,
      data: body.data,
    });
  }
  return data;
}
