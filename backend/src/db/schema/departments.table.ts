import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  photoUrl: text('photo_url'),
  iconUrl: text('icon_url'),
  public: boolean('public').notNull().default(true),
  ...versioned,
});
