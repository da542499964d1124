import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { RouterLink } from '@/components/RouterLink';
import { BOT_CHECK_SITE_KEY, BotCheck } from '@/features/login/components/BotCheck';
import { useLoginFormStyles } from '@/features/login/components/LoginForm.styles';
import { useFormFromPage } from '@/components/earlyInput';
import { PageForm } from '@/components/form/PageForm';
import {
  EMAIL_PATTERN_ATTRIBUTE,
  isLoginValid,
  validateLogin,
  type LoginValues,
} from '@/features/login/loginValidation';

const FIELDS = ['email', 'password'] as const;

export interface LoginFormProps {
  /** Resolves when done; a rejection means the attempt failed (the page shows the flash). */
  onSubmit(values: LoginValues, botToken: string | null): Promise<unknown>;
  /** Site key of the bot check; '' hides it. Defaults to VITE_BOT_CHECK_SITE_KEY. */
  botCheckSiteKey?: string;
}

/** Spec sections 2 and 5: email, password, forgot-password link; disabled while invalid. */
export function LoginForm({ onSubmit, botCheckSiteKey = BOT_CHECK_SITE_KEY }: LoginFormProps) {
  const styles = useLoginFormStyles();
  const { t } = useTranslation('login');
  const lang = useLang();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // What was pasted or filled in before the app started (or silently since) is what is sent.
  const form = useFormFromPage(FIELDS, (shown) => setValues((v) => ({ ...v, ...shown })));

  const errors = validateLogin(values);
  const needsBotCheck = botCheckSiteKey !== '';
  const canSubmit = isLoginValid(values) && !submitting && (!needsBotCheck || !!botToken);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password }, botToken);
    } catch {
      // The caller shows the message; the form stays for another attempt.
    } finally {
      setSubmitting(false);
      if (needsBotCheck) setAttempt((n) => n + 1);
    }
  };

  const fieldError = (field: keyof LoginValues) =>
    touched[field] && errors[field] ? t(errors[field]) : undefined;

  return (
    <PageForm
      ref={form}
      checked={!needsBotCheck}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      data-testid="login-form"
    >
      <Field label={t('email')} required validationMessage={fieldError('email')}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          pattern={EMAIL_PATTERN_ATTRIBUTE}
          value={values.email}
          data-testid="login-email"
          onChange={(_e, data) => setValues((v) => ({ ...v, email: data.value }))}
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
        />
      </Field>
      <Field label={t('password')} required validationMessage={fieldError('password')}>
        <Input
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={values.password}
          data-testid="login-password"
          onChange={(_e, data) => setValues((v) => ({ ...v, password: data.value }))}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={showPassword ? t('hidePassword') : t('showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            />
          }
        />
      </Field>
      {needsBotCheck ? (
        <BotCheck
          siteKey={botCheckSiteKey}
          label={t('botCheck')}
          resetKey={attempt}
          onToken={setBotToken}
        />
      ) : null}
      <div className={styles.actions}>
        <RouterLink to={`/${lang}/forgotPassword`} data-testid="login-forgot-password">
          {t('forgotPassword')}
        </RouterLink>
        <Button
          type="submit"
          appearance="primary"
          disabled={!canSubmit}
          icon={submitting ? <Spinner size="tiny" /> : undefined}
          data-testid="login-submit"
        >
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </PageForm>
  );
}
