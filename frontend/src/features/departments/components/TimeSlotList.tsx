import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicCancellation, PublicTimeSlot } from '@/api/types';
import { sortTimeSlots } from '@/components/format/weekdays';
import { cancellationsOf, useToday } from '@/components/schedule/cancellations';
import { SlotCancellations } from '@/components/schedule/SlotCancellations';

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
  cancellations,
}: {
  slots: readonly PublicTimeSlot[];
  label: string;
  /** What of these slots does not take place (the course's or workshop's `cancellations`). */
  cancellations?: readonly PublicCancellation[];
}) {
  const styles = useStyles();
  const today = useToday();
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
            <SlotCancellations items={cancellationsOf(cancellations, slot._id, today)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
