import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './columns';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    photoUrl: text('photo_url'),
    iconUrl: text('icon_url'),
    public: boolean('public').notNull().default(true),
    ...versioned,
  },
  // The name is the public page's path, looked up case-insensitively.
  (t) => [uniqueIndex('departments_name_lower').on(sql`lower(${t.name})`)],
);
