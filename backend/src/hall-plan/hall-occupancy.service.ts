import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import { visibleText } from '@/common/venue-key';
import type { DbOrTx, Tx } from '@/db/client';
import type { SlotOverlapDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallPlanRepository, type VenueRow } from '@/hall-plan/hall-plan.repository';
import { holderName, mapOverlap } from '@/hall-plan/hall-plan.mapper';
import { timesOverlap, venueLockKey, whenOf, type WeeklyTime } from '@/hall-plan/slot-overlap';
import { atVenue, berlinToday, sameVenue } from '@/schedule/schedule-rules';

/** Where a save puts a slot: a venue by its id, or a text (a place, or a venue by its name). */
export interface PlaceInput {
  venue?: string | null;
  location?: string | null;
}

/** Where a slot is saved: its venue (null: a place that is no venue) and the text it shows. */
export interface Place {
  venue: VenueRow | null;
  location: string;
}

/** A slot about to be saved: its id on an update (it never overlaps itself). */
export interface SlotClaim extends WeeklyTime {
  id?: string;
  venue: VenueRow | null;
}

const INVALID = 'Bitte überprüfe deine Eingaben.';

/**
 * The overlap rule of the hall plan (issue 25): a slot in a venue may not share a minute with
 * another slot of that venue on its day (working copies of courses and workshops). A slot is in
 * a venue by the venue's id (issue 35); a text that names a venue however it is spelled
 * (`venueKey`: case, blanks, zero-width characters, diacritics, look-alike letters) is that
 * venue, so no spelling escapes the rule. Places that are no venue („Stadtpark“) are not checked.
 */
@Injectable()
export class HallOccupancy {
  constructor(private readonly repo: HallPlanRepository) {}

  /**
   * The place of a save: `venue` (an id; 400 for one that does not exist), else `location`,
   * bound to the venue it names (with the venue's own name), else kept as a place of its own.
   */
  async place(input: PlaceInput, tx: DbOrTx): Promise<Place> {
    const venues = await this.repo.venues(tx);
    if (input.venue) {
      const venue = venues.find((v) => v.id === input.venue);
      if (!venue) {
        throw new AppError(ErrorCode.ValidationFailed, INVALID, {
          details: { venue: 'Diese Sportstätte gibt es nicht (mehr).' },
        });
      }
      return { venue, location: venue.name };
    }
    const text = visibleText(input.location ?? '');
    if (!text) {
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: { venue: 'Bitte wähle eine Sportstätte oder gib einen Ort an.' },
      });
    }
    return this.placeOfText(text, venues);
  }

  /**
   * The place of a slot from a published revision (history restore): its venue while it exists,
   * else what its text names now; never refused, since the revision is what it was.
   */
  async placeOfSnapshot(
    slot: { venue?: string | null; location: string },
    tx: DbOrTx,
  ): Promise<Place> {
    const venues = await this.repo.venues(tx);
    const venue = slot.venue ? venues.find((v) => v.id === slot.venue) : undefined;
    if (venue) return { venue, location: venue.name };
    const named = venues.filter((v) => sameVenue(slot.location, v.name));
    return named.length === 1
      ? { venue: named[0]!, location: named[0]!.name }
      : { venue: null, location: slot.location };
  }

  /**
   * Runs inside the save's transaction, before its write: takes the venue's advisory lock (two
   * saves in one venue check and write one after the other, so they cannot both get in), then
   * looks for an overlap. Free: null. Taken: 409 SLOT_OVERLAP naming the holder, unless
   * `override` (the caller may and gave a reason): then the overlap is returned for the audit log.
   */
  async claim(slot: SlotClaim, override: boolean, tx: Tx): Promise<SlotOverlapDto | null> {
    const venue = slot.venue;
    if (!venue) return null;
    await this.repo.lockVenue(venueLockKey(venue.id), tx);
    const today = berlinToday();
    const taken = (await this.repo.workingSlots(slot.day, tx))
      .filter(
        (other) =>
          other.id !== slot.id &&
          atVenue({ venue: other.venueId, location: other.location }, venue) &&
          timesOverlap(slot, other, today),
      )
      .sort((a, b) => a.start.localeCompare(b.start))[0];
    if (!taken) return null;
    const overlap = mapOverlap(venue, taken);
    if (override) return overlap;
    const holder = holderName(overlap);
    throw new AppError(
      ErrorCode.SlotOverlap,
      `Die Sportstätte „${venue.name}“ ist am ${whenOf(overlap)} von ${overlap.start} bis ` +
        `${overlap.end} belegt: ${holder}.`,
      {
        details: {
          start: `Überschneidet sich mit ${holder} (${whenOf(overlap)} ${overlap.start}–${overlap.end}).`,
        },
        data: overlap,
      },
    );
  }

  private placeOfText(text: string, venues: readonly VenueRow[]): Place {
    const named = venues.filter((v) => sameVenue(text, v.name));
    if (named.length > 1) {
      // Only venues saved before their names were compared this way can share a key.
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: {
          venue: `„${text}“ passt zu mehreren Sportstätten (${named
            .map((v) => v.name)
            .join(', ')}). Bitte wähle eine davon aus.`,
        },
      });
    }
    const [venue] = named;
    return venue ? { venue, location: venue.name } : { venue: null, location: text };
  }
}
