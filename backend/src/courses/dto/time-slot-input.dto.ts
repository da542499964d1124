import { WEEKDAYS, type Weekday } from '@/db/schema';
import { EnumField, TextField, TimeField, UuidField } from '@/common/fields';
import { TimeAfter } from '@/common/cross-field.validators';

const END_AFTER_START = 'Das Ende muss nach dem Beginn liegen.';

/**
 * Why the slot may share the hall with another (times:override): with the permission, a save that
 * overlaps goes through and is written to the audit log; without it the reason changes nothing.
 */
const OverlapReason = () =>
  TextField({
    min: 3,
    max: 300,
    optional: true,
    example: 'Gemeinsames Training beider Gruppen in der geteilten Halle',
  });

export class CreateTimeSlotDto {
  @UuidField({
    optional: true,
    description: 'Client-made id, so slots created offline can be edited before they sync',
  })
  _id?: string;
  /** Exactly one of course and workshop (checked by the service). */
  @UuidField({ optional: true, description: 'Course id (or workshop)' }) course?: string;
  @UuidField({ optional: true, description: 'Workshop id (or course)' }) workshop?: string;
  @EnumField(WEEKDAYS, { name: 'Weekday' }) day: Weekday;
  @TimeField() start: string;
  @TimeField() @TimeAfter('start', END_AFTER_START) end: string;
  @TextField({ min: 2, max: 200 }) location: string;
  @OverlapReason() overlap_reason?: string;
}

export class UpdateTimeSlotDto {
  @UuidField() _id: string;
  @EnumField(WEEKDAYS, { name: 'Weekday' }) day: Weekday;
  @TimeField() start: string;
  @TimeField() @TimeAfter('start', END_AFTER_START) end: string;
  @TextField({ min: 2, max: 200 }) location: string;
  @OverlapReason() overlap_reason?: string;
}
