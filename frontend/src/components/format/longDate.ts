/**
 * Dates in words for the pages that name a day or a month (the FSJ page's application start, a
 * legal text's "Stand"), in the club's time zone; apart from date.ts, which the start page loads.
 */
const ZONE = 'Europe/Berlin';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** A calendar day (YYYY-MM-DD) in words: "1. September 2027", "1 September 2027"; or ''. */
export function formatLongDate(day: string | null | undefined, lang: 'de' | 'en'): string {
  // At noon UTC: the same day in the club's time zone, whatever the machine's.
  const date = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** Month and year of a moment in the club's time zone: "November 2026"; or ''. */
export function formatMonthYear(iso: string | null | undefined, lang: 'de' | 'en'): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: ZONE,
    month: 'long',
    year: 'numeric',
  }).format(date);
}
