import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { BoundedMemoryLimiter, LimitCounters, isRefusal } from '@/common/limit-counters';
import type { JobLeader } from '@/common/job-leader';

const options = { name: 'test', points: 2, durationSeconds: 60 };

/** A pg Pool whose every query fails as while PostgreSQL is down. */
function downPool(): Pool & { query: jest.Mock } {
  const query = jest.fn(async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  });
  return { query } as unknown as Pool & { query: jest.Mock };
}

describe('LimitCounters', () => {
  it('counts in process memory when one process serves the club', () => {
    const counter = LimitCounters.inMemory().create(options);
    expect(counter).toBeInstanceOf(RateLimiterMemory);
  });

  it('counts in PostgreSQL with MULTI_INSTANCE, in the migrated rate_limits table', () => {
    const counters = new LimitCounters({ multiInstance: true }, downPool(), {} as JobLeader);
    const counter = counters.create(options);
    expect(counter).toBeInstanceOf(RateLimiterPostgres);
    expect(counter.keyPrefix).toBe('test');
  });

  it('keeps refusing while PostgreSQL is unreachable: the insurance counter in memory takes over', async () => {
    const pool = downPool();
    const counter = new LimitCounters({ multiInstance: true }, pool, {} as JobLeader).create(
      options,
    );
    await counter.consume('1.2.3.4');
    await counter.consume('1.2.3.4');
    const refused = await counter.consume('1.2.3.4').catch((error: unknown) => error);
    expect(isRefusal(refused)).toBe(true);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000);
    expect(pool.query).toHaveBeenCalledTimes(3);
    await expect(counter.consume('5.6.7.8')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it('sweeps the rows whose window has ended', async () => {
    const query = jest.fn(async () => ({ rowCount: 0 }));
    const counters = new LimitCounters(
      { multiInstance: true },
      { query } as unknown as Pool,
      {} as JobLeader,
    );
    await counters.sweep();
    expect(query).toHaveBeenCalledWith('DELETE FROM "rate_limits" WHERE expire < $1', [
      expect.any(Number),
    ]);
  });

  it('tells a refusal from a real error', () => {
    expect(isRefusal(new RateLimiterRes(0, 1_000, 3))).toBe(true);
    expect(isRefusal(new Error('down'))).toBe(false);
  });
});

describe('BoundedMemoryLimiter', () => {
  it('forgets only the longest-idle keys beyond its bound, never a key in use', async () => {
    const counter = new BoundedMemoryLimiter({ points: 1, duration: 60 }, 3);
    await counter.penalty('locked', 5);
    for (const key of ['a', 'b']) await counter.consume(key);
    await counter.penalty('locked', 0); // used again: now the newest
    for (const key of ['c', 'd']) await counter.consume(key);
    expect(await counter.get('a')).toBeNull();
    expect(await counter.get('b')).toBeNull();
    expect((await counter.get('locked'))?.consumedPoints).toBe(5);
    expect((await counter.get('d'))?.consumedPoints).toBe(1);
  });
});
