import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { formatDateTime } from '@/components/format/date';
import { ListStates } from '@/components/layout/ListStates';
import { useOnline } from '@/components/network/useOnline';
import { restoreRevision, type HistoryType } from '@/features/history/api/historyApi';
import { historyKey, useRevision, useRevisions } from '@/features/history/api/useHistory';
import { RevisionDiff } from '@/features/history/components/RevisionDiff';
import { RevisionList } from '@/features/history/components/RevisionList';

const useStyles = makeStyles({
  surface: { width: 'min(56rem, calc(100vw - 2rem))', maxWidth: 'calc(100vw - 2rem)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** What a restore does, by type: a department and a club text are public again at once. */
const RESTORE_TEXT: Record<HistoryType, string> = {
  course: 'restoreText',
  workshop: 'restoreText',
  department: 'restoreTextLive',
  text: 'restoreClubText',
};

export interface HistoryDialogProps {
  type: HistoryType;
  id: string;
  title: string;
  onClose(): void;
}

/**
 * "Verlauf": the published versions of a course, workshop or department, a chosen one against
 * the current version, and restore after a confirmation. Read from the server only, so offline
 * it says that it needs the connection.
 */
export function HistoryDialog({ type, id, title, onClose }: HistoryDialogProps) {
  const { t, i18n } = useTranslation(['history', 'account']);
  const styles = useStyles();
  const online = useOnline();
  const { user } = useAuth();
  const { show } = useFlash();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revisions = useRevisions(type, id, online);
  const detail = useRevision(type, id, selected ?? '', online && selected !== null);
  const chosen = revisions.data?.find((r) => r._id === selected);

  const restore = async () => {
    if (!user || !detail.data) return;
    setBusy(true);
    try {
      const envelope = await restoreRevision(
        user._id,
        type,
        id,
        detail.data._id,
        detail.data.version,
      );
      show(successText(envelope.message, t('restored'), i18n), 'success');
      void queryClient.invalidateQueries({ queryKey: historyKey(type, id) });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      // A club text's screen and its public page read the server's copy.
      if (type === 'text') void queryClient.invalidateQueries({ queryKey: ['staff', 'texts'] });
      if (type === 'text') void queryClient.invalidateQueries({ queryKey: ['public', 'text', id] });
      onClose();
    } catch (error) {
      show(errorMessage(error, i18n), 'error');
      setConfirming(false);
      void detail.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="history-dialog">
        <DialogBody>
          <DialogTitle>{t('title', { title })}</DialogTitle>
          <DialogContent className={styles.content}>
            {!online && !revisions.data ? (
              <MessageBar intent="warning" data-testid="history-offline">
                <MessageBarBody>{t('offline')}</MessageBarBody>
              </MessageBar>
            ) : (
              <ListStates
                loading={revisions.isPending}
                failed={revisions.isError}
                stale={false}
                empty={(revisions.data ?? []).length === 0}
                texts={{ failed: t('loadError'), empty: t('empty') }}
                onRetry={() => void revisions.refetch()}
              >
                <Text>{t('intro')}</Text>
                <RevisionList
                  revisions={revisions.data ?? []}
                  selected={selected}
                  onSelect={setSelected}
                />
              </ListStates>
            )}
            {selected && (online || detail.data) && (
              <RevisionDiff
                detail={detail.data}
                loading={detail.isPending}
                failed={detail.isError}
                onRetry={() => void detail.refetch()}
                online={online}
                busy={busy}
                onRestore={() => setConfirming(true)}
              />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button data-testid="history-close">{t('close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
        {chosen && (
          <ConfirmDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            title={t('restoreTitle', { number: chosen.number })}
            confirmLabel={t('restoreConfirm')}
            cancelLabel={t('cancel')}
            busy={busy || !online}
            onConfirm={() => void restore()}
            testIds={{
              surface: 'history-confirm',
              confirm: 'history-confirm-restore',
              cancel: 'history-confirm-cancel',
            }}
          >
            {t(RESTORE_TEXT[type], {
              number: chosen.number,
              date: formatDateTime(chosen.published_at),
            })}
          </ConfirmDialog>
        )}
      </DialogSurface>
    </Dialog>
  );
}
