import { useTranslation } from 'react-i18next';
import type { PublicTrialBooking } from '@/api/publicQueries';
import { useLang } from '@/i18n/useLang';
import { useTrialPageStyles } from '@/features/trials/components/trialPage.styles';
import { trainingDay } from '@/features/trials/trainingLabel';

/** A booking as its visitor sees it: course, training, place, name, status. */
export function BookingFacts({ booking }: { booking: PublicTrialBooking }) {
  const styles = useTrialPageStyles();
  const { t } = useTranslation('trials');
  const lang = useLang();
  return (
    <dl className={styles.facts} data-testid="trial-facts">
      <dt>{t('facts.course')}</dt>
      <dd>{booking.course}</dd>
      <dt>{t('facts.training')}</dt>
      <dd>
        {trainingDay(booking.date, lang)}, {booking.start}–{booking.end}
      </dd>
      <dt>{t('facts.location')}</dt>
      <dd>{booking.location}</dd>
      <dt>{t('facts.name')}</dt>
      <dd>{booking.name}</dd>
      <dt>{t('facts.status')}</dt>
      <dd data-testid="trial-status">
        {t(`status.${booking.status}`, { position: booking.waiting_position ?? 1 })}
      </dd>
    </dl>
  );
}
