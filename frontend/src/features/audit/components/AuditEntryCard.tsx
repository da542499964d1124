import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/types';
import { formatDateTime } from '@/components/format/date';
import { actionLabel } from '@/features/audit/auditActions';
import '@/features/audit/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  action: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/** The details' plain values as "key: value" (nested ones are left to the backup). */
function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** One entry: when, who (name and e-mail, or that the account is gone), what, on what. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const styles = useStyles();
  const actor = entry.actor;
  const who = !actor
    ? t('unknownActor')
    : actor.name
      ? `${actor.name}${actor.email ? ` (${actor.email})` : ''}`
      : (actor.email ?? t('deletedActor'));
  const details = detailText(entry.details);
  return (
    <Card className={styles.card}>
      <div className={styles.head}>
        <Text className={styles.action} data-testid="audit-action">
          {actionLabel(entry.action, t)}
        </Text>
        <Caption1 className={styles.meta}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Caption1>
      </div>
      <Text data-testid="audit-actor">{who}</Text>
      {entry.entity_type && (
        <Caption1 className={styles.meta}>
          {t('target', { type: entry.entity_type, id: entry.entity_id ?? '' })}
        </Caption1>
      )}
      {details && <Caption1 className={styles.meta}>{details}</Caption1>}
    </Card>
  );
}
