import { createHash } from 'node:crypto';
import type { Weekday } from '@/db/schema';
import {
  BERLIN_VTIMEZONE,
  TZID,
  calendarText,
  contentLine,
  escapeText,
  localDateTime,
  utcDateTime,
} from '@/calendar/ical';
import { addDays, datesOnDay, weekdayOf } from '@/schedule/schedule-rules';

/** RRULE's BYDAY for the time slots' German weekdays. */
export const BYDAY: Record<Weekday, string> = {
  Montag: 'MO',
  Dienstag: 'TU',
  Mittwoch: 'WE',
  Donnerstag: 'TH',
  Freitag: 'FR',
  Samstag: 'SA',
  Sonntag: 'SU',
};

/**
 * A closure is a range staff type in; a feed writes an EXDATE per training in it, but not past
 * this many days after today (a closure "until further notice" must not grow a feed without end).
 */
export const CLOSURE_HORIZON_DAYS = 3 * 366;

/** A workshop's session stays in the feeds this many days after its date, then it goes. */
export const PAST_SESSION_DAYS = 366;

/**
 * One published time slot as every feed shows it, before its SEQUENCE is known: a course's
 * weekly time, or a workshop's session on its `date` (one event, no recurrence).
 */
export interface SlotEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  day: Weekday;
  date: string | null;
  start: string;
  /** '' for a club event without an end time (the event has no DTEND: it is a point in time). */
  end: string;
  /** A club event over several days: its last day (null: it ends on its `date`). */
  endDate?: string | null;
  /** Dates of cancelled trainings of this slot (`training_cancellations`). */
  cancelled: string[];
  /** Date ranges in which its venue is closed (`venue_closures`). */
  closures: { from: string; to: string }[];
}

/** What a feed last said about an event (`calendar_events`). */
export interface EventState {
  anchor: string;
  sequence: number;
  updatedAt: Date;
}

/** An event placed in time: its first training and the trainings that do not take place. */
export interface PlacedEvent extends SlotEvent {
  /** A weekly slot's first weekday on or after the event's anchor; a session's date. */
  firstDate: string;
  exdates: string[];
  /** A session that does not take place (cancelled, or its venue closed that day). */
  cancelledSession: boolean;
  /** Hash of everything a calendar shows of the event; a change bumps SEQUENCE. */
  hash: string;
}

/** The slot's first training on or after `anchor`. */
export function firstDateOf(day: Weekday, anchor: string): string {
  return datesOnDay(day, anchor, addDays(anchor, 6))[0]!;
}

/**
 * The dates of the event's trainings that do not take place, from its first one on: its
 * cancellations (on its weekday) and each of its weekdays inside a closure of its venue (up to
 * CLOSURE_HORIZON_DAYS after today). Past ones stay: a subscribed calendar keeps its past right.
 */
export function exdatesOf(event: SlotEvent, firstDate: string, today: string): string[] {
  const horizon = addDays(today, CLOSURE_HORIZON_DAYS);
  const dates = new Set(
    event.cancelled.filter((date) => date >= firstDate && weekdayOf(date) === event.day),
  );
  for (const { from, to } of event.closures) {
    const start = from > firstDate ? from : firstDate;
    const end = to < horizon ? to : horizon;
    for (const date of datesOnDay(event.day, start, end)) dates.add(date);
  }
  return [...dates].sort();
}

export function placeEvent(event: SlotEvent, anchor: string, today: string): PlacedEvent {
  if (event.date) return placeSession(event, event.date);
  const firstDate = firstDateOf(event.day, anchor);
  const exdates = exdatesOf(event, firstDate, today);
  const content = {
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    day: event.day,
    start: event.start,
    end: event.end,
    rrule: rruleOf(event.day),
    exdates,
  };
  return { ...event, firstDate, exdates, cancelledSession: false, hash: hashOf(content) };
}

