import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowUndo20Regular,
  Checkmark20Regular,
  Delete20Regular,
  MailArrowForward20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/types';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { formatDateTime } from '@/components/format/date';
import { SupportStatusBadges } from '@/features/support/components/SupportStatusBadges';
import '@/features/support/strings';

const useStyles = makeStyles({
  // Wide enough for the four actions in one row on a desktop.
  surface: { maxWidth: '46rem' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  text: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { flexWrap: 'wrap' },
});

export interface SupportMessageDialogProps {
  message: SupportRequest;
  /** A change of this message is on its way to the server. */
  busy: boolean;
  /** Offline: nothing can change; reading what is open still works. */
  online: boolean;
  onSetDone(done: boolean): void;
  onDelete(): void;
  onClose(): void;
}

/** `mailto:` the sender, with "Re: <subject>" as the subject (the mail program does the rest). */
export function replyHref(message: SupportRequest, subject: string): string {
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}

/** One message in full: who sent it and how to reach them, the text, reply, handle, delete. */
export function SupportMessageDialog({
  message,
  busy,
  online,
  onSetDone,
  onDelete,
  onClose,
}: SupportMessageDialogProps) {
  const { t } = useTranslation(['support', 'account']);
  const styles = useStyles();
  const locked = busy || !online;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="support-dialog">
        <DialogBody>
          <DialogTitle className={styles.title}>{message.subject}</DialogTitle>
          <DialogContent className={styles.content}>
            <SupportStatusBadges message={message} />
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('dialog.from')}</dt>
              <dd className={styles.value}>{message.name}</dd>
              <dt className={styles.term}>{t('dialog.email')}</dt>
              <dd className={styles.value} data-testid="support-email">
                {message.email}
              </dd>
              {message.phone && (
                <>
                  <dt className={styles.term}>{t('dialog.phone')}</dt>
                  <dd className={styles.value}>
                    <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>
                      {message.phone}
                    </Link>
                  </dd>
                </>
              )}
              <dt className={styles.term}>{t('dialog.received')}</dt>
              <dd className={styles.value}>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </dd>
              {message.done && message.done_at && (
                <>
                  <dt className={styles.term}>{t('dialog.status')}</dt>
                  <dd className={styles.value}>
                    {t('dialog.handledAt', { date: formatDateTime(message.done_at) })}
                  </dd>
                </>
              )}
            </dl>
            <Body1 as="p" className={styles.text} data-testid="support-text">
              {message.message}
            </Body1>
          </DialogContent>
          <DialogActions className={styles.actions} fluid>
            <Button
              as="a"
              appearance="primary"
              icon={<MailArrowForward20Regular />}
              href={replyHref(message, t('dialog.replySubject', { subject: message.subject }))}
              data-testid="support-reply"
            >
              {t('dialog.reply')}
            </Button>
            <Button
              icon={
                busy ? (
                  <Spinner size="tiny" />
                ) : message.done ? (
                  <ArrowUndo20Regular />
                ) : (
                  <Checkmark20Regular />
                )
              }
              disabled={locked}
              onClick={() => onSetDone(!message.done)}
              data-testid="support-toggle-done"
            >
              {message.done ? t('dialog.reopen') : t('dialog.markDone')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button icon={<Delete20Regular />} disabled={locked} data-testid="support-delete">
                  {t('dialog.delete')}
                </Button>
              }
              title={t('deleteTitle')}
              confirmLabel={t('deleteConfirm')}
              cancelLabel={t('account:common.cancel')}
              busy={busy}
              onConfirm={onDelete}
            >
              {t('deleteText', { subject: message.subject, name: message.name })}
            </ConfirmDialog>
            <Button onClick={onClose} data-testid="support-close">
              {t('dialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
