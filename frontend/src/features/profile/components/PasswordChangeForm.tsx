import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/errorMessage';
import { clearSession } from '@/auth/session';
import { useFlash } from '@/components/flash/useFlash';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useLang } from '@/i18n/useLang';
import { useChangePassword } from '@/features/profile/api/useChangePassword';
import { EMPTY_PASSWORDS, passwordSchema } from '@/features/profile/profileSchema';
import '@/features/profile/strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/**
 * The own password: the current one, the new one twice. The server ends every session of the
 * account on success (spec section 4), so the device lets go of its session too and shows the
 * login page with the message to log in with the new password, once.
 */
export function PasswordChangeForm({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const styles = useStyles();
  const flash = useFlash();
  const navigate = useNavigate();
  const lang = useLang();
  const change = useChangePassword();
  const form = useEntityForm(passwordSchema, { defaultValues: EMPTY_PASSWORDS });
  const { isValid, isSubmitting } = form.formState;
  const { watch, trigger, getFieldState } = form;

  // The repetition is checked again when the new password changes after it was typed.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'newPassword' && getFieldState('confirm').isTouched) void trigger('confirm');
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      form.showServerError(error);
      flash.show(errorMessage(error, i18n), 'error');
      return;
    }
    flash.show(t('profile.password.changed'), 'success');
    // The server has revoked the session already; the queue and local copies stay for the same
    // person's next login, as after any session the server ended.
    clearSession();
    void navigate(`/${lang}/login`, { replace: true });
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="password-change-form"
    >
      <Text>{t('profile.password.hint')}</Text>
      <FormTextField
        control={form.control}
        name="currentPassword"
        type="password"
        label={t('profile.password.current')}
        required
        autoComplete="current-password"
      />
      <FormTextField
        control={form.control}
        name="newPassword"
        type="password"
        label={t('profile.password.new')}
        hint={t('profile.password.newHint')}
        required
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="confirm"
        type="password"
        label={t('profile.password.confirm')}
        required
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!online || !isValid || isSubmitting}
          icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="password-change-submit"
        >
          {isSubmitting ? t('profile.password.submitting') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
