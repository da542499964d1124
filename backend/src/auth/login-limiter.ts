import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';
import { LimitCounters, isRefusal, secondsUntilNext } from '@/common/limit-counters';
import { Pseudonyms } from '@/common/pseudonyms';

/** Failed logins that lock an account, counted within ACCOUNT_WINDOW_SECONDS of the first. */
export const ACCOUNT_FAILURES = 5;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const CLIENT_WINDOW_SECONDS = 60;

/**
 * Login throttling per client address (LOGIN_RATE_LIMIT_PER_MINUTE attempts a minute) and per
 * account (locked after ACCOUNT_FAILURES failures, for 15 minutes from the first of them). The
 * counts are LimitCounters': in process memory when one process serves the club, in PostgreSQL
 * with MULTI_INSTANCE=true, so failures spread over several instances lock the account on all.
 * An account's counter is keyed by a keyed hash of its address (Pseudonyms), so the shared table
 * never holds a typed address (not even of an account deleted since).
 */
@Injectable()
export class LoginLimiter {
  private readonly clients: RateLimiterAbstract;
  private readonly accounts: RateLimiterAbstract;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    counters: LimitCounters,
    private readonly pseudonyms: Pseudonyms,
  ) {
    this.clients = counters.create({
      name: 'login-client',
      points: config.loginRateLimitPerMinute,
      durationSeconds: CLIENT_WINDOW_SECONDS,
    });
    this.accounts = counters.create({
      name: 'login-account',
      points: ACCOUNT_FAILURES,
      durationSeconds: ACCOUNT_WINDOW_SECONDS,
    });
  }

  /** Counts an attempt from this client and refuses when it or the account is over its limit. */
  async check(client: string, email: string): Promise<void> {
    try {
      // Refused attempts count too: the client's minute is used up until it ends.
      await this.clients.consume(client);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Zu viele Anmeldeversuche. Bitte warte eine Minute.',
        { retryAfterSeconds: secondsUntilNext(error) },
      );
    }
    // Read only: accounts get a counter through recordFailure, so lookups cannot flood the store.
    const failures = await this.accounts.get(await this.account(email));
    if (failures && failures.consumedPoints >= ACCOUNT_FAILURES && failures.msBeforeNext > 0) {
      const minutes = Math.ceil(failures.msBeforeNext / 60_000);
      throw new AppError(
        ErrorCode.TooManyRequests,
        `Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuche es in ${minutes} Minuten erneut oder setze dein Passwort zurück.`,
        { retryAfterSeconds: secondsUntilNext(failures) },
      );
    }
  }

  /** Counts a failed login; true when this failure locked the account (exactly the 5th). */
  async recordFailure(email: string): Promise<boolean> {
    // One atomic increment: of two instances counting at once, only one sees the 5th.
    const failures = await this.accounts.penalty(await this.account(email));
    return failures.consumedPoints === ACCOUNT_FAILURES;
  }

  async recordSuccess(email: string): Promise<void> {
    await this.accounts.delete(await this.account(email));
  }

  private account(email: string): Promise<string> {
    return this.pseudonyms.of('account', email.trim().toLowerCase());
  }
}
