import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { users } from './users.table';

export type AccountTokenPurpose = 'reset' | 'verify';

/** One-time links (password reset, account verification): only the SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);
