import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The counters of the login, like and public-write limits when several instances share them
 * (MULTI_INSTANCE=true, common/limit-counters.ts). The columns, in this order, are the ones
 * rate-limiter-flexible's RateLimiterPostgres reads and upserts; it is told the table exists.
 */
export const rateLimits = pgTable('rate_limits', {
  /** The counter's name and its key, e.g. `login-account:trainer@example.org`. */
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the window ends, in epoch milliseconds; an ended row counts as absent. */
  expire: bigint('expire', { mode: 'number' }),
});
