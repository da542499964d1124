import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { users } from './users.table';

/** One row per refresh token; a login starts a family, each refresh rotates within it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tsz('expires_at').notNull(),
    rotatedAt: tsz('rotated_at'),
    revokedAt: tsz('revoked_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);
