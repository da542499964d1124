import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { errorMessage } from '@/api/errorMessage';
import type { SessionUser, User } from '@/api/types';
import { sessionUser, updateSessionUser } from '@/auth/session';
import { useFlash } from '@/components/flash/useFlash';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUpdateProfile } from '@/features/profile/api/useUpdateProfile';
import { PROFILE_LIMITS, profileSchema, profileValues } from '@/features/profile/profileSchema';
import '@/features/profile/strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  names: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/**
 * Name and phone of the own account (PUT /api/profile). Save is enabled only for a valid change
 * while online; the server's field messages land on their fields, one flash says how it went.
 */
export function ProfileDetailsForm({ user, online }: { user: SessionUser; online: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const styles = useStyles();
  const flash = useFlash();
  const update = useUpdateProfile();
  const form = useEntityForm(profileSchema, { defaultValues: profileValues(user) });
  const { isValid, isDirty, isSubmitting } = form.formState;
  const { follow } = form;

  // The session's copy changed (a photo upload, a refresh): untouched fields follow it.
  const { firstname, lastname, phone } = user;
  useEffect(() => {
    follow(profileValues({ firstname, lastname, phone }));
  }, [firstname, lastname, phone, follow]);

  const submit = form.handleSubmit(async (values) => {
    // The version at the moment of saving: a photo upload since the render has raised it.
    const version = sessionUser()?.version ?? user.version;
    try {
      const envelope = await update.mutateAsync({
        values: { ...values, phone: values.phone || null },
        version,
      });
      if (envelope.data) form.reset(profileValues(envelope.data));
      flash.show(t('profile.details.saved'), 'success');
    } catch (error) {
      // Changed elsewhere meanwhile: the session takes the server's copy, the typed values stay
      // and the next save is based on it.
      if (isApiError(error) && error.status === 412 && error.data) {
        updateSessionUser(error.data as User);
      }
      form.showServerError(error);
      flash.show(errorMessage(error, i18n), 'error');
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="profile-details-form"
    >
      <div className={styles.names}>
        <FormTextField
          control={form.control}
          name="firstname"
          label={t('profile.details.firstname')}
          required
          maxLength={PROFILE_LIMITS.name}
          autoComplete="given-name"
        />
        <FormTextField
          control={form.control}
          name="lastname"
          label={t('profile.details.lastname')}
          required
          maxLength={PROFILE_LIMITS.name}
          autoComplete="family-name"
        />
      </div>
      <FormTextField
        control={form.control}
        name="phone"
        type="tel"
        label={t('profile.details.phone')}
        hint={t('profile.details.phoneHint')}
        maxLength={PROFILE_LIMITS.phone}
        autoComplete="tel"
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!online || !isValid || !isDirty || isSubmitting}
          icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="profile-save"
        >
          {isSubmitting ? t('profile.details.saving') : t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}
