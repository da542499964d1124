import { Link, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import '@/features/backup/strings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The operations guide's restore section below `docsUrl` (the project's docs/ folder). */
export function restoreDocHref(docsUrl: string): string {
  return `${docsUrl.replace(/\/+$/, '')}/operations.md#backup-and-restore`;
}

/**
 * How a backup comes back: one sentence and the operations guide. The guide lives in the
 * project's repository, not in the app, so the link needs its address (VITE_DOCS_URL at build
 * time); without one the path is named as text.
 */
export function RestoreHint({ docsUrl }: { docsUrl: string | undefined }) {
  const { t } = useTranslation('backup');
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="backup-restore">
      <Subtitle2 as="h2">{t('restoreTitle')}</Subtitle2>
      <Text>{t('restore')}</Text>
      {docsUrl ? (
        <Link href={restoreDocHref(docsUrl)} target="_blank" rel="noopener noreferrer">
          {t('restoreLink')}
        </Link>
      ) : (
        <Text>{t('restoreDoc')}</Text>
      )}
    </div>
  );
}
