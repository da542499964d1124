import { useEffect, useState } from 'react';
import type { PublicCancellation } from '@/api/types';
import { pageRenderedAt } from '@/components/meta/pageTime';
import type { Language } from '@/i18n';

const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/**
 * The club's date (Europe/Berlin) of an instant, `YYYY-MM-DD`. The back office's
 * `format/calendarDates.berlinToday` is the same; importing it put 0.6 KiB of its date formats
 * into the landing route (248.4 against 247.8 KiB), so the public pages keep these two lines.
 */
export function berlinDate(time: number): string {
  return BERLIN_DATE.format(time);
}

/**
 * Today in Berlin for what a page shows of cancellations: while hydrating, the day the server
 * rendered the page (the browser draws the same HTML), then the device's (a page kept offline
 * from an earlier day no longer shows what is over).
 */
export function useToday(): string {
  const [today, setToday] = useState(() => berlinDate(pageRenderedAt() ?? Date.now()));
  useEffect(() => setToday(berlinDate(Date.now())), []);
  return today;
}

/** The cancellations of one time slot that are not over on `today`, by date. */
export function cancellationsOf(
  all: readonly PublicCancellation[] | undefined,
  slot: string,
  today: string,
): PublicCancellation[] {
  return (all ?? []).filter((c) => c.slot === slot && c.to >= today);
}

const SHORT: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }),
};

/** A calendar date as a short day: „02.12." in German, "2 Dec" in English. */
export function shortDay(date: string, lang: Language): string {
  return SHORT[lang].format(new Date(`${date}T00:00:00Z`));
}
