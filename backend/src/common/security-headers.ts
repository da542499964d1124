import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '@/config/env';
import { EARLY_CONTROLS_HASH } from '@/pages/early-controls';
import { PRE_PAINT_SCRIPT_HASH } from '@/pages/pre-paint-script';

/**
 * The security headers of every response (DESIGN section 4), computed once with helmet at
 * start-up. @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) on every request,
 * which cost a third of the throughput of a cached public read (docs/architecture.md).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const botCheck = config.botCheckSecret ? ['https://challenges.cloudflare.com'] : [];
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The two inline scripts: PRE_PAINT_SCRIPT (dark mode, cookie mark, start of the scripts)
        // and EARLY_CONTROLS_SCRIPT (the public controls before the app), each by its hash.
        scriptSrc: [
          "'self'",
          PRE_PAINT_SCRIPT_HASH,
          ...(EARLY_CONTROLS_HASH ? [EARLY_CONTROLS_HASH] : []),
          ...botCheck,
        ],
        // Fluent UI (Griffel) inserts style rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: botCheck.length ? botCheck : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // The app sets no <base>; 'none' stops injected markup from re-pointing relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // Only for a site served over TLS: on a plain-http address (a first try on a LAN or
        // localhost) the browser would ask for every script by https and load none.
        upgradeInsecureRequests:
          config.nodeEnv === 'production' && config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity:
      config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export function securityHeadersHook(headers: Record<string, string>): onRequestHookHandler {
  return (_request, reply, done) => {
    void reply.headers(headers);
    done();
  };
}

/** Answers that belong to one user: neither the browser nor any proxy may store them. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The paths whose answers are PRIVATE_NO_STORE (staff API, session calls, /verification). */
export function isPrivatePath(url: string): boolean {
  // The router decodes the path (`/%61pi/courses` reaches `/api/courses`): decide on the same.
  const path = decodePath(url.split('?', 1)[0]!);
  return path === '/api' || path.startsWith('/api/') || path === '/verification';
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Sets PRIVATE_NO_STORE before the handler runs, so errors and every /api answer carry it; a
 * handler may still set its own (the backup download sends `no-store`). Public reads keep their
 * own caching (public-cache.ts).
 */
export const privateAnswersHook: onRequestHookHandler = (request, reply, done) => {
  if (isPrivatePath(request.url)) void reply.header('cache-control', PRIVATE_NO_STORE);
  done();
};
