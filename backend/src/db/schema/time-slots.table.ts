import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './columns';
import { courses } from './courses.table';
import { locations } from './locations.table';
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

/**
 * A weekly time of a course, or a dated session of a workshop (exactly one of the two owners).
 * A workshop's session has its `date` (and `day` is that date's weekday); a course's time has
 * none and recurs every week. Workshop times saved before sessions had dates have none either:
 * the editor asks for one, the calendar feeds leave them out. The id may be client-made.
 * `venue_id` is the venue the slot is in (the hall plan's overlap rule and week view go by it);
 * null for a place that is no venue („Stadtpark“). `location` is the venue's name (kept in step
 * on a rename) or that place's text. A venue with slots cannot be deleted (RESTRICT; the service
 * answers 409 VENUE_IN_USE naming them first).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    day: text('day').$type<Weekday>().notNull(),
    /** The session's date (workshops only). */
    date: date('date', { mode: 'string' }),
    start: text('start').notNull(),
    end: text('end').notNull(),
    venueId: uuid('venue_id').references(() => locations.id, { onDelete: 'restrict' }),
    location: text('location').notNull(),
    ...versioned,
  },
  (t) => [
    index('time_slots_course_idx').on(t.courseId),
    index('time_slots_workshop_idx').on(t.workshopId),
    index('time_slots_venue_day_idx').on(t.venueId, t.day),
    check('time_slots_one_owner', sql`(${t.courseId} is null) <> (${t.workshopId} is null)`),
    check('time_slots_end_after_start', sql`${t.end} > ${t.start}`),
    check('time_slots_date_of_workshop', sql`${t.date} is null or ${t.workshopId} is not null`),
  ],
);
