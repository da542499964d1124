import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import { courses } from './courses.table';

export const TRIAL_STATUSES = ['unconfirmed', 'confirmed', 'waiting', 'cancelled'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/**
 * A visitor's trial training: one training (a course's slot on a date). It counts once the
 * visitor confirmed the address (double opt-in): `confirmed` holds one of the training's trial
 * places, `waiting` is on its waiting list in the order of `queued_at`. Only what is needed, and
 * deleted TRIAL_RETENTION_DAYS after the training (docs/operations.md). The links of the mails
 * are kept as SHA-256 hashes only.
 */
export const trialBookings = pgTable(
  'trial_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    age: integer('age').notNull(),
    /** Under 16: the guardian who consented. */
    guardianName: text('guardian_name'),
    /** The language of the page it was booked on: its mails and links. */
    lang: text('lang').$type<'de' | 'en'>().notNull().default('de'),
    status: text('status').$type<TrialStatus>().notNull().default('unconfirmed'),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    manageTokenHash: text('manage_token_hash').notNull(),
    /** An unconfirmed booking is void after this. */
    expiresAt: tsz('expires_at').notNull(),
    confirmedAt: tsz('confirmed_at'),
    /** The waiting list's order (when it was confirmed onto the list). */
    queuedAt: tsz('queued_at'),
    cancelledAt: tsz('cancelled_at'),
    /** Marked by the trainer at the training; null until then. */
    attended: boolean('attended'),
    invitedAt: tsz('invited_at'),
    ...versioned,
  },
  (t) => [
    index('trial_bookings_training_idx').on(t.slotId, t.date),
    index('trial_bookings_course_idx').on(t.courseId),
    index('trial_bookings_date_idx').on(t.date),
    uniqueIndex('trial_bookings_confirm_token').on(t.confirmTokenHash),
    uniqueIndex('trial_bookings_manage_token').on(t.manageTokenHash),
    // One live booking per address and training.
    uniqueIndex('trial_bookings_one_per_email')
      .on(t.slotId, t.date, t.email)
      .where(sql`${t.status} <> 'cancelled'`),
    check('trial_bookings_age', sql`${t.age} between 1 and 120`),
  ],
);
