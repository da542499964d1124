import { WEEKDAYS, type Weekday } from '@/db/schema';

/**
 * The schedule's date rules, shared by the public cards, the back office and the calendar feeds:
 * the club's dates are Europe/Berlin calendar dates (`YYYY-MM-DD`), a slot's `location` names a
 * venue by its name, and a training is a slot's weekday on a date.
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

/** Whether a slot's free-text location is the venue of that name (trimmed, any case). */
export function sameVenue(location: string, venueName: string): boolean {
  const key = (text: string) => text.trim().toLocaleLowerCase('de');
  return key(location) === key(venueName);
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
