import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';

const ACCOUNT_FAILURES = 5;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const CLIENT_WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

/** Whole seconds (at least 1) from now until `at`, for the Retry-After header. */
function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * Login throttling per client address and per account, in process memory: one server process
 * serves the club (docs/architecture.md); a shared store is the step when it runs on several.
 */
@Injectable()
export class LoginLimiter {
  private readonly clientHits = new Map<string, number[]>();
  private readonly accountFailures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts an attempt from this client and refuses when it or the account is over its limit. */
  check(client: string, email: string, now = Date.now()): void {
    const hits = this.recent(this.clientHits, client, CLIENT_WINDOW_MS, now);
    hits.push(now);
    if (hits.length > this.config.loginRateLimitPerMinute) {
      // Refused attempts count too: the next one passes once all but limit - 1 have aged out.
      const oldest = hits[hits.length - this.config.loginRateLimitPerMinute]!;
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Zu viele Anmeldeversuche. Bitte warte eine Minute.',
        { retryAfterSeconds: secondsUntil(oldest + CLIENT_WINDOW_MS, now) },
      );
    }
    // Read only: accounts enter the map through recordFailure, so lookups cannot flood it.
    const failures = (this.accountFailures.get(email) ?? []).filter(
      (t) => now - t < ACCOUNT_WINDOW_MS,
    );
    if (failures.length >= ACCOUNT_FAILURES) {
      const minutes = Math.ceil((failures[0]! + ACCOUNT_WINDOW_MS - now) / 60_000);
      throw new AppError(
        ErrorCode.TooManyRequests,
        `Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuche es in ${minutes} Minuten erneut oder setze dein Passwort zurück.`,
        {
          retryAfterSeconds: secondsUntil(
            failures[failures.length - ACCOUNT_FAILURES]! + ACCOUNT_WINDOW_MS,
            now,
          ),
        },
      );
    }
  }

  /** Counts a failed login; true when this failure locked the account. */
  recordFailure(email: string, now = Date.now()): boolean {
    const failures = this.recent(this.accountFailures, email, ACCOUNT_WINDOW_MS, now);
    failures.push(now);
    return failures.length === ACCOUNT_FAILURES;
  }

  recordSuccess(email: string): void {
    this.accountFailures.delete(email);
  }

  private recent(map: Map<string, number[]>, key: string, windowMs: number, now: number): number[] {
    const kept = (map.get(key) ?? []).filter((t) => now - t < windowMs);
    map.delete(key); // re-inserted last: the map's order is oldest activity first
    map.set(key, kept);
    // Bound memory by forgetting the longest-idle keys only (never the whole map, which a flood
    // of addresses could otherwise use to wipe every lockout).
    for (const oldest of map.keys()) {
      if (map.size <= MAX_KEYS) break;
      map.delete(oldest);
    }
    return kept;
  }
}
