import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './columns';
import { courses } from './courses.table';
import { workshops } from './workshops.table';

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

/** A weekly time of a course or of a workshop (exactly one of the two). The id may be client-made. */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    day: text('day').$type<Weekday>().notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    location: text('location').notNull(),
    ...versioned,
  },
  (t) => [
    index('time_slots_course_idx').on(t.courseId),
    index('time_slots_workshop_idx').on(t.workshopId),
    check('time_slots_one_owner', sql`(${t.courseId} is null) <> (${t.workshopId} is null)`),
    check('time_slots_end_after_start', sql`${t.end} > ${t.start}`),
  ],
);
