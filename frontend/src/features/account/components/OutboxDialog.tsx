import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeRow } from '@/features/account/components/describeRow';
import { useOutboxDialogStyles } from '@/features/account/components/OutboxDialog.styles';
import { discardRow, resendBlocked } from '@/offline/outbox';
import { rowError } from '@/offline/rowError';
import { syncEngine } from '@/offline/syncEngine';
import type { OutboxRow, OutboxStatus } from '@/offline/types';
import { useLocalValues } from '@/offline/useOutboxRows';

const BADGE: Record<OutboxStatus, 'informative' | 'warning' | 'danger' | 'brand'> = {
  pending: 'informative',
  sending: 'brand',
  conflict: 'warning',
  rejected: 'danger',
  refused: 'danger',
};

export interface OutboxDialogProps {
  userId: string;
  rows: OutboxRow[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Refused because the account was blocked: it goes again only when the user says so. */
const heldByBlock = (row: OutboxRow) =>
  row.status === 'refused' && row.refusal === 'account-blocked';

/**
 * The unsynced changes: pending ones wait, rejected ones show the server's reason. Changes a
 * block held are explained once on top and can be sent again, one by one or all at once.
 */
export function OutboxDialog({ userId, rows, open, onOpenChange }: OutboxDialogProps) {
  const { t, i18n } = useTranslation('account');
  const styles = useOutboxDialogStyles();
  const queryClient = useQueryClient();
  const locals = useLocalValues(
    userId,
    rows.map((row) => row.entity),
  );
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const held = rows.filter(heldByBlock);
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['account'] });

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('outbox.title')}</DialogTitle>
          <DialogContent>
            {held.length > 0 && (
              <MessageBar
                intent="warning"
                layout="multiline"
                className={styles.hint}
                data-testid="outbox-blocked-hint"
              >
                <MessageBarBody>{t('outbox.blockedHint', { count: held.length })}</MessageBarBody>
                {held.length > 1 && (
                  <MessageBarActions>
                    <Button size="small" onClick={() => void resendBlocked(userId)}>
                      {t('outbox.resendAll')}
                    </Button>
                  </MessageBarActions>
                )}
              </MessageBar>
            )}
            {rows.length === 0 ? (
              <p>{t('outbox.empty')}</p>
            ) : (
              <ul className={styles.list} data-testid="outbox-list">
                {rows.map((row) => (
                  <li
                    key={row.id}
                    className={styles.item}
                    data-testid="outbox-row"
                    data-status={row.status}
                    data-refusal={row.refusal ?? undefined}
                  >
                    <Badge color={BADGE[row.status]} appearance="tint">
                      {t(`outbox.status.${row.status}`)}
                    </Badge>
                    <span className={styles.text}>
                      {describeRow(row, locals.get(row.entityKey), t)}
                      <br />
                      <span className={styles.meta}>{time.format(new Date(row.createdAt))}</span>
                      {rowError(row, i18n) && (
                        <>
                          <br />
                          <span className={styles.error} data-testid="outbox-row-error">
                            {rowError(row, i18n)}
                          </span>
                        </>
                      )}
                    </span>
                    {(row.status === 'rejected' || row.status === 'refused') && (
                      <span className={styles.actions}>
                        {heldByBlock(row) && (
                          <Button
                            size="small"
                            appearance="primary"
                            onClick={() => void resendBlocked(userId, [row.id])}
                            data-testid="outbox-resend"
                          >
                            {t('outbox.resend')}
                          </Button>
                        )}
                        <Button size="small" onClick={() => void discardRow(row.id).then(refetch)}>
                          {t('outbox.discard')}
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void syncEngine.retryNow()}>
              {t('outbox.syncNow')}
            </Button>
            <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
