import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { answerText } from '@/api/errorMessage';
import type { SessionEnd } from '@/auth/session';
import { useBlockedNoticeStyles } from '@/features/login/components/BlockedNotice.styles';
import { useHeldChanges } from '@/features/login/components/useHeldChanges';

/**
 * The one message of a login page after the account was blocked: the server's sentence (in
 * English the code's text), and that the changes not sent stay on the device until a login.
 */
export function BlockedNotice({ end }: { end: SessionEnd }) {
  const { t, i18n } = useTranslation('login');
  const styles = useBlockedNoticeStyles();
  const held = useHeldChanges(end.userId);
  const reason = answerText(end.code, end.message || i18n.t('errors:ACCOUNT_BLOCKED'), i18n);
  return (
    <MessageBar intent="error" layout="multiline" data-testid="login-blocked">
      <MessageBarBody>
        <MessageBarTitle>{reason}</MessageBarTitle>
        {held > 0 && (
          <span className={styles.held} data-testid="login-blocked-held">
            {' '}
            {t('blocked.held', { count: held })}
          </span>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
