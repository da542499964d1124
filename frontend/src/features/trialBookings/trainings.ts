import type { LocalTrialBooking, TrialStatus } from '@/features/trialBookings/offline';

/** What a group needs of a course's time slot. */
export interface SlotTimes {
  _id: string;
  start: string;
  end: string;
  location: string;
}

/** One training (a slot on a date) with its bookings. */
export interface TrialTraining {
  key: string;
  slot: string;
  date: string;
  /** The slot's times; null when the slot is gone from the course. */
  times: SlotTimes | null;
  bookings: LocalTrialBooking[];
  confirmed: number;
  waiting: number;
  /** Today or before: attendance can be marked. */
  begun: boolean;
  past: boolean;
}

const ORDER: Record<TrialStatus, number> = {
  confirmed: 0,
  waiting: 1,
  unconfirmed: 2,
  cancelled: 3,
};

/**
 * The bookings by training, in time order (the server lists from a week ago on); in each,
 * the confirmed ones first, then the waiting list in its order. Cancelled bookings are left out.
 */
export function groupByTraining(
  bookings: readonly LocalTrialBooking[],
  slots: readonly SlotTimes[],
  today: string,
): TrialTraining[] {
  const groups = new Map<string, TrialTraining>();
  for (const booking of bookings) {
    if (booking.status === 'cancelled') continue;
    const key = `${booking.date}|${booking.slot}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        slot: booking.slot,
        date: booking.date,
        times: slots.find((slot) => slot._id === booking.slot) ?? null,
        bookings: [],
        confirmed: 0,
        waiting: 0,
        begun: booking.date <= today,
        past: booking.date < today,
      };
      groups.set(key, group);
    }
    group.bookings.push(booking);
    if (booking.status === 'confirmed') group.confirmed += 1;
    if (booking.status === 'waiting') group.waiting += 1;
  }
  for (const group of groups.values()) {
    group.bookings.sort(
      (a, b) =>
        ORDER[a.status] - ORDER[b.status] ||
        (a.waiting_position ?? 0) - (b.waiting_position ?? 0) ||
        a.name.localeCompare(b.name, 'de'),
    );
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || (a.times?.start ?? '').localeCompare(b.times?.start ?? ''),
  );
}
