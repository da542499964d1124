import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { useOnline } from '@/components/network/useOnline';
import { useLang } from '@/i18n/useLang';
import { useBackupDownload } from '@/features/backup/api/useBackupDownload';
import { RestoreHint } from '@/features/backup/components/RestoreHint';
import { formatBytes } from '@/features/backup/formatBytes';
import '@/features/backup/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '44rem',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  progress: { alignSelf: 'stretch' },
});

/** Spec section 6: admin and owner download the whole club as backup_YYYY_MM_DD.zip. */
export function BackupPage() {
  const { t } = useTranslation('backup');
  const styles = useStyles();
  const lang = useLang();
  const { show } = useFlash();
  const online = useOnline();
  const backup = useBackupDownload();
  const progress = backup.progress;

  const download = async () => {
    const { result } = await backup.start();
    // One flash per download: the spec's two sentences, or that it was cancelled.
    if (result === 'saved') show(t('success'), 'success');
    else if (result === 'cancelled') show(t('cancelled'), 'info');
    else show(t('failure'), 'error');
  };

  const status = !progress
    ? ''
    : progress.received === 0
      ? t('preparing')
      : progress.total
        ? t('receivedOf', {
            received: formatBytes(progress.received, lang),
            total: formatBytes(progress.total, lang),
          })
        : t('received', { received: formatBytes(progress.received, lang) });

  return (
    <section aria-labelledby="backup-title" className={styles.root}>
      <Title2 as="h1" id="backup-title">
        {t('title')}
      </Title2>
      <Text>{t('intro')}</Text>
      <Text>{t('privacy')}</Text>
      {!online && (
        <MessageBar intent="warning" data-testid="backup-offline">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={backup.running ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
          disabled={backup.running || !online}
          onClick={() => void download()}
          data-testid="backup-download"
        >
          {backup.running ? t('downloading') : t('download')}
        </Button>
        {backup.running && (
          <Button icon={<Dismiss20Regular />} onClick={backup.cancel} data-testid="backup-cancel">
            {t('cancel')}
          </Button>
        )}
      </div>
      {progress && (
        <Field
          className={styles.progress}
          label={t('progressLabel')}
          validationMessage={status}
          validationState="none"
          data-testid="backup-progress"
        >
          <ProgressBar
            thickness="large"
            // Without Content-Length the bar moves without a value (indeterminate).
            value={progress.total ? progress.received / progress.total : undefined}
          />
        </Field>
      )}
      <RestoreHint docsUrl={import.meta.env.VITE_DOCS_URL || undefined} />
    </section>
  );
}
