import { LimitCounters } from '@/common/limit-counters';
import { PUBLIC_WRITE_THROTTLER, SharedThrottlerStorage } from '@/common/rate-limit';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

describe('SharedThrottlerStorage', () => {
  let storage: SharedThrottlerStorage;
  const hit = (key = 'client-a') =>
    storage.increment(key, MINUTE, 3, MINUTE, PUBLIC_WRITE_THROTTLER);

  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    storage = new SharedThrottlerStorage(LimitCounters.inMemory());
  });
  afterEach(() => jest.useRealTimers());

  it('counts hits within the minute and answers as the throttler expects', async () => {
    expect(await hit()).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    jest.advanceTimersByTime(20_000);
    await hit();
    expect(await hit()).toEqual({
      totalHits: 3,
      timeToExpire: 40,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
  });

  it('blocks the client over its limit for blockDuration from its first refused hit', async () => {
    for (let i = 0; i < 3; i++) await hit();
    jest.advanceTimersByTime(30_000);
    const refused = await hit();
    expect(refused).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    expect(refused.totalHits).toBeGreaterThan(3);
    // Still blocked where the first window would have ended.
    jest.advanceTimersByTime(45_000);
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 15 });
    expect(await hit('client-b')).toMatchObject({ isBlocked: false, totalHits: 1 });
    jest.advanceTimersByTime(15_000);
    expect(await hit()).toMatchObject({ isBlocked: false, totalHits: 1 });
  });
});
