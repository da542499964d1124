import type { Weekday } from '@/db/schema';

/**
 * A weekly time (a weekday and `HH:MM` times, the end after the start), or a workshop's session
 * on one `date` (its weekday is `day`).
 */
export interface WeeklyTime {
  day: Weekday;
  date?: string | null;
  start: string;
  end: string;
}

/**
 * Whether two times share a minute: the same day and `[start, end)` intersecting, so a slot ending
 * at 16:30 and one starting at 16:30 do not overlap (`HH:MM` compares as text). A session meets a
 * weekly time on its weekday, another session only on its date; a session before `today` holds
 * the hall no more and takes no part (neither does a past one being saved).
 */
export function timesOverlap(a: WeeklyTime, b: WeeklyTime, today = ''): boolean {
  if ((a.date && a.date < today) || (b.date && b.date < today)) return false;
  if (a.date && b.date && a.date !== b.date) return false;
  return a.day === b.day && a.start < b.end && b.start < a.end;
}

/** How the German messages name a time's day: its weekday, or a session's date (13.03.2027). */
export function whenOf(time: { day: Weekday; date?: string | null }): string {
  if (!time.date) return time.day;
  const [year, month, day] = time.date.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * The key two saves of slots in one venue serialize on (a transaction-scoped advisory lock): the
 * venue's id, so every spelling of its name takes the same lock and a rename changes nothing.
 */
export function venueLockKey(venueId: string): string {
  return `hall-plan:${venueId}`;
}
