import type { Weekday } from '@/api/types';
import { isCalendarDate } from '@/components/format/calendarDates';
import { WEEKDAYS } from '@/components/format/weekdays';
import type { VenueChoice } from '@/features/timeslots/api/useVenueChoices';

/** The choice "another place" (no venue): its text is typed. */
export const OTHER_PLACE = 'other-place';

export interface TimeSlotValues {
  /** A course's weekly time: its weekday (a session's is its date's). */
  day: Weekday | '';
  /** A workshop's session: its date (`YYYY-MM-DD`, from the date input); '' for a course. */
  date: string;
  start: string;
  end: string;
  /** A venue's id, OTHER_PLACE, or '' before a choice. */
  venue: string;
  /** The text of another place (with OTHER_PLACE). */
  location: string;
}

export type TimeSlotErrors = Partial<Record<keyof TimeSlotValues, string>>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a person sees of a text: no tags, no zero-width characters, single blanks. */
export function visiblePlace(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A weekday (a course's weekly time) or a real date (a workshop's session, `session`) required,
 * start and end as HH:mm with the end after the start, a venue or another place of at least three
 * visible characters. Values are i18n keys.
 */
export function validateTimeSlot(v: TimeSlotValues, session = false): TimeSlotErrors {
  const errors: TimeSlotErrors = {};
  if (session) {
    if (!v.date) errors.date = 'validation.required';
    else if (!isCalendarDate(v.date)) errors.date = 'times.dateInvalid';
  } else if (!WEEKDAYS.includes(v.day as Weekday)) errors.day = 'validation.required';
  if (!HH_MM.test(v.start)) errors.start = 'validation.time';
  if (!HH_MM.test(v.end)) errors.end = 'validation.time';
  else if (!errors.start && v.end <= v.start) errors.end = 'validation.endAfterStart';
  if (!v.venue) errors.venue = 'validation.required';
  else if (v.venue === OTHER_PLACE) {
    const place = visiblePlace(v.location);
    if (!place) errors.location = 'validation.required';
    else if (place.length < 3) errors.location = 'validation.min3';
  }
  return errors;
}

/** A name as the dialog compares it with a venue's (the server also folds look-alikes). */
const fold = (text: string) =>
  visiblePlace(text).normalize('NFKC').toLocaleLowerCase('de').replace(/\s/g, '');

/**
 * Where a slot starts in the dialog: its venue; a text from before venue ids that names one of
 * the venues, that venue; any other text, another place; nothing, no choice yet.
 */
export function initialPlace(
  slot: { venue?: string | null; location: string },
  venues: readonly VenueChoice[],
): Pick<TimeSlotValues, 'venue' | 'location'> {
  if (slot.venue) return { venue: slot.venue, location: '' };
  const named = slot.location ? venues.find((v) => fold(v.name) === fold(slot.location)) : null;
  if (named) return { venue: named._id, location: '' };
  return slot.location
    ? { venue: OTHER_PLACE, location: slot.location }
    : { venue: '', location: '' };
}
