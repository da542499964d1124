import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, ErrorCode } from '@/common/app-error';
import { LimitCounters, isRefusal, secondsUntilNext } from '@/common/limit-counters';

/** New likes one client address may add to one post within a day. */
export const LIKES_PER_ADDRESS_AND_POST = 3;
const WINDOW_SECONDS = 24 * 60 * 60;

/**
 * A like's device_id is the client's own choice, so one visitor could add a like per fresh id (up
 * to the per-address write limit, 60 a minute). This caps the likes one address (an IPv6 /64
 * counts as one) adds to one post per day, from its first like there. Counted by LimitCounters:
 * in process memory when one process serves the club (a restart forgets the counts), in
 * PostgreSQL with MULTI_INSTANCE=true. Visitors behind one shared address (the club house Wi-Fi)
 * share its three likes a post and day.
 */
@Injectable()
export class LikeLimiter {
  private readonly likes: RateLimiterAbstract;

  constructor(counters: LimitCounters) {
    this.likes = counters.create({
      name: 'likes',
      points: LIKES_PER_ADDRESS_AND_POST,
      durationSeconds: WINDOW_SECONDS,
    });
  }

  /**
   * Takes one of the address's likes on this post, or refuses with 429 and Retry-After. The
   * caller gives it back (the returned function, which never fails) when the like did not count
   * (a device liking again, an unknown post), so only new likes use up the share.
   */
  async take(address: string, postId: string): Promise<() => Promise<void>> {
    const key = `${normalizeIp(address)} ${postId}`;
    try {
      await this.likes.consume(key);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Von deinem Anschluss wurden heute schon genug Likes für diesen Beitrag gezählt. Bitte versuche es morgen wieder.',
        { retryAfterSeconds: secondsUntilNext(error) },
      );
    }
    return () =>
      this.likes.reward(key).then(
        () => undefined,
        () => undefined, // a share not given back costs one like at most
      );
  }
}
