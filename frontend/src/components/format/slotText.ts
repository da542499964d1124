import { WEEKDAYS } from '@/api/enums';
import type { Weekday } from '@/api/types';
import type { Language } from '@/i18n';

const WEEKDAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
};

/** A weekday as the API names it ("Montag") in the language: "Montag", "Monday". */
export function weekdayName(day: string, lang: Language): string {
  const index = WEEKDAYS.indexOf(day as Weekday);
  // 1 January 2024 was a Monday.
  return index < 0 ? day : WEEKDAY_FORMATS[lang].format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
}

/** A time slot as a diff or a revision holds it: when and where, without ids. */
export interface SlotValue {
  day: string;
  date?: string | null;
  start: string;
  end?: string | null;
  location?: string | null;
}

export function isSlotValue(value: unknown): value is SlotValue {
  const slot = value as Partial<SlotValue> | null;
  return (
    typeof slot === 'object' &&
    slot !== null &&
    typeof slot.day === 'string' &&
    typeof slot.start === 'string'
  );
}

/**
 * "Montag 17:00–18:00 · Halle 2" ("Monday …" in English); a workshop's session with its date
 * ("Samstag 13.03.2027 09:00–16:00"), so a moved session reads as a change.
 */
export function slotText(slot: SlotValue, lang: Language): string {
  const place = slot.location ? ` · ${slot.location}` : '';
  const date =
    slot.date && /^\d{4}-\d{2}-\d{2}$/.test(slot.date)
      ? ` ${slot.date.split('-').reverse().join('.')}`
      : '';
  return `${weekdayName(slot.day, lang)}${date} ${slot.start}–${slot.end ?? ''}${place}`;
}
