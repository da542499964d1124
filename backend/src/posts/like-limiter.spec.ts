import { AppError, ErrorCode } from '@/common/app-error';
import { LimitCounters } from '@/common/limit-counters';
import { LIKES_PER_ADDRESS_AND_POST, LikeLimiter } from '@/posts/like-limiter';

const T0 = 1_700_000_000_000;

describe('LikeLimiter', () => {
  let limiter: LikeLimiter;

  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    limiter = new LikeLimiter(LimitCounters.inMemory());
  });
  afterEach(() => jest.useRealTimers());

  it('takes three likes per address and post a day, then refuses with 429 and Retry-After', async () => {
    for (let i = 0; i < LIKES_PER_ADDRESS_AND_POST; i++) await limiter.take('192.0.2.1', 'p1');
    jest.advanceTimersByTime(3_600_000);
    const refused = await limiter.take('192.0.2.1', 'p1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.TooManyRequests);
    expect((refused as AppError).message).toMatch(/^Von deinem Anschluss wurden heute schon genug/);
    expect((refused as AppError).options.retryAfterSeconds).toBe(23 * 3_600);
    // Other posts and other addresses have their own share.
    await expect(limiter.take('192.0.2.1', 'p2')).resolves.toBeInstanceOf(Function);
    await expect(limiter.take('192.0.2.2', 'p1')).resolves.toBeInstanceOf(Function);
    jest.advanceTimersByTime(23 * 3_600_000);
    await expect(limiter.take('192.0.2.1', 'p1')).resolves.toBeInstanceOf(Function);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < LIKES_PER_ADDRESS_AND_POST; i++) {
      await limiter.take(`2001:db8:1:2::${i + 1}`, 'p1');
    }
    await expect(limiter.take('2001:db8:1:2:ffff::1', 'p1')).rejects.toThrow(AppError);
  });

  it('gets a like back that did not count', async () => {
    for (let i = 0; i < LIKES_PER_ADDRESS_AND_POST; i++) {
      const giveBack = await limiter.take('192.0.2.1', 'p1');
      if (i === 0) await giveBack();
    }
    await expect(limiter.take('192.0.2.1', 'p1')).resolves.toBeInstanceOf(Function);
    await expect(limiter.take('192.0.2.1', 'p1')).rejects.toThrow(AppError);
  });
});
