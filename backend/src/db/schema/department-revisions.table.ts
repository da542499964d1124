import { integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { departments } from './departments.table';
import { users } from './users.table';

/**
 * What the public saw of a department (name, title, description), one row each time that changed
 * while it was public or it was made public: departments are edited live (no working copy), so
 * this is their publication. Images are not part of it: a department's replaced image is deleted
 * at once (docs/api.md, "Replaced images").
 */
export const departmentRevisions = pgTable(
  'department_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('department_revisions_number').on(t.departmentId, t.number)],
);
