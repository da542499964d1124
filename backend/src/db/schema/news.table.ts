import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { users } from './users.table';

/** An important notice of the news feed; public on save. */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    info: text('info').notNull().default(''),
    photoUrl: text('photo_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);
