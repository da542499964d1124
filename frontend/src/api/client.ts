import { ApiError, BAD_RESPONSE, NETWORK_ERROR, toErrorCode } from '@/api/ApiError';
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

type FetchImplementation = (path: string, init: RequestInit) => Promise<Response>;

let fetchImplementation: FetchImplementation = (path, init) => fetch(path, init);

/**
 * The server render (entry-server.tsx) answers the public reads in-process instead of over the
 * network; the browser never calls this.
 */
export function setFetchImplementation(implementation: FetchImplementation): void {
  fetchImplementation = implementation;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImplementation(path, init);
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
      code: toErrorCode(body.code, response.status),
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

/** A file the server sent as an attachment. */
export interface Download {
  blob: Blob;
  /** From Content-Disposition; null if the server named none. */
  fileName: string | null;
}

function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * GET of a file (an export, a backup) with the same bearer token and refresh as apiFetch.
 * Resolves the body as a Blob; throws ApiError with the server's envelope otherwise.
 */
export async function apiDownload(path: string, init: ApiFetchInit = {}): Promise<Download> {
  let response = await send(path, buildInit(init, getAccessToken()));
  if (response.status === 401 && shouldRefresh(path)) {
    const token = await refreshAccessToken();
    if (token) response = await send(path, buildInit(init, token));
  }
  if (!response.ok) {
    await readEnvelope(response);
    throw new ApiError({ status: response.status, code: BAD_RESPONSE, message: '' });
  }
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}
