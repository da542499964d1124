import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { WEEKDAYS, type Weekday } from '@/db/schema';
import { DateField, EnumField, TextField, TimeField, UuidField } from '@/common/fields';
import { TimeAfter } from '@/common/cross-field.validators';
import { stripTags } from '@/common/sanitize';
import { visibleText } from '@/common/venue-key';

const END_AFTER_START = 'Das Ende muss nach dem Beginn liegen.';

/**
 * A text as it will be stored and shown: tags, entities, format characters (zero-width space)
 * and extra blanks go first, so the length rule counts what a person sees (`<b></b>` is nothing).
 * Nothing left is no value at all.
 */
const Visible = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? visibleText(stripTags(value)) || undefined : value,
  );

/**
 * Why the slot may share the hall with another (times:override): with the permission, a save that
 * overlaps goes through and is written to the audit log; without it the reason changes nothing.
 * At least 3 visible characters; blanks or empty tags count as no reason (409 stays).
 */
const OverlapReason = () =>
  applyDecorators(
    Visible(),
    TextField({
      min: 3,
      max: 300,
      optional: true,
      example: 'Gemeinsames Training beider Gruppen in der geteilten Halle',
    }),
  );

/** The venue by its id (GET /public/locations): what the time slot editor sends. */
const Venue = () =>
  UuidField({
    optional: true,
    nullable: true,
    description:
      'The venue (a location id). Without it (or null), `location` names the place; a text that ' +
      'names a venue (however it is spelled) is the venue.',
  });

/**
 * A place that is no venue („Stadtpark“), or (clients before venue ids) a venue by its name;
 * ignored when `venue` is given.
 */
const Location = () =>
  applyDecorators(
    Visible(),
    TextField({ min: 2, max: 200, optional: true, example: 'Stadtpark, Treffpunkt Haupteingang' }),
  );

/**
 * A workshop session's date; a course's time has none. With a date, `day` may be left out: the
 * session's weekday is its date's (a different one sent along is ignored).
 */
const SessionDate = () => DateField({ optional: true, example: '2027-03-13' });
/** The weekday of a course's weekly time (checked by the service: a time without a date needs one). */
const Day = () => EnumField(WEEKDAYS, { name: 'Weekday', optional: true });

export class CreateTimeSlotDto {
  @UuidField({
    optional: true,
    description: 'Client-made id, so slots created offline can be edited before they sync',
  })
  _id?: string;
  /** Exactly one of course and workshop (checked by the service). */
  @UuidField({ optional: true, description: 'Course id (or workshop)' }) course?: string;
  @UuidField({ optional: true, description: 'Workshop id (or course)' }) workshop?: string;
  @Day() day?: Weekday;
  @SessionDate() date?: string | null;
  @TimeField() start: string;
  @TimeField() @TimeAfter('start', END_AFTER_START) end: string;
  /** One of venue and location (checked by the service). */
  @Venue() venue?: string | null;
  @Location() location?: string;
  @OverlapReason() overlap_reason?: string;
}

export class UpdateTimeSlotDto {
  @UuidField() _id: string;
  @Day() day?: Weekday;
  @SessionDate() date?: string | null;
  @TimeField() start: string;
  @TimeField() @TimeAfter('start', END_AFTER_START) end: string;
  @Venue() venue?: string | null;
  @Location() location?: string;
  @OverlapReason() overlap_reason?: string;
}
