import type { Weekday } from '@/api/types';
import { WEEKDAYS } from '@/components/format/weekdays';

export interface TimeSlotValues {
  day: Weekday | '';
  start: string;
  end: string;
  location: string;
}

export type TimeSlotErrors = Partial<Record<keyof TimeSlotValues, string>>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Weekday required, start and end as HH:mm with the end after the start. Values are i18n keys. */
export function validateTimeSlot(v: TimeSlotValues): TimeSlotErrors {
  const errors: TimeSlotErrors = {};
  if (!WEEKDAYS.includes(v.day as Weekday)) errors.day = 'validation.required';
  if (!HH_MM.test(v.start)) errors.start = 'validation.time';
  if (!HH_MM.test(v.end)) errors.end = 'validation.time';
  else if (!errors.start && v.end <= v.start) errors.end = 'validation.endAfterStart';
  const location = v.location.trim();
  if (!location) errors.location = 'validation.required';
  else if (location.length < 3) errors.location = 'validation.min3';
  return errors;
}
