import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsz, versioned } from './columns';

/**
 * The links that claim a new installation (setup/setup.service.ts): printed at a start while no
 * owner exists and by `npm run setup`; only the SHA-256 of each token is kept, each works once
 * and until it expires. Never in a backup (its name says token).
 */
export const setupTokens = pgTable('setup_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tsz('expires_at').notNull(),
  usedAt: tsz('used_at'),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

/** The club this installation is the website of: one row, written by the setup. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    ...versioned,
  },
  (t) => [check('club_settings_one_row', sql`${t.id} = 1`)],
);
