import type { IncomingHttpHeaders } from 'node:http';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';
import { toErrorResponse } from '@/common/error-response';
import { PRIVATE_NO_STORE } from '@/common/security-headers';

const SAME_ORIGIN_ONLY = 'vhSameOriginOnly';

/**
 * For the calls the refresh cookie authenticates (refresh, logout): a request another site's page
 * made is refused with 403 FORBIDDEN_ORIGIN before its body is read, whatever its content type
 * (docs/architecture.md "Sessions"). SameSite=Strict already keeps the cookie off such requests in
 * today's browsers; this is the server's own check.
 */
export const SameOriginOnly = () => RouteConfig(SAME_ORIGIN_ONLY_CONFIG);

/** The route config of @SameOriginOnly(), for a decorator that sets more config of its own. */
export const SAME_ORIGIN_ONLY_CONFIG = { [SAME_ORIGIN_ONLY]: true } as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * True when the browser says another site made the request: `Sec-Fetch-Site: cross-site`, or
 * `same-site` (a sibling subdomain is another application and not trusted with the session), or,
 * from a browser that sends no `Sec-Fetch-Site`, an `Origin` other than PUBLIC_URL's (`null`
 * included). `Sec-Fetch-Site: same-origin` is believed (no page can set it): a form our own page
 * posts carries `Origin: null` under our `Referrer-Policy: no-referrer`. Outside production any
 * http origin on a loopback host counts as the site's own (the Vite dev server on :5173 proxies
 * to :3000). Requests without either header (curl, server-to-server, tests) are not a browser's:
 * allowed.
 */
export function isCrossSite(config: AppConfig, headers: IncomingHttpHeaders): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  if (fetchSite === 'same-origin') return false;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === new URL(config.publicUrl).origin) return false;
  return !(config.nodeEnv !== 'production' && isLoopback(origin));
}

/** True when the request's route is marked @SameOriginOnly(). */
export function isSameOriginOnly(request: FastifyRequest): boolean {
  const route = request.routeOptions.config as { [SAME_ORIGIN_ONLY]?: boolean } | undefined;
  return route?.[SAME_ORIGIN_ONLY] === true;
}

export function sameOriginHook(config: AppConfig): onRequestHookHandler {
  const refusal = toErrorResponse(
    new AppError(
      ErrorCode.ForbiddenOrigin,
      'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt. Bitte öffne die Seite direkt und versuche es erneut.',
    ),
  );
  return (request, reply, done) => {
    if (isSameOriginOnly(request) && isCrossSite(config, request.headers)) {
      void reply
        .status(refusal.status)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(refusal.body);
      return;
    }
    done();
  };
}
