import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { useDataExport } from '@/features/profile/api/useDataExport';
import '@/features/profile/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '40rem',
  },
});

/** "Download my data": the GDPR export of the own account as a JSON file. */
export function DataExportButton() {
  const { t, i18n } = useTranslation(['profile', 'account']);
  const styles = useStyles();
  const exportData = useDataExport();

  return (
    <div className={styles.root}>
      <Text>{t('profile.export.hint')}</Text>
      <Button
        appearance="secondary"
        icon={exportData.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {exportData.isPending ? t('profile.export.loading') : t('profile.export.button')}
      </Button>
      {exportData.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {t('profile.export.failed', { reason: errorMessage(exportData.error, i18n) })}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
