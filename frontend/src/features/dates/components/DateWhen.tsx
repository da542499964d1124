import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { useLang } from '@/i18n/useLang';
import '@/features/dates/strings';

/**
 * When a date is, in words: „Sa, 13.03.2027 · 10:00–13:00 Uhr", several days „Fr, 03.07.2027
 * bis So, 05.07.2027 · ab 16:00 Uhr" (the end time is then the last day's).
 */
export function DateWhen({
  date,
  endDate,
  start,
  end,
}: {
  date: string;
  endDate: string | null;
  start: string;
  end: string;
}) {
  const { t } = useTranslation('dates');
  const lang = useLang();
  const day = formatCalendarDate(date, lang);
  const days = endDate ? t('time.days', { from: day, to: formatCalendarDate(endDate, lang) }) : day;
  const time = end && !endDate ? t('time.range', { start, end }) : t('time.start', { start });
  return (
    <>
      <time dateTime={date}>{days}</time> · {time}
    </>
  );
}
