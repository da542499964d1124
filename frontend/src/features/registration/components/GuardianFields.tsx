import { Checkbox, Field } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';

/**
 * A parent's name and consent. With the app only when the year of birth gives an age below
 * `below` (`needed`); on the server's page always, with the note that they are only for minors.
 */
export function GuardianFields({
  needed,
  below,
  name,
  consent,
  consentError,
  consentRef,
  onConsent,
}: {
  needed: boolean;
  below: number;
  name: ReactNode;
  consent: boolean;
  consentError: string | undefined;
  consentRef: (element: HTMLInputElement | null) => void;
  onConsent: (checked: boolean) => void;
}) {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  return (
    <fieldset className={styles.fieldset} data-testid="registration-guardian">
      <legend className={styles.legend}>{t('form.guardianLegend')}</legend>
      <p className={styles.note} data-testid="registration-guardian-note">
        {needed ? t('form.guardianNeeded', { age: below }) : t('form.guardianNote', { age: below })}
      </p>
      {name}
      <Field validationMessage={consentError} validationState={consentError ? 'error' : 'none'}>
        <Checkbox
          ref={consentRef}
          name="guardian_consent"
          value="true"
          checked={consent}
          onChange={(_, data) => onConsent(data.checked === true)}
          label={t('form.fields.guardian_consent')}
          data-testid="registration-guardian_consent"
        />
      </Field>
    </fieldset>
  );
}
