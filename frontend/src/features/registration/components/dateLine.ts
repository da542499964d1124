import type { TFunction } from 'i18next';
import { formatCalendarDate } from '@/components/format/calendarDates';
import type { Language } from '@/i18n';
import type { RegistrationDate } from '@/features/registration/registration';

/** A date as the registration pages show it: „Sa, 12.12.2026 · 09:00–16:00 Uhr · Turnhalle". */
export function dateLine(date: RegistrationDate, lang: Language, t: TFunction): string {
  // A multi-day event's last day has no start of its own: „bis 12:00 Uhr".
  const time = !date.start
    ? date.end
      ? t('facts.timeUntil', { end: date.end })
      : ''
    : date.end
      ? t('facts.timeRange', { start: date.start, end: date.end })
      : t('facts.timeStart', { start: date.start });
  const line = t('facts.date', {
    day: formatCalendarDate(date.date, lang),
    time,
    location: date.location,
  });
  // No time or venue: no empty part between separators.
  return line.replace(/ · (?= · |$)/g, '');
}