/** A session: one event on its date, cancelled by a cancellation or a closure of that day. */
function placeSession(event: SlotEvent, date: string): PlacedEvent {
  const cancelledSession =
    event.cancelled.includes(date) ||
    event.closures.some(({ from, to }) => from <= date && date <= to);
  const content = {
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    date,
    start: event.start,
    end: event.end,
    endDate: event.endDate ?? null,
    cancelled: cancelledSession,
  };
  return { ...event, firstDate: date, exdates: [], cancelledSession, hash: hashOf(content) };
}

function hashOf(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

function rruleOf(day: Weekday): string {
  return `FREQ=WEEKLY;BYDAY=${BYDAY[day]}`;
}

/**
 * The VEVENT of one slot in Europe/Berlin: a weekly recurrence from its first training, or a
 * session's single event with its STATUS (CANCELLED when it does not take place).
 */
export function eventLines(event: PlacedEvent, state: EventState): string[] {
  const tz = { TZID };
  // A slot that ends at or before its start runs past midnight; an event may last several days.
  const endDate =
    event.endDate ?? (event.end > event.start ? event.firstDate : addDays(event.firstDate, 1));
  // Several days without an end time: until the end of the last; one day without: no DTEND.
  const end = event.end || (event.endDate ? '23:59' : '');
  const lines = [
    'BEGIN:VEVENT',
    contentLine('UID', escapeText(event.uid)),
    contentLine('DTSTAMP', utcDateTime(state.updatedAt)),
    contentLine('LAST-MODIFIED', utcDateTime(state.updatedAt)),
    contentLine('SEQUENCE', String(state.sequence)),
    contentLine('DTSTART', localDateTime(event.firstDate, event.start), tz),
    ...(end ? [contentLine('DTEND', localDateTime(endDate, end), tz)] : []),
    ...(event.date
      ? [contentLine('STATUS', event.cancelledSession ? 'CANCELLED' : 'CONFIRMED')]
      : [contentLine('RRULE', rruleOf(event.day))]),
  ];
  if (event.exdates.length > 0) {
    const values = event.exdates.map((date) => localDateTime(date, event.start));
    lines.push(contentLine('EXDATE', values.join(','), tz));
  }
  lines.push(
    contentLine('SUMMARY', escapeText(event.summary)),
    contentLine('LOCATION', escapeText(event.location)),
    contentLine('DESCRIPTION', escapeText(event.description)),
    contentLine('URL', event.url, { VALUE: 'URI' }),
    'END:VEVENT',
  );
  return lines;
}

export interface FeedHead {
  /** The calendar's name in the subscriber's list. */
  name: string;
  description: string;
  /** The feed's own address (RFC 7986 SOURCE). */
  source: string;
  prodId: string;
}

/** The whole feed: calendar properties, the time zone, then the events. */
export function feedText(
  head: FeedHead,
  events: { event: PlacedEvent; state: EventState }[],
): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', escapeText(head.prodId)),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    contentLine('NAME', escapeText(head.name)),
    contentLine('X-WR-CALNAME', escapeText(head.name)),
    contentLine('DESCRIPTION', escapeText(head.description)),
    contentLine('X-WR-CALDESC', escapeText(head.description)),
    contentLine('X-WR-TIMEZONE', TZID),
    contentLine('SOURCE', head.source, { VALUE: 'URI' }),
    contentLine('REFRESH-INTERVAL', 'PT12H', { VALUE: 'DURATION' }),
    'X-PUBLISHED-TTL:PT12H',
    ...BERLIN_VTIMEZONE,
    ...events.flatMap(({ event, state }) => eventLines(event, state)),
    'END:VCALENDAR',
  ]);
}

/** A file name from a title: lower case ASCII, umlauts spelt out, words joined by hyphens. */
export function fileSlug(title: string): string {
  return (
    title
      .toLocaleLowerCase('de')
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'kalender'
  );
}

/**
 * Content-Disposition of a feed: `inline`, so a calendar app that subscribes simply reads it,
 * with the file name a download gets (the page's "Herunterladen" link carries `download`).
 */
export function contentDisposition(fileName: string): string {
  return `inline; filename="${fileName}"`;
}
