import { Body1, Title1 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ClubLogo } from '@/components/club/ClubLogo';
import { NeedsJavaScript } from '@/components/layout/NeedsJavaScript';
import { useLang } from '@/i18n/useLang';
import { isApiError } from '@/api/ApiError';
import { errorMessage, successText } from '@/api/errorMessage';
import { ACCOUNT_BLOCKED, clearSessionEnd, type SessionEnd } from '@/auth/session';
import { useAuth } from '@/auth/useAuth';
import { useSessionEnd } from '@/auth/useSessionEnd';
import { useFlash } from '@/components/flash/useFlash';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { BlockedNotice } from '@/features/login/components/BlockedNotice';
import { LoginForm } from '@/features/login/components/LoginForm';
import { useLoginPageStyles } from '@/features/login/pages/LoginPage.styles';
import '@/features/login/strings';
import type { LoginValues } from '@/features/login/loginValidation';

/** Where to go after login: back to the account page that sent the user here, else Dashboard. */
function targetAfterLogin(lang: string, state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`/${lang}/account`)
    ? from
    : `/${lang}/account`;
}

/** `/:lang/login` (spec sections 2, 4, 5). */
export function LoginPage() {
  const styles = useLoginPageStyles();
  const { t, i18n } = useTranslation('login');
  const lang = useLang();
  const { status, login } = useAuth();
  const flash = useFlash();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('title'));
  // A blocked account: the reason the session ended, or the answer to a login attempt.
  const ended = useSessionEnd();
  const [refused, setRefused] = useState<SessionEnd | null>(null);
  const [attempt, setAttempt] = useState(0);
  const blocked = ended ?? refused;

  // One message on the page: what the account area showed before (e.g. "will be sent once
  // online") no longer holds, and a refused attempt says the same as the notice.
  const { clear } = flash;
  useEffect(() => {
    if (blocked) clear();
  }, [blocked, attempt, clear]);

  if (status === 'authenticated') {
    return <Navigate to={targetAfterLogin(lang, location.state)} replace />;
  }

  const submit = async ({ email, password }: LoginValues, botToken: string | null) => {
    try {
      const envelope = await login(email, password, botToken ?? undefined);
      if (envelope.message)
        flash.show(successText(envelope.message, t('loggedIn'), i18n), 'success');
      navigate(targetAfterLogin(lang, location.state), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === ACCOUNT_BLOCKED) {
        // Said again by the notice (announced anew), not by a flash beside it.
        if (!ended) setRefused({ code: ACCOUNT_BLOCKED, message: error.message, userId: null });
        setAttempt((n) => n + 1);
      } else {
        // Another account's attempt (or a typo): the blocked notice was about the last session.
        clearSessionEnd();
        setRefused(null);
        flash.show(errorMessage(error, i18n), 'error');
      }
      throw error;
    }
  };

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby="login-heading">
        <div className={styles.header}>
          <ClubLogo size={48} />
          <Title1 as="h1" id="login-heading" className={styles.title}>
            {t('title')}
          </Title1>
        </div>
        <Body1 as="p" className={styles.intro}>
          {t('intro')}
        </Body1>
        <NeedsJavaScript />
        {blocked && <BlockedNotice key={attempt} end={blocked} />}
        <LoginForm onSubmit={submit} />
      </section>
    </div>
  );
}
