import { LoginLimiter } from '@/auth/login-limiter';
import { AppError, ErrorCode } from '@/common/app-error';
import type { AppConfig } from '@/config/env';

const T0 = 1_700_000_000_000;

function limiter(perMinute = 3): LoginLimiter {
  return new LoginLimiter({ loginRateLimitPerMinute: perMinute } as AppConfig);
}

function refusal(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the attempt to be refused');
}

describe('LoginLimiter', () => {
  it('refuses a client over its per-minute limit with 429 and a German sentence', () => {
    const l = limiter(3);
    for (let i = 0; i < 3; i++) l.check('1.2.3.4', `user${i}@example.org`, T0 + i);
    const error = refusal(() => l.check('1.2.3.4', 'other@example.org', T0 + 10));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Zu viele Anmeldeversuche. Bitte warte eine Minute.');
    // The next attempt passes once the second one (T0 + 1) is a minute old.
    expect(error.options.retryAfterSeconds).toBe(60);
    expect(() => l.check('1.2.3.4', 'other@example.org', T0 + 1 + 60_000)).not.toThrow();
  });

  it('counts each client separately', () => {
    const l = limiter(2);
    l.check('1.1.1.1', 'a@example.org', T0);
    l.check('1.1.1.1', 'a@example.org', T0);
    expect(() => l.check('2.2.2.2', 'a@example.org', T0)).not.toThrow();
  });

  it('lets a client try again once the minute has passed', () => {
    const l = limiter(2);
    l.check('1.1.1.1', 'a@example.org', T0);
    l.check('1.1.1.1', 'a@example.org', T0);
    expect(() => l.check('1.1.1.1', 'a@example.org', T0 + 1_000)).toThrow(AppError);
    expect(() => l.check('1.1.1.1', 'a@example.org', T0 + 60_001)).not.toThrow();
  });

  it('locks an account after 5 failures, from every client', () => {
    const l = limiter(1000);
    for (let i = 0; i < 5; i++) {
      expect(() => l.check(`10.0.0.${i}`, 'trainer@example.org', T0 + i)).not.toThrow();
      l.recordFailure('trainer@example.org', T0 + i);
    }
    const error = refusal(() => l.check('10.9.9.9', 'trainer@example.org', T0 + 60_000));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
    expect(error.message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldungen für dieses Konto\. Bitte versuche es in 14 Minuten erneut/,
    );
    expect(() => l.check('10.9.9.9', 'someone-else@example.org', T0 + 60_000)).not.toThrow();
  });

  it('does not lock an account after 4 failures', () => {
    const l = limiter(1000);
    for (let i = 0; i < 4; i++) l.recordFailure('trainer@example.org', T0 + i);
    expect(() => l.check('1.1.1.1', 'trainer@example.org', T0 + 10)).not.toThrow();
  });

  it('unlocks the account 15 minutes after the first counted failure', () => {
    const l = limiter(1000);
    for (let i = 0; i < 5; i++) l.recordFailure('trainer@example.org', T0);
    expect(() => l.check('1.1.1.1', 'trainer@example.org', T0 + 15 * 60_000 - 1)).toThrow();
    expect(() => l.check('1.1.1.1', 'trainer@example.org', T0 + 15 * 60_000)).not.toThrow();
  });

  it('clears the failures of an account after a successful login', () => {
    const l = limiter(1000);
    for (let i = 0; i < 4; i++) l.recordFailure('trainer@example.org', T0 + i);
    l.recordSuccess('trainer@example.org');
    for (let i = 0; i < 4; i++) l.recordFailure('trainer@example.org', T0 + 10 + i);
    expect(() => l.check('1.1.1.1', 'trainer@example.org', T0 + 20)).not.toThrow();
  });

  it('keeps an account locked while a flood of other addresses and e-mails is checked', () => {
    const l = limiter(1_000_000);
    for (let i = 0; i < 5; i++) l.recordFailure('victim@example.org', T0 + i);
    for (let i = 0; i < 50_010; i++)
      l.check(`10.0.${i >> 8}.${i & 255}`, `flood${i}@example.org`, T0 + 10);
    const error = refusal(() => l.check('1.2.3.4', 'victim@example.org', T0 + 20));
    expect(error.code).toBe(ErrorCode.TooManyRequests);
  });
});
