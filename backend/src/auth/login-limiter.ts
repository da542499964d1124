import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';

const ACCOUNT_FAILURES = 5;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const CLIENT_WINDOW_MS = 60_000;

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
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Zu viele Anmeldeversuche. Bitte warte eine Minute.',
      );
    }
    const failures = this.recent(this.accountFailures, email, ACCOUNT_WINDOW_MS, now);
    if (failures.length >= ACCOUNT_FAILURES) {
      const minutes = Math.ceil((failures[0]! + ACCOUNT_WINDOW_MS - now) / 60_000);
      throw new AppError(
        ErrorCode.TooManyRequests,
        `Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuche es in ${minutes} Minuten erneut oder setze dein Passwort zurück.`,
      );
    }
  }

  recordFailure(email: string, now = Date.now()): void {
    this.recent(this.accountFailures, email, ACCOUNT_WINDOW_MS, now).push(now);
  }

  recordSuccess(email: string): void {
    this.accountFailures.delete(email);
  }

  private recent(map: Map<string, number[]>, key: string, windowMs: number, now: number): number[] {
    const kept = (map.get(key) ?? []).filter((t) => now - t < windowMs);
    if (map.size > 50_000) map.clear(); // bound memory under a flood of distinct keys
    map.set(key, kept);
    return kept;
  }
}
