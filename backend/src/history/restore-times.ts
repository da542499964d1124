import type { TimesRepository } from '@/courses/times.repository';
import type { SnapshotSlot } from '@/courses/slot-places';
import type { DbOrTx } from '@/db/client';
import type { HallOccupancy, SlotClaim } from '@/hall-plan/hall-occupancy.service';

type Owner = { courseId: string } | { workshopId: string };

/**
 * Makes the times of a course or workshop those of a revision: slots it does not name go, slots
 * it names are set back (version + 1 where they differ) or made again with their old id. A slot
 * is put in its venue by the revision's venue id, or (a revision from before venue ids, or a
 * venue deleted since) by what its text names now. Returns the slots it wrote (made or changed),
 * for the hall plan's overlap check once all are in place.
 */
export async function restoreTimes(
  times: TimesRepository,
  hall: HallOccupancy,
  owner: Owner,
  wanted: SnapshotSlot[],
  tx: DbOrTx,
): Promise<Required<SlotClaim>[]> {
  const written: Required<SlotClaim>[] = [];
  const ownerId = 'courseId' in owner ? owner.courseId : owner.workshopId;
  const existing = new Map((await times.listOf(ownerId, tx)).map((row) => [row.id, row]));
  const keep = new Set(wanted.map((t) => t._id));
  for (const row of existing.values()) if (!keep.has(row.id)) await times.delete(row.id, tx);
  for (const slot of wanted) {
    const place = await hall.placeOfSnapshot(slot, tx);
    // A workshop's session keeps its date; a course's time never has one.
    const date = 'workshopId' in owner ? (slot.date ?? null) : null;
    const values = {
      day: slot.day,
      date,
      start: slot.start,
      end: slot.end,
      venueId: place.venue?.id ?? null,
      location: place.location,
    };
    const claim = { day: slot.day, date, start: slot.start, end: slot.end, venue: place.venue };
    const row = existing.get(slot._id);
    if (!row) {
      // The old id may belong to another entity's slot by now: then the slot gets a new one.
      const made =
        (await times.insert({ id: slot._id, ...owner, ...values }, tx)) ??
        (await times.insert({ ...owner, ...values }, tx));
      if (made) written.push({ id: made.id, ...claim });
    } else if (
      row.day !== values.day ||
      row.date !== values.date ||
      row.start !== values.start ||
      row.end !== values.end ||
      row.venueId !== values.venueId ||
      row.location !== values.location
    ) {
      await times.updateVersioned(row.id, row.version, values, tx);
      written.push({ id: row.id, ...claim });
    }
  }
  return written;
}
