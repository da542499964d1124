import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SyncState } from '@/components/staff/SyncState';
import type { StaffEvent } from '@/features/events/offline';
import type { OutboxRow } from '@/offline/types';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Published or draft, cancelled, and whether the device still waits for the server. */
export function EventBadges({
  event,
  rows,
}: {
  event: Pick<StaffEvent, 'published' | 'cancelled'>;
  rows: OutboxRow[] | undefined;
}) {
  const { t } = useTranslation('events');
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge
        appearance="tint"
        color={event.published ? 'success' : 'informative'}
        data-testid="event-published"
      >
        {t(event.published ? 'badges.published' : 'badges.draft')}
      </Badge>
      {event.cancelled && (
        <Badge appearance="filled" color="danger" data-testid="event-cancelled">
          {t('badges.cancelled')}
        </Badge>
      )}
      <SyncState rows={rows} testId="event" />
    </span>
  );
}
