import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';

export const REFRESH_COOKIE = 'vh_refresh';
/** Scoped to the calls that need it, so the token never travels with ordinary requests. */
const COOKIE_PATH = '/api/';

@Injectable()
export class RefreshCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies?.[REFRESH_COOKIE];
  }

  set(reply: FastifyReply, token: string, expires: Date): void {
    void reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      secure: this.config.nodeEnv === 'production',
      sameSite: 'strict',
      path: COOKIE_PATH,
      expires,
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  }
}
