import { Badge, Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircle20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SyncState } from '@/components/staff/SyncState';
import type { LocalTrialBooking } from '@/features/trialBookings/offline';
import type { OutboxRow } from '@/offline/types';
import '@/features/trialBookings/strings';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: '12rem',
    overflowWrap: 'anywhere',
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginLeft: 'auto',
  },
});

export interface TrialBookingRowProps {
  booking: LocalTrialBooking;
  /** The training is today or over: who came can be marked. */
  begun: boolean;
  /** The booking's outbox rows: waiting, refused, or in conflict. */
  rows: OutboxRow[] | undefined;
  onAttended(attended: boolean): void;
  onCancel(): void;
}

/** One booking: who, how old, the guardian, the status, "war da" and "Absagen". */
export function TrialBookingRow({
  booking,
  begun,
  rows,
  onAttended,
  onCancel,
}: TrialBookingRowProps) {
  const { t } = useTranslation(['trialBookings', 'account']);
  const styles = useStyles();
  const conflict = rows?.some((row) => row.status === 'conflict');
  return (
    <li className={styles.item} data-testid="trial-booking" data-status={booking.status}>
      <span className={styles.who}>
        <span className={styles.name}>{booking.name}</span>
        <span className={styles.muted}>
          {t('age', { count: booking.age })}
          {booking.guardian_name ? ` · ${t('guardian', { name: booking.guardian_name })}` : ''}
        </span>
      </span>
      <StatusBadge booking={booking} />
      <span className={styles.actions}>
        {booking.status === 'confirmed' && begun && (
          <Switch
            label={t('attended')}
            aria-label={t('attendedFor', { name: booking.name })}
            checked={booking.attended === true}
            onChange={(_event, data) => onAttended(data.checked)}
            data-testid="trial-booking-attended"
          />
        )}
        {conflict ? (
          <Badge appearance="tint" color="danger" data-testid="trial-booking-conflict">
            {t('conflict')}
          </Badge>
        ) : (
          <SyncState rows={rows} testId="trial-booking" />
        )}
        <Button
          appearance="subtle"
          icon={<DismissCircle20Regular />}
          aria-label={t('cancel.actionFor', { name: booking.name })}
          onClick={onCancel}
          data-testid="trial-booking-cancel"
        >
          {t('cancel.action')}
        </Button>
      </span>
    </li>
  );
}

function StatusBadge({ booking }: { booking: LocalTrialBooking }) {
  const { t } = useTranslation('trialBookings');
  switch (booking.status) {
    case 'confirmed':
      return (
        <Badge appearance="tint" color="success">
          {t('status.confirmed')}
        </Badge>
      );
    case 'waiting':
      return (
        <Badge appearance="tint" color="warning">
          {t('status.waiting', { position: booking.waiting_position ?? '–' })}
        </Badge>
      );
    case 'unconfirmed':
      return (
        <Badge appearance="tint" color="informative">
          {t('status.unconfirmed')}
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge appearance="tint" color="subtle">
          {t('status.cancelled')}
        </Badge>
      );
  }
}
