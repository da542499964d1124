import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { useFlash } from '@/components/flash/useFlash';
import { useDataExport } from '@/features/profile/api/useDataExport';
import '@/features/profile/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

/**
 * "Download my data": the GDPR export of the own account as a JSON file. One flash says how it
 * went (spec section 8: every result shows a flash).
 */
export function DataExportButton({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const styles = useStyles();
  const flash = useFlash();
  const exportData = useDataExport();

  return (
    <div className={styles.root}>
      <Text>{t('profile.export.hint')}</Text>
      <Button
        appearance="secondary"
        icon={exportData.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
        disabled={!online || exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: () => flash.show(t('profile.export.done'), 'success'),
            onError: (error) =>
              flash.show(
                t('profile.export.failed', { reason: errorMessage(error, i18n) }),
                'error',
              ),
          })
        }
      >
        {exportData.isPending ? t('profile.export.loading') : t('profile.export.button')}
      </Button>
    </div>
  );
}
