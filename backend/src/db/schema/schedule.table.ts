import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import { courses } from './courses.table';
import { locations } from './locations.table';
import { users } from './users.table';
import { workshops } from './workshops.table';

/**
 * One training that does not take place: a weekly time slot of a course or workshop on one date
 * (Europe/Berlin). Live, not part of the published snapshot: a cancellation is news, not content.
 * `slot_id` names the time slot as the public snapshot and the working copy know it; it has no
 * foreign key because a published slot may be gone from the working copy. The id may be
 * client-made (the outbox).
 */
export const trainingCancellations = pgTable(
  'training_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('training_cancellations_slot_date').on(t.slotId, t.date),
    index('training_cancellations_course_idx').on(t.courseId),
    index('training_cancellations_workshop_idx').on(t.workshopId),
    index('training_cancellations_date_idx').on(t.date),
    check(
      'training_cancellations_one_owner',
      sql`(${t.courseId} is null) <> (${t.workshopId} is null)`,
    ),
  ],
);

/** A venue closed for a range of dates (holidays, repairs): every training there is off. */
export const venueClosures = pgTable(
  'venue_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    index('venue_closures_location_idx').on(t.locationId),
    index('venue_closures_to_idx').on(t.toDate),
    check('venue_closures_range', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/**
 * What a calendar feed last said about one event (`uid`): the hash of its content and the
 * `SEQUENCE` it went out with, bumped when the content changes, so a subscribed calendar updates
 * the event instead of keeping the old one. `anchor` is the date the event was first published
 * in a feed; its `DTSTART` is the slot's first weekday on or after it, and stays.
 */
export const calendarEvents = pgTable('calendar_events', {
  uid: text('uid').primaryKey(),
  hash: text('hash').notNull(),
  sequence: integer('sequence').notNull().default(0),
  anchor: date('anchor', { mode: 'string' }).notNull(),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});
