import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import type { Tx } from '@/db/client';
import type { SlotOverlapDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallPlanRepository } from '@/hall-plan/hall-plan.repository';
import { holderName, mapOverlap } from '@/hall-plan/hall-plan.mapper';
import { timesOverlap, venueLockKey, type WeeklyTime } from '@/hall-plan/slot-overlap';
import { sameVenue } from '@/schedule/schedule-rules';

/** A slot about to be saved: its id on an update (it never overlaps itself). */
export interface SlotClaim extends WeeklyTime {
  id?: string;
  location: string;
}

/**
 * The overlap rule of the hall plan (issue 25): a slot in a venue may not share a minute with
 * another slot of that venue on its day (working copies of courses and workshops). Locations that
 * name no venue (free text such as „Stadtpark“) are not checked.
 */
@Injectable()
export class HallOccupancy {
  constructor(private readonly repo: HallPlanRepository) {}

  /**
   * Runs inside the save's transaction, before its write: takes the venue's advisory lock (two
   * saves in one venue check and write one after the other, so they cannot both get in), then
   * looks for an overlap. Free: null. Taken: 409 SLOT_OVERLAP naming the holder, unless
   * `override` (the caller may and gave a reason): then the overlap is returned for the audit log.
   */
  async claim(slot: SlotClaim, override: boolean, tx: Tx): Promise<SlotOverlapDto | null> {
    const venue = (await this.repo.venues(tx)).find((v) => sameVenue(slot.location, v.name));
    if (!venue) return null;
    await this.repo.lockVenue(venueLockKey(venue.name), tx);
    const taken = (await this.repo.workingSlots(slot.day, tx))
      .filter(
        (other) =>
          other.id !== slot.id &&
          sameVenue(other.location, venue.name) &&
          timesOverlap(slot, other),
      )
      .sort((a, b) => a.start.localeCompare(b.start))[0];
    if (!taken) return null;
    const overlap = mapOverlap(venue, taken);
    if (override) return overlap;
    const holder = holderName(overlap);
    throw new AppError(
      ErrorCode.SlotOverlap,
      `Die Sportstätte „${venue.name}“ ist am ${overlap.day} von ${overlap.start} bis ` +
        `${overlap.end} belegt: ${holder}.`,
      {
        details: {
          start: `Überschneidet sich mit ${holder} (${overlap.day} ${overlap.start}–${overlap.end}).`,
        },
        data: overlap,
      },
    );
  }
}
