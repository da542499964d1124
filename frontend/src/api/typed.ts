import { apiFetch, type ApiFetchInit } from '@/api/client';
import type { paths } from '@/api/generated/schema';
import type { Envelope } from '@/api/types';

/**
 * Calls typed from backend/openapi.json at the call site: the path is one the API has for that
 * method, the path and query parameters and the JSON body are the operation's, and the envelope's
 * `data` is the operation's success type, so no caller asserts what the server answers. It runs
 * through `apiFetch` (bearer token, one refresh on 401, envelope and error codes, the server
 * render's in-process fetch).
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `M` (openapi-typescript writes `M?: never` otherwise). */
export type PathFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<M extends Method, P extends PathFor<M>> = paths[P][M];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessBody<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? JsonOf<S>
    : R extends { 201: infer S }
      ? JsonOf<S>
      : never
  : never;

/** The `data` of the operation's success envelope (`undefined` for a message-only answer). */
export type DataOf<O> = SuccessBody<O> extends { data: infer D } ? D : undefined;

type Params<O> = O extends { parameters: infer P } ? P : never;
type PathParams<O> = Params<O> extends { path: infer X } ? X : never;
type QueryParams<O> = Params<O> extends { query?: infer X } ? X : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

export type CallOptions<O> = Omit<ApiFetchInit, 'json' | 'body' | 'method'> &
  ([PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never] | [undefined]
    ? { query?: never }
    : { query?: QueryParams<O> }) &
  ([BodyOf<O>] extends [never] ? { json?: never } : { json: BodyOf<O> });

/** `/api/course/{id}` with `{ id: 'a b' }` → `/api/course/a%20b`, plus the query string. */
export function buildPath(
  template: string,
  path: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`Path parameter ${name} is missing for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function call<M extends Method>(method: M) {
  return <P extends PathFor<M>>(
    path: P,
    ...[options]: Partial<CallOptions<Operation<M, P>>> extends CallOptions<Operation<M, P>>
      ? [options?: CallOptions<Operation<M, P>>]
      : [options: CallOptions<Operation<M, P>>]
  ): Promise<Envelope<DataOf<Operation<M, P>>>> => {
    const {
      path: pathParams,
      query,
      json,
      ...init
    } = (options ?? {}) as {
      path?: Record<string, string | number>;
      query?: Record<string, unknown>;
      json?: unknown;
    } & ApiFetchInit;
    return apiFetch<DataOf<Operation<M, P>>>(buildPath(path, pathParams, query), {
      ...init,
      method: method.toUpperCase(),
      ...(json === undefined ? {} : { json }),
    });
  };
}

/**
 * A multipart POST with one file part named `file` (the API's image uploads), to a path of a POST
 * operation with its path parameters; answered with the operation's `data`.
 */
function upload<P extends PathFor<'post'>>(
  path: P,
  params: PathParams<Operation<'post', P>>,
  file: File,
): Promise<Envelope<DataOf<Operation<'post', P>>>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<DataOf<Operation<'post', P>>>(
    buildPath(path, params as Record<string, string | number> | undefined, undefined),
    { method: 'POST', body: form },
  );
}

export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
  upload,
};
