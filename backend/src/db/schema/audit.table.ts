import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { users } from './users.table';

/** Who did what when: login failures, lockouts, decisions, blocks, role changes, deletions, backups. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: tsz('at').notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the entry still names the actor after the account is deleted. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    /** The X-Request-Id of the request that did it (null for start-up jobs): finds its log lines. */
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
