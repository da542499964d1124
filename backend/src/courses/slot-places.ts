import type { TimeSlotRow } from '@/courses/courses.repository';
import type { PublicTimeSlotDto } from '@/courses/dto/course.dto';
import { venueOf, type VenueRef } from '@/schedule/schedule-rules';

/**
 * A time as a published snapshot keeps it, the public DTO's shape: `venue` is the venue's id, null
 * for a place that is no venue, and absent in snapshots from before slots had venue ids (read
 * with `venueOf`, which names the venue by the text then). `location` is the venue's name at
 * publication, or the place's text.
 */
export type SnapshotSlot = Omit<PublicTimeSlotDto, 'date'> & { date?: string };

/**
 * A working-copy slot as the snapshot of its course or workshop holds it. A date only where there
 * is one (a workshop's session), so a course's snapshot is what it was before sessions had dates
 * and the publication state does not call every course changed.
 */
export function snapshotSlot(row: TimeSlotRow): SnapshotSlot {
  return {
    _id: row.id,
    day: row.day,
    ...(row.date ? { date: row.date } : {}),
    start: row.start,
    end: row.end,
    venue: row.venueId,
    location: row.location,
  };
}

/**
 * What the public reads of a snapshot's times: each with its venue's id and present name (a
 * venue is public at once, so a rename needs no publication). A time from before venue ids names
 * its venue by its text (`venueOf`); a place that is no venue keeps its text and `venue: null`.
 */
export function placeTimes(
  times: readonly SnapshotSlot[],
  venues: readonly VenueRef[],
): PublicTimeSlotDto[] {
  return times.map((slot) => {
    const venue = venueOf(slot, venues);
    return {
      ...slot,
      date: slot.date ?? null,
      venue: venue?.id ?? null,
      location: venue?.name ?? slot.location,
    };
  });
}

/**
 * A snapshot as the publication state compares it: a venue's slot by the venue's id, not by its
 * name, so renaming a venue does not make every course there "changed"; a place that is no venue
 * by its text, with or without `venue: null` (snapshots from before venue ids have none).
 */
export function comparable(snapshot: unknown): unknown {
  const times = (snapshot as { times?: unknown } | null)?.times;
  if (!Array.isArray(times)) return snapshot;
  return {
    ...(snapshot as object),
    times: (times as Partial<SnapshotSlot>[]).map(({ venue, location, ...slot }) =>
      venue ? { ...slot, venue } : { ...slot, location },
    ),
  };
}

/**
 * A time as the publish queue and the history compare and show it: when and where, without ids,
 * so the client words the weekday in its language and a moved session (its date) is a change.
 */
export function readableSlot(slot: SnapshotSlot) {
  return {
    day: slot.day,
    ...(slot.date ? { date: slot.date } : {}),
    start: slot.start,
    end: slot.end,
    location: slot.location,
  };
}
