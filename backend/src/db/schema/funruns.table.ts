import { check, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { versioned } from './columns';
import { locations } from './locations.table';

/** A time window on a date (bib pick-up): `date` YYYY-MM-DD, `from`/`to` HH:mm, Berlin time. */
export interface FunrunSlot {
  date: string;
  from: string;
  to: string;
}

/** One track of a run; `fee_cents` 0 is free. */
export interface FunrunTrack {
  name_de: string;
  name_en: string;
  distance_m: number;
  start_time: string;
  fee_cents: number;
  medal: boolean;
  age_group: string | null;
}

/**
 * The club's fun run (Volkslauf), one row per year (spec section 2, issue 36): its dates, venue,
 * registration rules, tracks, texts and, after the run, where the results are. Dates are
 * Europe/Berlin calendar dates, times HH:mm.
 */
export const funruns = pgTable(
  'funruns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    /** Start and finish; a deleted venue leaves the run without one (the page says nothing). */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    registrationUntil: date('registration_until', { mode: 'string' }).notNull(),
    bibPickups: jsonb('bib_pickups').$type<FunrunSlot[]>().notNull().default([]),
    /** Late registration on site closes this many minutes before the first start. */
    lateClosesMinutes: integer('late_closes_minutes').notNull().default(15),
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    registrationEmail: text('registration_email'),
    tracks: jsonb('tracks').$type<FunrunTrack[]>().notNull().default([]),
    introDe: text('intro_de').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    /** Rules and notes, one per line (medals, honours, timing). */
    notesDe: text('notes_de').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    resultsUrl: text('results_url'),
    ...versioned,
  },
  (t) => [
    check('funruns_year_check', sql`${t.year} between 1900 and 2200`),
    check('funruns_late_check', sql`${t.lateClosesMinutes} >= 0 and ${t.lateFeeCents} >= 0`),
  ],
);
