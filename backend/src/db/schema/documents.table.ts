import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

/**
 * What a club document is (spec section 2): the footer's five (board, statutes, finance and fee
 * rules, youth rules, data protection rules), a form to fill in, or an issue of the club
 * newspaper. The footer links follow the five in this order; the Formulare page shows them all.
 */
export const DOCUMENT_CATEGORIES = [
  'board',
  'statutes',
  'finance_rules',
  'youth_rules',
  'data_protection',
  'form',
  'newspaper',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** A PDF the club uploads in the back office ("Dokumente"), served at /forms/{slug}. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').$type<DocumentCategory>().notNull(),
    /** The public file name (`satzung.pdf`): made once from the title, kept when the file is replaced. */
    slug: text('slug').notNull(),
    /** Order inside the category (lower first). */
    position: integer('position').notNull().default(0),
    /** The PDF in the uploads' storage (`documents/<uuid>.pdf`); a replacement gets a new one. */
    fileKey: text('file_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('documents_slug_key').on(t.slug),
    check(
      'documents_category_check',
      sql`${t.category} IN ('board', 'statutes', 'finance_rules', 'youth_rules', 'data_protection', 'form', 'newspaper')`,
    ),
  ],
);
