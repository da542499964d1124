import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { AppError, ErrorCode } from '@/common/app-error';

/** New likes one client address may add to one post within WINDOW_MS. */
export const LIKES_PER_ADDRESS_AND_POST = 3;
const WINDOW_MS = 24 * 60 * 60_000;
const MAX_KEYS = 50_000;

/**
 * A like's device_id is the client's own choice, so one visitor could add a like per fresh id (up
 * to the per-address write limit, 60 a minute). This caps the likes one address (an IPv6 /64
 * counts as one) adds to one post per day. In process memory like the login limiter: one process
 * serves the club, and a restart forgets the counts (docs/architecture.md). Visitors behind one
 * shared address (the club house Wi-Fi) share its three likes a post and day.
 */
@Injectable()
export class LikeLimiter {
  private readonly likes = new Map<string, number[]>();

  /**
   * Takes one of the address's likes on this post, or refuses with 429 and Retry-After. The
   * caller gives it back (the returned function) when the like did not count (a device liking
   * again, an unknown post), so only new likes use up the share.
   */
  take(address: string, postId: string, now = Date.now()): () => void {
    const key = `${normalizeIp(address)} ${postId}`;
    const kept = (this.likes.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (kept.length >= LIKES_PER_ADDRESS_AND_POST) {
      this.likes.set(key, kept);
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Von deinem Anschluss wurden heute schon genug Likes für diesen Beitrag gezählt. Bitte versuche es morgen wieder.',
        { retryAfterSeconds: Math.ceil((kept[0]! + WINDOW_MS - now) / 1000) },
      );
    }
    kept.push(now);
    this.likes.delete(key); // re-inserted last: the map's order is oldest activity first
    this.likes.set(key, kept);
    for (const oldest of this.likes.keys()) {
      if (this.likes.size <= MAX_KEYS) break;
      this.likes.delete(oldest);
    }
    return () => {
      const current = this.likes.get(key) ?? [];
      const index = current.indexOf(now);
      if (index >= 0) current.splice(index, 1);
    };
  }
}
