import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { failureReason } from '@/offline/rowError';
import type { OutboxRow } from '@/offline/types';

export interface SyncStateProps {
  /** The entity's outbox rows (`useOutboxRowsByEntity`). */
  rows: OutboxRow[] | undefined;
  /** `news` → test ids `news-unsynced` and `news-rejected`. */
  testId: string;
}

/**
 * Whether a staff card's entity still waits for the server, or the server refused it (with its
 * reason, so nothing is silently lost: the outbox dialog offers to discard it).
 */
export function SyncState({ rows, testId }: SyncStateProps) {
  const { t, i18n } = useTranslation('account');
  if (!rows?.length) return <span />;
  const failed = rows.find((row) => row.status === 'rejected' || row.status === 'refused');
  if (failed) {
    return (
      <Badge appearance="tint" color="danger" data-testid={`${testId}-rejected`}>
        {t('outbox.status.rejected')}
        {failureReason(failed, i18n)}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="warning" data-testid={`${testId}-unsynced`}>
      {t('state.unsynced')}
    </Badge>
  );
}
