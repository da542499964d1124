import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';

/** Results of writes sent with an Idempotency-Key, so a replay gets the first answer again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user id, or "anonymous": keys are scoped per caller. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'in_progress' | 'completed'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
