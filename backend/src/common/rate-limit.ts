import { Injectable, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';

/** The one throttler: anonymous writes (likes, views, contact mails, page views) per client. */
export const PUBLIC_WRITE_THROTTLER = 'public-write';

/**
 * Registered in CommonModule. Only routes marked @LimitPublicWrite() pass through the guard; the
 * client is the request's address as Fastify resolves it (TRUST_PROXY). A client over the limit
 * gets 429 TOO_MANY_REQUESTS with the German sentence of error-response.ts.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    throttlers: [
      { name: PUBLIC_WRITE_THROTTLER, ttl: 60_000, limit: config.publicWriteRateLimitPerMinute },
    ],
  }),
});

/**
 * The throttler's guard plus the standard `Retry-After` (seconds): the throttler itself names its
 * header after the throttler (`retry-after-public-write`), which no client knows; that one and the
 * `x-ratelimit-*-public-write` headers stay as they were.
 */
@Injectable()
export class PublicWriteGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('retry-after', String(Math.max(1, detail.timeToBlockExpire)));
    return super.throwThrottlingException(context, detail);
  }
}

/** Limits an anonymous write per client (PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE). */
export const LimitPublicWrite = () => applyDecorators(UseGuards(PublicWriteGuard));
