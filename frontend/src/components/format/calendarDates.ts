import { WEEKDAYS } from '@/api/enums';
import type { Weekday } from '@/api/types';
import type { Language } from '@/i18n';

/**
 * The club's calendar dates (`YYYY-MM-DD`, Europe/Berlin), as the server's schedule rules count
 * them (backend `schedule/schedule-rules.ts`): a training is a slot's weekday on a date, "today"
 * is the date in Berlin whatever zone the device is in.
 */
const ZONE = 'Europe/Berlin';
const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });

/** Today's date in the club's time zone (or that of `now`). */
export function berlinToday(now: number | Date = Date.now()): string {
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

/** The next `count` dates on `day`, from `from` on (itself included when it is that day). */
export function nextDatesOn(day: Weekday, from: string, count: number): string[] {
  let date = from;
  while (weekdayOf(date) !== day) date = addDays(date, 1);
  return Array.from({ length: count }, (_, week) => addDays(date, 7 * week));
}

/** Whether a text is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}

// Noon UTC is the same date in Berlin all year: formatted in the club's zone, the date stays.
const at = (date: string) => new Date(`${date}T12:00:00Z`);

const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', {
    timeZone: ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }),
};

/** A date with its weekday: „Mo, 07.12.2026" in German, "Mon, 7 Dec 2026" in English. */
export function formatCalendarDate(date: string, lang: Language): string {
  if (!isCalendarDate(date)) return date;
  const parts = FORMATS[lang].formatToParts(at(date));
  if (lang === 'en') return parts.map((part) => part.value).join('');
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // German's short weekday is "Mo." in Intl; the club writes „Mo, 07.12.2026".
  return `${part('weekday').replace(/\.$/, '')}, ${part('day')}.${part('month')}.${part('year')}`;
}
