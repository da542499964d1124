import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { isSameOriginOnly } from '@/auth/same-origin';

export const REFRESH_COOKIE = 'vh_refresh';
/**
 * Only the two calls that read it receive the cookie, so the token never travels with ordinary
 * API requests. A cookie has one path: the same cookie is set once per path (and a browser sends
 * only the one whose path matches).
 */
export const REFRESH_COOKIE_PATHS = ['/api/refresh', '/api/logout'] as const;
/** The path before issue 8 (every /api call): expired wherever a cookie is set or cleared. */
const LEGACY_PATH = '/api/';

@Injectable()
export class RefreshCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Only routes marked @SameOriginOnly() may act on the cookie (a programming error otherwise). */
  read(request: FastifyRequest): string | undefined {
    if (!isSameOriginOnly(request)) {
      throw new Error(
        `${request.method} ${request.url} reads the refresh cookie without @SameOriginOnly()`,
      );
    }
    return request.cookies?.[REFRESH_COOKIE];
  }

  set(reply: FastifyReply, token: string, expires: Date): void {
    for (const path of REFRESH_COOKIE_PATHS) {
      void reply.setCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        secure: this.config.nodeEnv === 'production',
        sameSite: 'strict',
        path,
        expires,
      });
    }
    void reply.clearCookie(REFRESH_COOKIE, { path: LEGACY_PATH });
  }

  clear(reply: FastifyReply): void {
    for (const path of [...REFRESH_COOKIE_PATHS, LEGACY_PATH]) {
      void reply.clearCookie(REFRESH_COOKIE, { path });
    }
  }
}
