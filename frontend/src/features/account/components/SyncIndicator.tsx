import { Button, Tooltip } from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  CheckmarkCircle20Regular,
  CloudOff20Regular,
  Warning20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutboxDialog } from '@/features/account/components/OutboxDialog';
import { useOutboxRows } from '@/offline/useOutboxRows';
import { useSyncState } from '@/offline/useSyncState';

/** "n Änderungen nicht synchronisiert" with the offline state; opens the queue on click. */
export function SyncIndicator({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const rows = useOutboxRows(userId) ?? [];
  const { online, syncing, authRequired } = useSyncState();
  const [open, setOpen] = useState(false);
  const count = rows.length;
  const problems = rows.some(
    (r) => r.status === 'rejected' || r.status === 'refused' || r.status === 'conflict',
  );

  const label = count === 0 ? t('sync.allSynced') : t('sync.unsynced', { count });
  const icon = !online ? (
    <CloudOff20Regular />
  ) : problems || authRequired ? (
    <Warning20Regular />
  ) : count > 0 || syncing ? (
    <ArrowSync20Regular />
  ) : (
    <CheckmarkCircle20Regular />
  );

  return (
    <>
      <Tooltip
        content={online ? t('sync.showQueue') : t('sync.offlineHint')}
        relationship="description"
      >
        <Button
          appearance="subtle"
          size="small"
          icon={icon}
          onClick={() => setOpen(true)}
          data-testid="sync-indicator"
          data-count={count}
          data-online={online ? 'true' : 'false'}
        >
          {online ? label : `${t('sync.offline')} · ${label}`}
        </Button>
      </Tooltip>
      <OutboxDialog userId={userId} rows={rows} open={open} onOpenChange={setOpen} />
    </>
  );
}
