import { LoginLimiter } from '@/auth/login-limiter';
import { AppError, ErrorCode } from '@/common/app-error';
import { LimitCounters } from '@/common/limit-counters';
import { Pseudonyms } from '@/common/pseudonyms';
import type { AppConfig } from '@/config/env';

const T0 = 1_700_000_000_000;

function limiter(perMinute = 3): LoginLimiter {
  return new LoginLimiter(
    { loginRateLimitPerMinute: perMinute } as AppConfig,
    LimitCounters.inMemory(),
    Pseudonyms.fixed(),
  );
}

/** Moves the clock (and the counters' expiry timers) to `t`. */
function at(t: number): void {
  jest.advanceTimersByTime(t - Date.now());
}

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  try {
    await attempt;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the attempt to be refused');
}

describe('LoginLimiter', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  it('refuses a client over its per-minute limit with 429 and a German sentence', async () => {
    const l = limiter(3);
    for (let i = 0; i < 3; i++) {
      at(T0 + i);
      await l.check('1.2.3.4', `user${i}@example.org`);
    }
    at(T0 + 10);
    const error = await refusal(l.check('1.2.3.4', 'other@example.org'));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Zu viele Anmeldeversuche. Bitte warte eine Minute.');
    // The next attempt passes once the minute from the first one (T0) has passed.
    expect(error.options.retryAfterSeconds).toBe(60);
    at(T0 + 1 + 60_000);
    await expect(l.check('1.2.3.4', 'other@example.org')).resolves.toBeUndefined();
  });

  it('counts each client separately', async () => {
    const l = limiter(2);
    await l.check('1.1.1.1', 'a@example.org');
    await l.check('1.1.1.1', 'a@example.org');
    await expect(l.check('2.2.2.2', 'a@example.org')).resolves.toBeUndefined();
  });

  it('lets a client try again once the minute has passed', async () => {
    const l = limiter(2);
    await l.check('1.1.1.1', 'a@example.org');
    await l.check('1.1.1.1', 'a@example.org');
    at(T0 + 1_000);
    await expect(l.check('1.1.1.1', 'a@example.org')).rejects.toThrow(AppError);
    at(T0 + 60_001);
    await expect(l.check('1.1.1.1', 'a@example.org')).resolves.toBeUndefined();
  });

  it('locks an account after 5 failures, from every client, and says so on the 5th', async () => {
    const l = limiter(1000);
    const locked: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      at(T0 + i);
      await expect(l.check(`10.0.0.${i}`, 'trainer@example.org')).resolves.toBeUndefined();
      locked.push(await l.recordFailure('trainer@example.org'));
    }
    expect(locked).toEqual([false, false, false, false, true]);
    at(T0 + 60_000);
    const error = await refusal(l.check('10.9.9.9', 'trainer@example.org'));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
    expect(error.message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldungen für dieses Konto\. Bitte versuche es in 14 Minuten erneut/,
    );
    expect(error.options.retryAfterSeconds).toBe(14 * 60);
    await expect(l.check('10.9.9.9', 'someone-else@example.org')).resolves.toBeUndefined();
  });

  it('does not lock an account after 4 failures', async () => {
    const l = limiter(1000);
    for (let i = 0; i < 4; i++) await l.recordFailure('trainer@example.org');
    at(T0 + 10);
    await expect(l.check('1.1.1.1', 'trainer@example.org')).resolves.toBeUndefined();
  });

  it('unlocks the account 15 minutes after the first counted failure', async () => {
    const l = limiter(1000);
    for (let i = 0; i < 5; i++) await l.recordFailure('trainer@example.org');
    at(T0 + 15 * 60_000 - 1);
    await expect(l.check('1.1.1.1', 'trainer@example.org')).rejects.toThrow(AppError);
    at(T0 + 15 * 60_000);
    await expect(l.check('1.1.1.1', 'trainer@example.org')).resolves.toBeUndefined();
  });

  it('clears the failures of an account after a successful login', async () => {
    const l = limiter(1000);
    for (let i = 0; i < 4; i++) await l.recordFailure('trainer@example.org');
    await l.recordSuccess('trainer@example.org');
    for (let i = 0; i < 4; i++) await l.recordFailure('trainer@example.org');
    at(T0 + 20);
    await expect(l.check('1.1.1.1', 'trainer@example.org')).resolves.toBeUndefined();
  });

  it('keeps an account locked while a flood of other addresses and e-mails is checked', async () => {
    const l = limiter(1_000_000);
    for (let i = 0; i < 5; i++) await l.recordFailure('victim@example.org');
    at(T0 + 10);
    for (let i = 0; i < 50_010; i++) {
      await l.check(`10.0.${i >> 8}.${i & 255}`, `flood${i}@example.org`);
    }
    at(T0 + 20);
    const error = await refusal(l.check('1.2.3.4', 'victim@example.org'));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
  });
});
