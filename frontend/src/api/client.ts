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

/** How much of a download has arrived; `total` from Content-Length, null when unknown. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Reads the body chunk by chunk, telling `onProgress` after each, into one Blob. */
async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * GET of a file (an export, a backup) with the same bearer token and refresh as apiFetch.
 * Resolves the body as a Blob; throws ApiError with the server's envelope otherwise. With
 * `onProgress` the body is streamed and each chunk reported (a large backup); `init.signal`
 * cancels it (the promise rejects with the AbortError).
 */
export async function apiDownload(
  path: string,
  init: ApiFetchInit = {},
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Download> {
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
    blob: onProgress ? await readWithProgress(response, onProgress) : await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}
