import type { Weekday } from '@/db/schema';
import type { CancellationRow, ClosureRow } from '@/schedule/schedule.repository';
import type { PublicCancellationDto, PublicClosureDto } from '@/schedule/dto/schedule.dto';
import {
  addDays,
  atVenue,
  datesOnDay,
  type SlotPlace,
  type VenueRef,
} from '@/schedule/schedule-rules';

/** A closure is a site-wide notice from this many days before it begins. */
export const NOTICE_DAYS = 14;

/**
 * What is off from `today` on: single cancelled trainings and venue closures; and the venues,
 * which the same public reads need to name each slot's venue as it is called now.
 */
export interface Offs {
  today: string;
  cancellations: readonly CancellationRow[];
  closures: readonly ClosureRow[];
  venues: readonly VenueRef[];
}

interface Slot extends SlotPlace {
  _id: string;
  day: Weekday;
}

/**
 * The trainings of these slots that do not take place from today on: each cancelled date, and
 * each closure of the slot's venue that still has a training of the slot in it (from today on).
 * By date; what is over is not there.
 */
export function slotCancellations(times: readonly Slot[], offs: Offs): PublicCancellationDto[] {
  const result: PublicCancellationDto[] = [];
  for (const slot of times) {
    for (const row of offs.cancellations) {
      if (row.slotId === slot._id && row.date >= offs.today) {
        result.push({
          slot: slot._id,
          from: row.date,
          to: row.date,
          reason: row.reason,
          closure: false,
        });
      }
    }
    for (const closure of offs.closures) {
      if (!atVenue(slot, { id: closure.locationId, name: closure.locationName })) continue;
      const from = closure.fromDate > offs.today ? closure.fromDate : offs.today;
      const dates = datesOnDay(slot.day, from, closure.toDate);
      if (dates.length === 0) continue;
      result.push({
        slot: slot._id,
        from: dates[0]!,
        to: dates[dates.length - 1]!,
        reason: closure.reason,
        closure: true,
      });
    }
  }
  return result.sort((a, b) => a.from.localeCompare(b.from) || a.slot.localeCompare(b.slot));
}

export function mapPublicClosure(row: ClosureRow, today: string): PublicClosureDto {
  return {
    _id: row.id,
    location: { _id: row.locationId, name: row.locationName },
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason,
    notice: row.fromDate <= addDays(today, NOTICE_DAYS),
  };
}
