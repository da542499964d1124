import { Injectable, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import {
  ThrottlerGuard,
  ThrottlerModule,
  type ThrottlerLimitDetail,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { LimitCounters, isRefusal, secondsUntilNext } from '@/common/limit-counters';

/** What ThrottlerStorage.increment answers (the package does not export its name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The one throttler: anonymous writes (likes, views, contact mails, page views) per client. */
export const PUBLIC_WRITE_THROTTLER = 'public-write';

/**
 * The throttler's hits, counted by LimitCounters: in process memory when one process serves the
 * club, in PostgreSQL with MULTI_INSTANCE=true, so a client's limit holds for the site. As the
 * throttler's own storage does, a client over the limit stays refused for `blockDuration` (the
 * ttl, a minute) from its first refused request; the hits are counted in a window from the first.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limitCounters: LimitCounters) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counter = this.counterFor(ttl, limit, blockDuration, throttlerName);
    let res: RateLimiterRes;
    let isBlocked = false;
    try {
      res = await counter.consume(key);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      res = error;
      isBlocked = true;
    }
    // Seconds, as the throttler's storage answers (X-RateLimit-Reset, Retry-After).
    const seconds = secondsUntilNext(res);
    return {
      totalHits: res.consumedPoints,
      timeToExpire: seconds,
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds : 0,
    };
  }

  /** One counter per throttler and its settings (ttl and blockDuration in milliseconds). */
  private counterFor(
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): RateLimiterAbstract {
    const id = `${throttlerName} ${ttl} ${limit} ${blockDuration}`;
    let counter = this.counters.get(id);
    if (!counter) {
      counter = this.limitCounters.create({
        name: `throttle-${throttlerName}`,
        points: limit,
        durationSeconds: Math.ceil(ttl / 1000),
        blockDurationSeconds: Math.ceil(blockDuration / 1000),
      });
      this.counters.set(id, counter);
    }
    return counter;
  }
}

/**
 * Registered in CommonModule. Only routes marked @LimitPublicWrite() pass through the guard; the
 * client is the request's address as Fastify resolves it (TRUST_PROXY). A client over the limit
 * gets 429 TOO_MANY_REQUESTS with the German sentence of error-response.ts.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG, SharedThrottlerStorage],
  useFactory: (config: AppConfig, storage: SharedThrottlerStorage) => ({
    throttlers: [
      { name: PUBLIC_WRITE_THROTTLER, ttl: 60_000, limit: config.publicWriteRateLimitPerMinute },
    ],
    storage,
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
