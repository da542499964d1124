import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/types';
import '@/features/support/strings';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Unread or read, open or handled, and a mail the office never got. */
export function SupportStatusBadges({ message }: { message: SupportRequest }) {
  const { t } = useTranslation('support');
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {!message.read_at && (
        <Badge appearance="filled" color="brand" data-testid="support-unread">
          {t('unread')}
        </Badge>
      )}
      {message.done ? (
        <Badge appearance="tint" color="success" data-testid="support-handled">
          {t('handled')}
        </Badge>
      ) : (
        <Badge appearance="outline" color="informative" data-testid="support-open">
          {t('open')}
        </Badge>
      )}
      {message.mail_status === 'failed' && (
        <Badge appearance="tint" color="warning">
          {t('mailFailed')}
        </Badge>
      )}
    </span>
  );
}
