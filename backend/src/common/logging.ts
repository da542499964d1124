import { RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, Logger as PinoInstance } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '@/config/env';
import { currentRequestId, requestIdOf } from '@/common/request-id';

/** Never in a log: credentials in headers and in any logged object (a DTO, an error's details). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...[
    'password',
    'currentPassword',
    'newPassword',
    'token',
    'access_token',
    'refreshToken',
    'recaptchaToken',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** Query parameters that carry a secret (reset and verification links, bot-check answers). */
const SECRET_PARAM = /token|code|key|secret|password|signature|sig/i;
/**
 * Query parameters that can name a person: the address of a data subject's request
 * (`/api/trials/person?email=`), a search for a member (`search=`, `suche=`), a name or phone.
 */
const PERSONAL_PARAM = /mail|name|phone|telefon|search|suche|^q$/i;

/**
 * The URL as logged: the path, and the query with every secret or personal value replaced; so is
 * any value that holds an `@` (an address under another name).
 */
export function scrubUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = decodeURIComponentSafe(pair.slice(0, eq));
      const value = decodeURIComponentSafe(pair.slice(eq + 1).replace(/\+/g, ' '));
      const hidden = SECRET_PARAM.test(name) || PERSONAL_PARAM.test(name) || value.includes('@');
      return hidden ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Liveness and readiness probes come every few seconds; their answers are not worth a line. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The request's path without its query, whatever part of it a middleware was handed. */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return (req.originalUrl ?? req.url ?? '').split('?')[0]!;
}

/**
 * nestjs-pino (pino-http) settings: one JSON object per line on stdout, with `requestId` on every
 * line logged for a request (X-Request-Id, see request-id.ts). LOG_LEVEL keeps its meaning:
 * request lines are `info`, 4xx `info`, 503 `warn`, other 5xx `error`.
 */
export function loggerParams(
  config: Pick<AppConfig, 'logLevel'>,
  opts: { silent?: boolean; stream?: DestinationStream } = {},
): Params {
  const options: Options<IncomingMessage, ServerResponse> = {
    level: opts.silent ? 'silent' : config.logLevel,
    genReqId: (req) => requestIdOf(req),
    customAttributeKeys: { reqId: 'requestId' },
    // The request logger binds only the id; the request itself is logged once, at its end.
    quietReqLogger: true,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // No headers (authorization, cookies) and no client address: method, scrubbed URL, id.
      req: (req: { id?: unknown; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info',
    // The middleware sees the URL below its mount point ("/"); Fastify keeps the whole one.
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req)) },
    // Lines logged inside a request through a logger that does not carry its id (Nest's Logger
    // after the request body was read, a service's own logger) get it from the request context.
    mixin: (_object, _level, logger) => {
      const requestId = currentRequestId();
      if (!requestId || 'requestId' in (logger as PinoInstance).bindings()) return {};
      return { requestId };
    },
  };
  return {
    pinoHttp: opts.stream ? [options, opts.stream] : options,
    forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
  };
}
