import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type TestApp } from '@test/utils/test-app';

type Headers = Record<string, string>;

/** Requests as one caller (a bearer token, or anonymous). */
export function as(t: TestApp, token?: string) {
  const auth = token ? bearer(token) : {};
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Headers = {},
  ): Promise<LightMyRequestResponse> =>
    t.request({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, headers?: Headers) => send('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Headers) =>
      send('POST', url, payload ?? {}, headers),
    put: (url: string, payload?: unknown, headers?: Headers) => send('PUT', url, payload, headers),
    delete: (url: string, headers?: Headers) => send('DELETE', url, undefined, headers),
  };
}

export type Client = ReturnType<typeof as>;

export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });
export const idempotencyKey = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** A valid POST /api/courses body (spec section 5: every field but website and social media). */
export function courseBody(department: string, trainers: string[], overrides: object = {}) {
  return {
    department,
    title: 'Eltern-Kind-Turnen',
    description: '<p>Turnen mit Eltern.</p>',
    info: 'Bitte Hallenschuhe mitbringen.',
    trial_training: '<p>Jederzeit möglich.</p>',
    genders: ['männlich', 'weiblich', 'divers'],
    categories: ['turnen'],
    age_from: 3,
    age_to: 6,
    members: 8,
    location: 'Turnhalle Nord',
    trainers,
    ...overrides,
  };
}
