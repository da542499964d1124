import { PUBLIC_CLUB_KEY } from '@/club/club.service';
import { PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PUBLIC_DEPARTMENTS_KEY, PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { PUBLIC_EVENTS_PREFIX } from '@/events/events.service';
import { PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { SCHEDULE_CACHE_SOURCE } from '@/schedule/schedule-rules';
import { PUBLIC_WORKSHOPS_KEY } from '@/workshops/workshops.service';

/**
 * PublicCache keys of the calendar feeds: one for the club, one of its dates (Termine), one per
 * course, workshop, department and venue id. Only feeds of ids that exist are stored (a 404 stores nothing), so there are at
 * most as many keys as such rows, plus one.
 */
export const CALENDAR_PREFIX = 'calendar:';
export const CALENDAR_CLUB_KEY = `${CALENDAR_PREFIX}club`;
export const CALENDAR_DATES_KEY = `${CALENDAR_PREFIX}dates`;
export type FeedKind = 'course' | 'workshop' | 'department' | 'venue';
export const calendarKey = (kind: FeedKind, id: string) =>
  `${CALENDAR_PREFIX}${kind}:${id.toLowerCase()}`;

/**
 * What the feeds are built from: a course's publish, block or delete (the course list and the
 * department pages), a workshop's, a department's or a venue's write, a club event's, the cancellations and
 * closures (SCHEDULE_CACHE_SOURCE), and the club's settings (its name). Any of them drops every feed (PublicCache.addDependentPrefix):
 * writes are rare, a course may appear in four feeds, and a feed is rebuilt in a few queries.
 */
export const CALENDAR_SOURCES = [
  PUBLIC_COURSES_KEY,
  PUBLIC_DEPARTMENTS_KEY,
  PUBLIC_DEPARTMENT_PREFIX,
  PUBLIC_WORKSHOPS_KEY,
  PUBLIC_LOCATIONS_KEY,
  SCHEDULE_CACHE_SOURCE,
  PUBLIC_CLUB_KEY,
  PUBLIC_EVENTS_PREFIX,
];
