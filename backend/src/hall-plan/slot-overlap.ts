import type { Weekday } from '@/db/schema';

/** A weekly time: a weekday and `HH:MM` times, the end after the start. */
export interface WeeklyTime {
  day: Weekday;
  start: string;
  end: string;
}

/**
 * Whether two weekly times share a minute: the same day and `[start, end)` intersecting, so a
 * slot ending at 16:30 and one starting at 16:30 do not overlap. `HH:MM` compares as text.
 */
export function timesOverlap(a: WeeklyTime, b: WeeklyTime): boolean {
  return a.day === b.day && a.start < b.end && b.start < a.end;
}

/**
 * The key two saves of slots in one venue serialize on (a transaction-scoped advisory lock): the
 * venue's id, so every spelling of its name takes the same lock and a rename changes nothing.
 */
export function venueLockKey(venueId: string): string {
  return `hall-plan:${venueId}`;
}
