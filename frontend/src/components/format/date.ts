/**
 * Dates of posts and news (spec section 9: DD.MM.YYYY and HH:mm), always in the club's time zone,
 * so the server's render (UTC machine) and the browser's hydration print the same text.
 */
const ZONE = 'Europe/Berlin';

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD.MM.YYYY, or '' for a missing or broken date. */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateFormat.format(date) : '';
}

/** HH:mm (24 h), or ''. */
export function formatTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? timeFormat.format(date) : '';
}

/** DD.MM.YYYY HH:mm in the club's time zone (spec section 9), or ''. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? `${dateFormat.format(date)} ${timeFormat.format(date)}` : '';
}

/** The ISO date (YYYY-MM-DD) for a <time dateTime>. */
export function isoDate(iso: string | null | undefined): string | undefined {
  return valid(iso)?.toISOString();
}
