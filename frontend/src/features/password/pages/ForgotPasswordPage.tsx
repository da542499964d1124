import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/typed';
import { errorMessage } from '@/api/errorMessage';
import { useLang } from '@/i18n/useLang';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { useFormFromPage } from '@/components/earlyInput';
import { PageForm } from '@/components/form/PageForm';
import {
  BOT_CHECK_SITE_KEY,
  BotCheck,
  EMAIL_PATTERN_ATTRIBUTE,
  validateLogin,
} from '@/features/login';
import { PasswordCard } from '@/features/password/components/PasswordCard';
import { useRedirectToLogin } from '@/features/password/useRedirectToLogin';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/password.json';
import en from '@/locales/en/password.json';

addNamespace('password', { de, en });

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** `/:lang/forgotPassword`: asks for a reset link (POST /api/forgotPassword). */
export function ForgotPasswordPage({
  botCheckSiteKey = BOT_CHECK_SITE_KEY,
}: {
  botCheckSiteKey?: string;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('password');
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useFormFromPage(['email'], (shown) => {
    if (shown.email !== undefined) setEmail(shown.email);
  });
  usePageMeta({ title: t('forgot.title'), description: t('forgot.intro'), noindex: true });
  useRedirectToLogin(done);

  // The login form's e-mail rule and messages (spec section 5).
  const emailError = validateLogin({ email, password: 'x' }).email;
  const needsBotCheck = botCheckSiteKey !== '';
  const canSubmit = !emailError && !submitting && !done && (!needsBotCheck || !!botToken);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit) return;
    setSubmitting(true);
    setError(null);
    try {
      await api.post('/api/forgotPassword', {
        json: { email: email.trim(), recaptchaToken: botToken ?? undefined },
      });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, i18n));
    } finally {
      setSubmitting(false);
      if (needsBotCheck) setAttempt((n) => n + 1);
    }
  };

  return (
    <PasswordCard title={t('forgot.title')} intro={t('forgot.intro')} testId="forgot-password">
      {done ? (
        <MessageBar intent="success" data-testid="forgot-password-success">
          <MessageBarBody>
            {t('forgot.success')} {t('redirecting')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" data-testid="forgot-password-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PageForm
        ref={form}
        checked={!needsBotCheck}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
      >
        <Field
          label={t('email')}
          required
          validationMessage={touched && emailError ? t(`login:${emailError}`) : undefined}
        >
          <Input
            type="email"
            name="email"
            autoComplete="username"
            pattern={EMAIL_PATTERN_ATTRIBUTE}
            value={email}
            disabled={done}
            data-testid="forgot-password-email"
            onChange={(_e, data) => setEmail(data.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
        {needsBotCheck ? (
          <BotCheck
            siteKey={botCheckSiteKey}
            label={t('login:botCheck')}
            resetKey={attempt}
            onToken={setBotToken}
          />
        ) : null}
        <div className={styles.actions}>
          <RouterLink to={`/${lang}/login`}>{t('backToLogin')}</RouterLink>
          <Button
            type="submit"
            appearance="primary"
            disabled={!canSubmit}
            icon={submitting ? <Spinner size="tiny" /> : undefined}
            data-testid="forgot-password-submit"
          >
            {submitting ? t('sending') : t('forgot.submit')}
          </Button>
        </div>
      </PageForm>
    </PasswordCard>
  );
}
