import {
  Body1,
  Button,
  Caption1,
  Card,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { MailRead20Regular, Mail20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/types';
import { formatDateTime } from '@/components/format/date';
import { SupportStatusBadges } from '@/features/support/components/SupportStatusBadges';
import '@/features/support/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  unread: { borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}` },
  subject: { overflowWrap: 'anywhere' },
  readSubject: { fontWeight: tokens.fontWeightRegular },
  meta: { color: tokens.colorNeutralForeground3 },
  preview: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
});

export interface SupportMessageCardProps {
  message: SupportRequest;
  /** False offline: the inbox needs the server to open (and mark read) a message. */
  canOpen: boolean;
  onOpen(message: SupportRequest): void;
}

/** A message in the inbox: subject (bold while unread), sender, arrival, state, the start of it. */
export function SupportMessageCard({ message, canOpen, onOpen }: SupportMessageCardProps) {
  const { t } = useTranslation('support');
  const styles = useStyles();
  const unread = !message.read_at;
  return (
    <Card className={mergeClasses(styles.card, unread && styles.unread)}>
      <Subtitle2 as="h2" className={mergeClasses(styles.subject, !unread && styles.readSubject)}>
        {message.subject}
      </Subtitle2>
      <Caption1 className={styles.meta}>
        {t('from', { name: message.name })} ·{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </Caption1>
      <Body1 className={styles.preview}>{message.message}</Body1>
      <div className={styles.footer}>
        <SupportStatusBadges message={message} />
        <Button
          icon={unread ? <Mail20Regular /> : <MailRead20Regular />}
          disabled={!canOpen}
          onClick={() => onOpen(message)}
          aria-label={t('openMessage', { subject: message.subject })}
          data-testid="support-open-message"
        >
          {t('openButton')}
        </Button>
      </div>
    </Card>
  );
}
