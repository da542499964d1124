import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { departments } from './departments.table';
import { locations } from './locations.table';

/** What kind of date a club event is (the fun run and workshops are their own entities). */
export const EVENT_KINDS = ['assembly', 'party', 'tournament', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * A dated club event that is neither a course nor a workshop (issue 37): the general assembly,
 * the summer party, a tournament. Of one department (its staff edit it) or of the whole club
 * (`department_id` null: admin and owner). Public once `published`; it keeps its page when
 * cancelled (`cancelled`, with a note). Dates are Europe/Berlin calendar dates, times HH:mm;
 * `end_date` null is the same day. An assembly has its agenda and the statutes' notice period:
 * it may not be announced (`announced_on`, the Berlin day it was first published) later than
 * `notice_days` before its date. The slug is made once from title and date and never changes
 * (links and calendar entries keep working after a rename).
 */
export const clubEvents = pgTable(
  'club_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<EventKind>().notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endDate: date('end_date', { mode: 'string' }),
    endTime: text('end_time'),
    /** A venue of the club; a deleted venue leaves `place` (its name) standing. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Where, as text: the venue's name, or a place that is no venue („Festzelt am Sportplatz“). */
    place: text('place').notNull().default(''),
    agenda: jsonb('agenda').$type<string[]>().notNull().default([]),
    noticeDays: integer('notice_days'),
    published: boolean('published').notNull().default(false),
    announcedOn: date('announced_on', { mode: 'string' }),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelNote: text('cancel_note').notNull().default(''),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    ...versioned,
  },
  (t) => [
    index('club_events_date_idx').on(t.date),
    index('club_events_department_idx').on(t.departmentId),
    check('club_events_end_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.date}`),
    check(
      'club_events_notice_check',
      sql`${t.noticeDays} is null or ${t.noticeDays} between 0 and 365`,
    ),
  ],
);
