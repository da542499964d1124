import { WEEKDAYS } from '@/api/enums';
import type { PublicTimeSlot } from '@/api/types';

/** Spec section 9: weekday order Monday to Sunday (the server's enum is in that order). */
export { WEEKDAYS };

/** Time slots ordered Monday → Sunday, then by start time. */
export function sortTimeSlots<T extends Pick<PublicTimeSlot, 'day' | 'start'>>(
  slots: readonly T[],
): T[] {
  return [...slots].sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start),
  );
}
