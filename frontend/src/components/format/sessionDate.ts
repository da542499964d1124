import { WEEKDAYS } from '@/api/enums';
import type { Weekday } from '@/api/types';
import type { Language } from '@/i18n';

/**
 * A workshop's session is a time slot on one date (`YYYY-MM-DD`, the club's calendar date); a
 * course's time is weekly (no date). Kept apart from `calendarDates.ts`, so the public pages that
 * name sessions take only these few lines.
 */
export interface SessionLike {
  day: Weekday;
  date?: string | null;
  start: string;
}

const OPTIONS = { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' } as const;
const FORMATS: Record<'long' | 'short', Record<Language, Intl.DateTimeFormat>> = {
  long: {
    de: new Intl.DateTimeFormat('de-DE', { ...OPTIONS, weekday: 'long' }),
    en: new Intl.DateTimeFormat('en-GB', { ...OPTIONS, weekday: 'long' }),
  },
  short: {
    de: new Intl.DateTimeFormat('de-DE', { ...OPTIONS, weekday: 'short' }),
    en: new Intl.DateTimeFormat('en-GB', { ...OPTIONS, weekday: 'short' }),
  },
};

/**
 * A session's date in words: „Samstag, 13. März 2027" (`short`: „Sa., 13. März 2027"), "Saturday
 * 13 March 2027". A calendar date has no zone: formatted as UTC, server and browser print the same.
 */
export function formatSessionDate(
  date: string,
  lang: Language,
  weekday: 'long' | 'short' = 'long',
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : FORMATS[weekday][lang].format(at);
}

/**
 * Times as lists show them: weekly ones (and a workshop's times from before sessions had dates)
 * Monday → Sunday first, then the sessions by date; each by start time (as the server sorts).
 */
export function sortSessions<T extends SessionLike>(slots: readonly T[]): T[] {
  return [...slots].sort(
    (a, b) =>
      (a.date ?? '').localeCompare(b.date ?? '') ||
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      a.start.localeCompare(b.start),
  );
}

/** A workshop's times split by `today` (Berlin): sessions to come, sessions over, undated ones. */
export function splitSessions<T extends SessionLike>(
  slots: readonly T[],
  today: string,
): { coming: T[]; past: T[]; undated: T[] } {
  const sorted = sortSessions(slots);
  return {
    coming: sorted.filter((slot) => slot.date && slot.date >= today),
    past: sorted.filter((slot) => slot.date && slot.date < today),
    undated: sorted.filter((slot) => !slot.date),
  };
}
