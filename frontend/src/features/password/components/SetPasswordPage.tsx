import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '@/api/typed';
import { errorMessage } from '@/api/errorMessage';
import { useLang } from '@/i18n/useLang';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { PasswordCard } from '@/features/password/components/PasswordCard';
import { SetPasswordForm } from '@/features/password/components/SetPasswordForm';
import { readToken } from '@/features/password/passwordValidation';
import { useRedirectToLogin } from '@/features/password/useRedirectToLogin';

/**
 * The page a mailed link opens (`?token=…`): reset sets a new password (POST /api/resetPassword),
 * verification confirms a new account and sets its first password (POST /api/verifyAccount).
 */
export function SetPasswordPage({ mode }: { mode: 'reset' | 'verify' }) {
  const { t, i18n } = useTranslation('password');
  const lang = useLang();
  const [search] = useSearchParams();
  const token = readToken(search);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  usePageMeta({ title: t(`${mode}.title`), description: t(`${mode}.intro`), noindex: true });
  useRedirectToLogin(done);

  const submit = async (password: string) => {
    setError(null);
    if (!token) return; // the form is disabled without one; the message above says why
    try {
      const json = { token, password };
      await (mode === 'reset'
        ? api.post('/api/resetPassword', { json })
        : api.post('/api/verifyAccount', { json }));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, i18n));
    }
  };

  return (
    <PasswordCard title={t(`${mode}.title`)} intro={t(`${mode}.intro`)} testId={`${mode}-password`}>
      {!token ? (
        <MessageBar intent="error" layout="multiline" data-testid="set-password-no-token">
          <MessageBarBody>
            {t('noToken')}{' '}
            <RouterLink to={`/${lang}/forgotPassword`}>{t('requestNewLink')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {done ? (
        <MessageBar intent="success" layout="multiline" data-testid="set-password-success">
          <MessageBarBody>
            {t(`${mode}.success`)} {t('redirecting')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" layout="multiline" data-testid="set-password-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <SetPasswordForm
        submitLabel={t(`${mode}.submit`)}
        disabled={!token || done}
        onSubmit={submit}
      />
      <RouterLink to={`/${lang}/login`}>{t('backToLogin')}</RouterLink>
    </PasswordCard>
  );
}
