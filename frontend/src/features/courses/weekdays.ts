import type { PublicTimeSlot, Weekday } from '@/api/types';

/** Spec section 9: weekday order Monday to Sunday. */
export const WEEKDAYS: readonly Weekday[] = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
];

/** Time slots ordered Monday → Sunday, then by start time. */
export function sortTimeSlots<T extends Pick<PublicTimeSlot, 'day' | 'start'>>(
  slots: readonly T[],
): T[] {
  return [...slots].sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start),
  );
}
