import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/types';
import { formatDateTime } from '@/components/format/date';
import { actionLabel } from '@/features/audit/auditActions';
import { detailFields, targetText } from '@/features/audit/auditDetails';
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

/**
 * One entry: when, who (name and e-mail, or that the account is gone), what, on what (its kind
 * and name), and its details as labelled fields.
 */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const styles = useStyles();
  const actor = entry.actor;
  const who = !actor
    ? t('unknownActor')
    : actor.name
      ? `${actor.name}${actor.email ? ` (${actor.email})` : ''}`
      : (actor.email ?? t('deletedActor'));
  const target = targetText(entry, t);
  const details = detailFields(entry, t);
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
      {target && (
        <Caption1 className={styles.meta} data-testid="audit-target">
          {target}
        </Caption1>
      )}
      {details.length > 0 && (
        <Caption1 className={styles.meta} data-testid="audit-details">
          {details.map(({ label, value }) => `${label}: ${value}`).join(' · ')}
        </Caption1>
      )}
    </Card>
  );
}
