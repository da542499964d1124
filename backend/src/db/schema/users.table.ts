import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { departments } from './departments.table';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text('email').notNull().unique(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default([]),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    blocked: boolean('blocked').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /** Bumped on block, role or password change: access tokens carry it and die with it. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The department a department user manages; deleting the department removes the user (spec §6). */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    updatedBy: uuid('updated_by'),
    ...versioned,
  },
  (t) => [index('users_department_idx').on(t.departmentId)],
);
