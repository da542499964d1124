import { venueKey } from '@/common/venue-key';
import { WEEKDAYS, type Weekday } from '@/db/schema';

/**
 * The schedule's date rules, shared by the public cards, the back office and the calendar feeds:
 * the club's dates are Europe/Berlin calendar dates (`YYYY-MM-DD`), a slot is at a venue by the
 * venue's id (older slots and snapshots by its name), and a training is a slot's weekday on a date.
 */

/** Public reads and feeds that show cancellations or closures depend on this cache source. */
export const SCHEDULE_CACHE_SOURCE = 'public:schedule';

const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** Today's date in the club's time zone. */
export function berlinToday(now: Date = new Date()): string {
  return BERLIN_DATE.format(now);
}

/** A date `days` days after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The weekday of a calendar date, as the time slots name it. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** A venue as the rules need it. */
export interface VenueRef {
  id: string;
  name: string;
}

/**
 * Where a slot is: `venue`, the venue's id, when it names one; null for a place that is no venue
 * („Stadtpark“); absent in what was written before slots had venue ids (published snapshots,
 * backups of that time).
 */
export interface SlotPlace {
  venue?: string | null;
  location: string;
}

/** Keys of names seen lately: the feeds and plans compare the same few names again and again. */
const KEYS = new Map<string, string>();

function cachedKey(name: string): string {
  let key = KEYS.get(name);
  if (key === undefined) {
    if (KEYS.size >= 2000) KEYS.clear();
    key = venueKey(name);
    KEYS.set(name, key);
  }
  return key;
}

/** Whether a text names the venue of that name, however it is typed (`venueKey`: look-alikes too). */
export function sameVenue(location: string, venueName: string): boolean {
  return cachedKey(location) === cachedKey(venueName);
}

/**
 * Whether a slot is at the venue: by the venue's id; a slot without one (a place that was no
 * venue when it was saved, or written before slots had venue ids) when its text names the venue.
 */
export function atVenue(slot: SlotPlace, venue: VenueRef): boolean {
  if (slot.venue) return slot.venue === venue.id;
  return sameVenue(slot.location, venue.name);
}

/** The venue a slot is at, of a list (null: a place that is no venue). */
export function venueOf<V extends VenueRef>(slot: SlotPlace, venues: readonly V[]): V | null {
  return venues.find((venue) => atVenue(slot, venue)) ?? null;
}

/** The dates from `from` to `to` (both included) that fall on `day`. */
export function datesOnDay(day: Weekday, from: string, to: string): string[] {
  const dates: string[] = [];
  let date = from;
  while (date <= to && weekdayOf(date) !== day) date = addDays(date, 1);
  for (; date <= to; date = addDays(date, 7)) dates.push(date);
  return dates;
}

/** The instant the next Berlin day begins (00:00 local, +01:00 or +02:00). */
export function nextBerlinMidnight(now: Date = new Date()): Date {
  const today = berlinToday(now);
  const tomorrow = addDays(today, 1);
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const at = new Date(utcMidnight - hours * 3_600_000);
    if (berlinToday(at) === tomorrow && berlinToday(new Date(at.getTime() - 1)) === today) {
      return at;
    }
  }
  return new Date(utcMidnight);
}
