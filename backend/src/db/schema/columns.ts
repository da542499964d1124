import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every editable row has: optimistic-locking version and timestamps. */
export const versioned = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
