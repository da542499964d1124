import { Badge, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format/date';
import type { Revision } from '@/features/history/types';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    width: '100%',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    textAlign: 'start',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  number: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, flexBasis: '100%' },
});

/** The published versions, newest first; choosing one shows its difference (aria-pressed). */
export function RevisionList({
  revisions,
  selected,
  onSelect,
}: {
  revisions: readonly Revision[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('history');
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={t('versions')} data-testid="history-revisions">
      {revisions.map((revision) => (
        <li key={revision._id}>
          <button
            type="button"
            className={mergeClasses(styles.item, revision._id === selected && styles.selected)}
            aria-pressed={revision._id === selected}
            onClick={() => onSelect(revision._id)}
            data-testid="history-revision"
          >
            <span className={styles.number}>{t('version', { number: revision.number })}</span>
            {revision.current && (
              <Badge appearance="tint" color="success">
                {t('current')}
              </Badge>
            )}
            {revision.via_request && (
              <Badge appearance="tint" color="informative">
                {t('viaRequest')}
              </Badge>
            )}
            <Caption1 className={styles.meta}>
              {t('publishedBy', {
                date: formatDateTime(revision.published_at),
                name: revision.published_by?.name ?? t('unknownPerson'),
              })}
            </Caption1>
          </button>
        </li>
      ))}
    </ul>
  );
}
