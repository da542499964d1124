import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicCancellation, PublicTimeSlot } from '@/api/types';
import { formatSessionDate, sortSessions } from '@/components/format/sessionDate';
import { cancellationsOf, useToday } from '@/components/schedule/cancellations';
import { SlotCancellations } from '@/components/schedule/SlotCancellations';
import { useLang } from '@/i18n/useLang';

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

/**
 * Training times, Monday → Sunday (spec section 9), then by start time; a workshop's sessions by
 * date, each with its date in words („Samstag, 13. März 2027 · 09:00–16:00 · Turnhalle").
 */
export function TimeSlotList({
  slots,
  label,
  cancellations,
  emptyText,
}: {
  slots: readonly PublicTimeSlot[];
  label: string;
  /** What of these slots does not take place (the course's or workshop's `cancellations`). */
  cancellations?: readonly PublicCancellation[];
  /** Said when there are no slots (else „no times yet"). */
  emptyText?: string;
}) {
  const styles = useStyles();
  const today = useToday();
  const lang = useLang();
  const { t } = useTranslation('home');
  if (slots.length === 0) return <p>{emptyText ?? t('card.noTimes')}</p>;
  return (
    <ul className={styles.list} aria-label={label} data-testid="time-slots">
      {sortSessions(slots).map((slot) => {
        const off = cancellationsOf(cancellations, slot._id, today);
        const { date } = slot;
        return (
          <li
            key={slot._id}
            className={styles.item}
            data-testid="time-slot"
            data-date={date ?? undefined}
          >
            <CalendarClockRegular aria-hidden="true" />
            <span>
              {date ? (
                <>
                  <time dateTime={date}>{formatSessionDate(date, lang)}</time>
                  {` · ${slot.start}–${slot.end}`}
                </>
              ) : (
                `${t(`weekdayLong.${slot.day}`)} ${slot.start}–${slot.end}`
              )}
              {slot.location ? ` · ${slot.location}` : ''}
              {/* A session is off only where a cancellation or a closure covers its date. */}
              <SlotCancellations
                items={date ? off.filter((c) => c.from <= date && date <= c.to) : off}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
