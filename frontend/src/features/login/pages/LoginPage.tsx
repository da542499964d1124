import { Body1, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ClubLogo } from '@/components/club/ClubLogo';
import { useLang } from '@/i18n/useLang';
import { errorMessage } from '@/api/errorMessage';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash/useFlash';
import { useDocumentTitle } from '@/components/useDocumentTitle';
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

  if (status === 'authenticated') {
    return <Navigate to={targetAfterLogin(lang, location.state)} replace />;
  }

  const submit = async ({ email, password }: LoginValues, botToken: string | null) => {
    try {
      const envelope = await login(email, password, botToken ?? undefined);
      if (envelope.message) flash.show(envelope.message, 'success');
      navigate(targetAfterLogin(lang, location.state), { replace: true });
    } catch (error) {
      flash.show(errorMessage(error, i18n), 'error');
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
        <LoginForm onSubmit={submit} />
      </section>
    </div>
  );
}
