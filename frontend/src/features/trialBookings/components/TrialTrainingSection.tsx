import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useTrialBookings } from '@/features/trialBookings/api/useTrialBookings';
import { useTrialPlaces } from '@/features/trialBookings/api/useTrialPlaces';
import { TrialBookingRow } from '@/features/trialBookings/components/TrialBookingRow';
import { TrialPlacesField } from '@/features/trialBookings/components/TrialPlacesField';
import { trialBookingEntity, type LocalTrialBooking } from '@/features/trialBookings/offline';
import {
  groupByTraining,
  type SlotTimes,
  type TrialTraining,
} from '@/features/trialBookings/trainings';
import { useLang } from '@/i18n/useLang';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/trialBookings/strings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  groups: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    margin: 0,
  },
  meta: { color: tokens.colorNeutralForeground3, margin: `${tokens.spacingVerticalXXS} 0 0` },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

export interface TrialTrainingSectionProps {
  courseId: string;
  /** The course's trial places as the course said (until the device keeps them on their own). */
  trialPlaces: number;
  /** The course's time slots, for each training's time. */
  times: readonly SlotTimes[];
}

/**
 * "Probetraining" in the course editor: the trial places per training, and the bookings of the
 * trainings from a week ago on, by training, kept on the device: "war da" and "Absagen" go
 * through the outbox, so they work at the gym without a connection.
 */
export function TrialTrainingSection({ courseId, trialPlaces, times }: TrialTrainingSectionProps) {
  const { t } = useTranslation(['trialBookings', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const { user } = useAuth();
  const bookings = useTrialBookings(courseId);
  const places = useTrialPlaces(courseId).record?.trial_places ?? trialPlaces;
  const writes = useOutboxSave(trialBookingEntity);
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const [cancelling, setCancelling] = useState<LocalTrialBooking | null>(null);
  const today = berlinToday();
  const trainings = useMemo(
    () => groupByTraining(bookings.items ?? [], times, today),
    [bookings.items, times, today],
  );

  const title = (training: TrialTraining) => {
    const date = formatCalendarDate(training.date, lang);
    return training.times
      ? t('list.training', { date, start: training.times.start, end: training.times.end })
      : t('list.trainingGone', { date });
  };

  const list = () => {
    if (bookings.loading) return <Spinner size="small" label={t('account:common.loading')} />;
    if (bookings.failed) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('list.loadError')}{' '}
            <Button size="small" onClick={bookings.refetch}>
              {t('account:common.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      );
    }
    if (trainings.length === 0) {
      return (
        <p className={styles.muted} data-testid="trial-bookings-empty">
          {t('list.empty')}
        </p>
      );
    }
    return (
      <ul className={styles.groups} aria-label={t('list.label')}>
        {trainings.map((training) => (
          <li key={training.key} data-testid="trial-training">
            <Subtitle2 as="h4" className={styles.head}>
              {title(training)}
              {training.date === today && (
                <Badge appearance="tint" color="brand">
                  {t('list.today')}
                </Badge>
              )}
              {training.past && (
                <Badge appearance="tint" color="informative">
                  {t('list.past')}
                </Badge>
              )}
            </Subtitle2>
            <p className={styles.meta}>
              {training.times?.location ? `${training.times.location} · ` : ''}
              {t('list.taken', { confirmed: training.confirmed, places })}
              {training.waiting > 0 ? ` · ${t('list.waiting', { count: training.waiting })}` : ''}
            </p>
            <ul className={styles.list}>
              {training.bookings.map((booking) => (
                <TrialBookingRow
                  key={booking._id}
                  booking={booking}
                  begun={training.begun}
                  rows={rowsOf.get(`trialBooking:${booking._id}`)}
                  onAttended={(attended) =>
                    void writes.save({ id: booking._id, patch: { attended } })
                  }
                  onCancel={() => setCancelling(booking)}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.root} aria-labelledby="trial-title" data-testid="trial-section">
      <Subtitle1 as="h2" id="trial-title">
        {t('section.title')}
      </Subtitle1>
      <TrialPlacesField
        courseId={courseId}
        initial={trialPlaces}
        rows={rowsOf.get(`trialPlaces:${courseId}`)}
      />
      <Subtitle2 as="h3">{t('list.title')}</Subtitle2>
      {bookings.stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('list.stale')}</MessageBarBody>
        </MessageBar>
      )}
      {list()}
      <ConfirmDialog
        open={cancelling !== null}
        onCancel={() => setCancelling(null)}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onConfirm={() => {
          const booking = cancelling;
          setCancelling(null);
          if (booking) void writes.remove(booking._id);
        }}
        testIds={{
          surface: 'trial-cancel-dialog',
          confirm: 'trial-cancel-confirm',
          cancel: 'trial-cancel-keep',
        }}
      >
        {cancelling &&
          t('cancel.text', {
            name: cancelling.name,
            date: formatCalendarDate(cancelling.date, lang),
          })}
        {/* Only a confirmed booking holds a place that someone on the waiting list can take. */}
        {cancelling?.status === 'confirmed' && ` ${t('cancel.moveUp')}`}
      </ConfirmDialog>
    </section>
  );
}
