import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Anonymous page views: one counter per day and path, nothing about the visitor. */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
