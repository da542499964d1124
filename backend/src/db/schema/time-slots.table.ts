import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './columns';
import { courses } from './courses.table';

export const WEEKDAYS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekly training time of a course (workshops follow in issue 3). The id may be client-made. */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    day: text('day').$type<Weekday>().notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    location: text('location').notNull(),
    ...versioned,
  },
  (t) => [
    index('time_slots_course_idx').on(t.courseId),
    check('time_slots_end_after_start', sql`${t.end} > ${t.start}`),
  ],
);
