import { date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import { users } from './users.table';

/**
 * The club's own texts (texts/texts.catalog.ts names the keys): rich text, sanitized on write,
 * German and optionally English. A key without a row is a text not written yet.
 */
export const clubTexts = pgTable('club_texts', {
  key: text('key').primaryKey(),
  de: text('de').notNull().default(''),
  en: text('en'),
  /** The FSJ page's "Bewerbung ab": the first day applications are taken (other keys: null). */
  applicationsFrom: date('applications_from', { mode: 'string' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...versioned,
});

/** Every saved version of a text, numbered from 1 per key: the history a restore reads. */
export const clubTextRevisions = pgTable(
  'club_text_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key')
      .notNull()
      .references(() => clubTexts.key, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_text_revisions_number').on(t.key, t.number)],
);
