import { Badge, Body1, Caption1, Card, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { StaffCardFooter } from '@/components/staff/StaffCardFooter';
import { formatDateTime } from '@/components/format/date';
import { bannerState, type LocalBanner } from '@/features/banners/offline';
import type { OutboxRow } from '@/offline/types';
import '@/features/banners/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  link: { overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const SEVERITY_COLOR = { info: 'informative', warning: 'warning', error: 'danger' } as const;
const STATE_COLOR = { active: 'success', upcoming: 'informative', ended: 'subtle' } as const;

export interface BannerCardProps {
  item: LocalBanner;
  rows: OutboxRow[] | undefined;
  onEdit(item: LocalBanner): void;
  onRemove(item: LocalBanner): void;
}

/** A banner in the back office: whether it shows now, its kind, text, link and time; actions. */
export function BannerCard({ item, rows, onEdit, onRemove }: BannerCardProps) {
  const { t } = useTranslation(['banners', 'account']);
  const styles = useStyles();
  const state = bannerState(item);
  const title = item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text;
  return (
    <Card className={styles.card}>
      <div className={styles.badges}>
        <Badge appearance="filled" color={STATE_COLOR[state]} data-testid="banner-state">
          {t(`state.${state}`)}
        </Badge>
        <Badge appearance="tint" color={SEVERITY_COLOR[item.severity]}>
          {t(`severity.${item.severity}`)}
        </Badge>
      </div>
      <Body1 className={styles.text} data-testid="banner-text">
        {item.text}
      </Body1>
      {item.link && (
        <Link href={item.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {item.link}
        </Link>
      )}
      <Caption1 className={styles.meta}>
        {t('banners.window', {
          from: formatDateTime(item.starts_at),
          until: formatDateTime(item.ends_at),
        })}
      </Caption1>
      <StaffCardFooter
        testId="banner"
        rows={rows}
        texts={{
          edit: t('banners.editAction', { title: title }),
          delete: t('banners.delete', { title: title }),
          deleteTitle: t('banners.deleteTitle'),
          deleteText: t('banners.deleteText', { title: title }),
        }}
        onEdit={() => onEdit(item)}
        onDelete={() => onRemove(item)}
      />
    </Card>
  );
}
