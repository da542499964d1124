/**
 * A small iCalendar (RFC 5545) writer: content lines with escaped text values, folded at 75
 * octets, joined by CRLF. The feeds need a handful of properties and one static VTIMEZONE, so
 * this is about sixty lines instead of a generator package and its date library; the tests parse
 * its output with ical.js (docs/api.md, "Calendar feeds").
 */

import { withoutControlChars } from '@/common/control-chars';

const CRLF = '\r\n';
/** RFC 5545 section 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_OCTETS = 75;

/**
 * A TEXT value (section 3.3.11): backslash, semicolon and comma escaped, newlines as `\n`, and no
 * control character but TAB (the grammar's TSAFE-CHAR has none; a title saved before the API
 * dropped them, or restored from an old backup, may still hold one).
 */
export function escapeText(text: string): string {
  return withoutControlChars(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (section 3.1): at most 75 octets per physical line, each continuation
 * starting with one space (which counts), never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `NAME;PARAM=value:value` (the value already escaped or not a TEXT value). */
export function contentLine(
  name: string,
  value: string,
  params: Record<string, string> = {},
): string {
  const head = [name, ...Object.entries(params).map(([key, v]) => `${key}=${v}`)].join(';');
  return `${head}:${value}`;
}

/** The calendar's text: every line folded, CRLF after each (also the last). */
export function calendarText(lines: string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A local DATE-TIME (`YYYYMMDDTHHMMSS`) from a date `YYYY-MM-DD` and a time `HH:MM`. */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** A UTC DATE-TIME (`YYYYMMDDTHHMMSSZ`), for DTSTAMP and LAST-MODIFIED. */
export function utcDateTime(at: Date): string {
  return `${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}`;
}

/** The club's time zone. */
export const TZID = 'Europe/Berlin';

/**
 * Europe/Berlin as a VTIMEZONE: CET (+01:00) and CEST (+02:00), summer time from the last Sunday
 * of March 02:00 to the last Sunday of October 03:00 (EU rule since 1996). Static: the rule has
 * not changed since, and a client without its own zone database expands the feed's times with it.
 */
export const BERLIN_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
