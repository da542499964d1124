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

/** What a registration can be for: a workshop (all its sessions), a year's fun run, a club event. */
export const REGISTRATION_TARGETS = ['workshop', 'funrun', 'event'] as const;
export type RegistrationTarget = (typeof REGISTRATION_TARGETS)[number];

/** The fields an offer may ask for beyond name and e-mail (the track is the fun run's own). */
export const REGISTRATION_FIELDS = ['birth_year', 'team', 'tshirt'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const TSHIRT_SIZES = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '116',
  '128',
  '140',
  '152',
  '164',
] as const;
export type TshirtSize = (typeof TSHIRT_SIZES)[number];

/** How the organiser hears of new registrations. */
export const ORGANISER_NOTICES = ['each', 'digest', 'never'] as const;
export type OrganiserNotice = (typeof ORGANISER_NOTICES)[number];

export const REGISTRATION_STATUSES = ['unconfirmed', 'confirmed', 'waiting', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Whether and how a workshop or a fun run takes registrations: places (null: unlimited; for the
 * fun run per track), the last day (null: until the first date starts; the fun run uses its own
 * `registration_until`), the fee and how to pay it (the fun run's fees are its tracks'), the
 * fields asked, and who hears of each new registration. Set by whoever manages the target.
 */
export const registrationOffers = pgTable(
  'registration_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind').$type<RegistrationTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    open: boolean('open').notNull().default(false),
    places: integer('places'),
    deadline: date('deadline', { mode: 'string' }),
    feeCents: integer('fee_cents').notNull().default(0),
    /** How to pay (bank transfer, cash on the day); in the confirmation mail and on the page. */
    feeNote: text('fee_note').notNull().default(''),
    fields: text('fields').array().$type<RegistrationField[]>().notNull().default([]),
    organiserEmail: text('organiser_email'),
    notice: text('notice').$type<OrganiserNotice>().notNull().default('each'),
    /** The Berlin day the last digest went out (one per day). */
    digestSentOn: date('digest_sent_on', { mode: 'string' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('registration_offers_target').on(t.targetKind, t.targetId),
    check(
      'registration_offers_numbers',
      sql`(${t.places} is null or ${t.places} between 1 and 10000) and ${t.feeCents} between 0 and 100000`,
    ),
  ],
);

/**
 * One person registered for an offer (a family may register several under one address). It
 * counts once the address is confirmed (double opt-in) — `confirmed` holds a place of its pool
 * (the offer, or the offer's track for the fun run), `waiting` is on the pool's list in the order
 * of `queued_at`. The race office enters late registrations on site (`late`, confirmed at once,
 * the e-mail optional). The fee is fixed when the person registers. Deleted
 * TRIAL_RETENTION_DAYS after `ends_on`, the target's last day; the mails' links as hashes only.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => registrationOffers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case, trimmed; null only for a late registration on site without one. */
    email: text('email'),
    birthYear: integer('birth_year'),
    team: text('team'),
    /** The fun run's track (its index in the run's tracks). */
    track: integer('track'),
    tshirt: text('tshirt').$type<TshirtSize>(),
    guardianName: text('guardian_name'),
    lang: text('lang').$type<'de' | 'en'>().notNull().default('de'),
    status: text('status').$type<RegistrationStatus>().notNull().default('unconfirmed'),
    confirmTokenHash: text('confirm_token_hash'),
    manageTokenHash: text('manage_token_hash'),
    expiresAt: tsz('expires_at'),
    confirmedAt: tsz('confirmed_at'),
    queuedAt: tsz('queued_at'),
    cancelledAt: tsz('cancelled_at'),
    /** The fun run's start number, given in order per track when a place is held. */
    bib: integer('bib'),
    late: boolean('late').notNull().default(false),
    feeCents: integer('fee_cents').notNull().default(0),
    checkedIn: boolean('checked_in').notNull().default(false),
    /** When the organiser was told (at once or in a digest). */
    noticedAt: tsz('noticed_at'),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    ...versioned,
  },
  (t) => [
    index('registrations_offer_idx').on(t.offerId, t.status),
    index('registrations_ends_idx').on(t.endsOn),
    index('registrations_email_idx').on(t.email),
    uniqueIndex('registrations_confirm_token').on(t.confirmTokenHash),
    uniqueIndex('registrations_manage_token').on(t.manageTokenHash),
    // One live registration per address and name for an offer.
    uniqueIndex('registrations_one_per_person')
      .on(t.offerId, t.email, sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'cancelled' and ${t.email} is not null`),
    uniqueIndex('registrations_bib')
      .on(t.offerId, t.bib)
      .where(sql`${t.bib} is not null`),
    check(
      'registrations_birth_year',
      sql`${t.birthYear} is null or ${t.birthYear} between 1900 and 2200`,
    ),
  ],
);
