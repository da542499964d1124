import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { getTableName } from 'drizzle-orm';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { JobLeader } from '@/common/job-leader';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { PG_POOL } from '@/db/db.module';
import { rateLimits } from '@/db/schema/rate-limits.table';

/** The table of the shared counters (migration 0011). */
export const RATE_LIMITS_TABLE = getTableName(rateLimits);

/** Keys one counter keeps in process memory; beyond that the longest-idle ones are forgotten. */
export const MAX_MEMORY_KEYS = 50_000;

export interface CounterOptions {
  /** Prefixes the counter's keys (`name:key`), so the counters share one table. */
  name: string;
  /** Points (attempts) a key may use within one window; the next one is refused. */
  points: number;
  /** The window, from a key's first point: then it starts again at 0. */
  durationSeconds: number;
  /** Once over its points, a key stays refused this long from that moment (0: till the window ends). */
  blockDurationSeconds?: number;
}

/** The refusal of an over-limit `consume` (anything else it rejects with is a real error). */
export function isRefusal(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/** Whole seconds (at least 1) until the counter lets the key through again: Retry-After. */
export function secondsUntilNext(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * RateLimiterMemory with at most MAX_MEMORY_KEYS keys: a flood of fresh addresses makes it forget
 * the longest-idle keys only, never the whole store (which would wipe every lockout with it).
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  /** Keys in order of their last use, oldest first (a Map keeps insertion order). */
  private readonly used = new Map<string, true>();

  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly maxKeys = MAX_MEMORY_KEYS,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    this.use(key);
    return super.consume(key, points, options);
  }

  override penalty(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    this.use(key);
    return super.penalty(key, points, options);
  }

  override delete(key: string | number, options?: { [key: string]: unknown }) {
    this.used.delete(String(key));
    return super.delete(key, options);
  }

  private use(key: string | number): void {
    const name = String(key);
    this.used.delete(name);
    this.used.set(name, true);
    for (const oldest of this.used.keys()) {
      if (this.used.size <= this.maxKeys) break;
      this.used.delete(oldest);
      void super.delete(oldest);
    }
  }
}

/**
 * Makes the counters of the login, like and public-write limits (rate-limiter-flexible), counted
 * in fixed windows from a key's first point.
 *
 * One process alone (PGlite, or PostgreSQL with MULTI_INSTANCE=false) counts in its memory.
 * With MULTI_INSTANCE (the default on PostgreSQL) every instance counts in PostgreSQL's
 * `rate_limits` (one atomic upsert per point), so the limits hold for the site, not per instance
 * (docs/operations.md, "Several instances"). The table comes from a migration, never from the
 * library at run time.
 *
 * PostgreSQL unreachable: each counter falls back to its insurance limiter, a counter of the same
 * limit in this process's memory, so while the database is down (after the pool's connect timeout)
 * the limits still hold, per instance as before sharing; a refusal is never skipped for want of a
 * store. Those in-memory points are not carried over into the table when it is back.
 */
@Injectable()
export class LimitCounters implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'multiInstance'>,
    @Inject(PG_POOL) private readonly pool: Pool | null,
    private readonly leader: JobLeader,
  ) {}

  /** Only counters in memory: for unit tests of the limiters. */
  static inMemory(): LimitCounters {
    return new LimitCounters({ multiInstance: false }, null, { leading: false } as JobLeader);
  }

  /** Whether the counters live in PostgreSQL (MULTI_INSTANCE=true). */
  get shared(): boolean {
    return this.config.multiInstance && this.pool !== null;
  }

  create(options: CounterOptions): RateLimiterAbstract {
    const base = {
      keyPrefix: options.name,
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockDurationSeconds ?? 0,
    };
    if (!this.shared) return new BoundedMemoryLimiter(base);
    return new RateLimiterPostgres({
      ...base,
      storeClient: this.pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
      // Ended rows are swept by the job runner below, once for all instances.
      clearExpiredByTimeout: false,
      insuranceLimiter: new BoundedMemoryLimiter(base),
    });
  }

  onModuleInit(): void {
    // Hourly, on the job runner only: an ended row counts as absent anyway.
    if (this.shared) this.leader.every(3_600_000, () => this.sweep());
  }

  /** Deletes the rows whose window has ended. */
  async sweep(): Promise<void> {
    await this.pool?.query(`DELETE FROM "${RATE_LIMITS_TABLE}" WHERE expire < $1`, [Date.now()]);
  }
}
