import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { users } from './users.table';

/** A trainer; user_id links the trainer to a login (course role) when they edit their own courses. */
export const trainers = pgTable('trainers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  email: text('email'),
  phone: text('phone'),
  createdAt: tsz('created_at').notNull().defaultNow(),
});
