import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/EmptyState';
import { ChangeValue } from '@/features/history/components/ChangeValue';
import type { RevisionDetail } from '@/features/history/types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  changes: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  change: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  old: { backgroundColor: tokens.colorNeutralBackground3 },
  now: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  caption: { color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * A revision field by field against the current version (server labels, the feature's own for
 * English), and the restore button: disabled while offline, busy, or when nothing differs.
 */
export function RevisionDiff({
  detail,
  loading,
  failed,
  onRetry,
  online,
  busy,
  onRestore,
}: {
  detail: RevisionDetail | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  online: boolean;
  busy: boolean;
  onRestore(): void;
}) {
  const { t } = useTranslation(['history', 'account']);
  const styles = useStyles();
  if (loading) return <Spinner label={t('account:common.loading')} />;
  if (failed || !detail) {
    return (
      <EmptyState text={t('diffError')}>
        <Button onClick={onRetry}>{t('account:common.retry')}</Button>
      </EmptyState>
    );
  }
  const number = detail.number;
  return (
    <section className={styles.root} aria-labelledby="history-compare" data-testid="history-diff">
      <Subtitle2 as="h3" id="history-compare">
        {t('compare', { number })}
      </Subtitle2>
      {detail.diff.length === 0 ? (
        <Text data-testid="history-no-difference">{t('noDifference')}</Text>
      ) : (
        <ul className={styles.changes}>
          {detail.diff.map((change) => (
            <li key={change.field} className={styles.change} data-testid="history-change">
              <Text weight="semibold">
                {t(`fields.${change.field}`, { defaultValue: change.label })}
              </Text>
              <div className={styles.sides}>
                <div className={mergeClasses(styles.side, styles.old)}>
                  <Caption1 className={styles.caption}>{t('inRevision', { number })}</Caption1>
                  <ChangeValue
                    field={change.field}
                    value={change.revision}
                    imageAlt={t('imageIn', { number })}
                  />
                </div>
                <div className={mergeClasses(styles.side, styles.now)}>
                  <Caption1 className={styles.caption}>{t('now')}</Caption1>
                  <ChangeValue
                    field={change.field}
                    value={change.current}
                    imageAlt={t('imageNow')}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('restoreNeedsConnection')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={busy ? <Spinner size="tiny" /> : <ArrowUndo20Regular />}
          disabled={!online || busy || detail.diff.length === 0}
          onClick={onRestore}
          data-testid="history-restore"
        >
          {t('restore')}
        </Button>
      </div>
    </section>
  );
}
