import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicTimeSlot } from '@/api/types';
import { sortTimeSlots } from '@/components/format/weekdays';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Training times, Monday → Sunday (spec section 9), then by start time. */
export function TimeSlotList({
  slots,
  label,
}: {
  slots: readonly PublicTimeSlot[];
  label: string;
}) {
  const styles = useStyles();
  const { t } = useTranslation('home');
  if (slots.length === 0) return <p>{t('card.noTimes')}</p>;
  return (
    <ul className={styles.list} aria-label={label} data-testid="time-slots">
      {sortTimeSlots(slots).map((slot) => (
        <li key={slot._id} className={styles.item}>
          <CalendarClockRegular aria-hidden="true" />
          <span>
            {t(`weekdayLong.${slot.day}`)} {slot.start}–{slot.end}
            {slot.location ? ` · ${slot.location}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
