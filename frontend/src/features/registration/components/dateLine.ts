import type { TFunction } from 'i18next';
import { formatCalendarDate } from '@/components/format/calendarDates';
import type { Language } from '@/i18n';
import type { RegistrationDate } from '@/features/registration/registration';

/** A date as the registration pages show it: „Sa, 12.12.2026 · 09:00–16:00 Uhr · Turnhalle". */
export function dateLine(date: RegistrationDate, lang: Language, t: TFunction): string {
  const time = date.end
    ? t('facts.timeRange', { start: date.start, end: date.end })
    : t('facts.timeStart', { start: date.start });
  const line = t('facts.date', {
    day: formatCalendarDate(date.date, lang),
    time,
    location: date.location,
  });
  // No venue known: no trailing separator.
  return date.location ? line : line.replace(/ · $/, '');
}
