import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID or a short token a proxy made (letters, digits, `.`, `_`, `-`, `:`); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

const ID = Symbol('requestId');
type WithId = IncomingMessage & { [ID]?: string };

/** The client's (or proxy's) X-Request-Id when it is sane, else a new UUID. */
export function newRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The request's id, made once: Fastify's request.id, pino-http's log field, the X-Request-Id
 * answer header and the audit log's request_id are all this value.
 */
export function requestIdOf(req: IncomingMessage): string {
  const withId = req as WithId;
  return (withId[ID] ??= newRequestId(req.headers[REQUEST_ID_HEADER]));
}

/** The request a piece of code runs for (entered in app.factory.ts hooks). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The current request's id, or null outside a request (start-up, timers, CLI). */
export function currentRequestId(): string | null {
  return requestContext.getStore()?.requestId ?? null;
}
