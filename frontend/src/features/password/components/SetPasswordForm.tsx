import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateNewPassword,
  type NewPasswordValues,
} from '@/features/password/passwordValidation';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** New password, typed twice (reset and account verification). */
export function SetPasswordForm({
  submitLabel,
  disabled,
  onSubmit,
}: {
  submitLabel: string;
  disabled: boolean;
  onSubmit(password: string): Promise<void>;
}) {
  const styles = useStyles();
  const { t } = useTranslation('password');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [submitting, setSubmitting] = useState(false);
  const errors = validateNewPassword(values);
  const valid = !errors.password && !errors.confirm;
  const canSubmit = valid && !submitting && !disabled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit(values.password);
    } finally {
      setSubmitting(false);
    }
  };
  const message = (field: keyof NewPasswordValues) => {
    const key = errors[field];
    return touched[field] && key ? t(key) : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label={t('newPassword')}
        hint={t('passwordHint')}
        required
        validationMessage={message('password')}
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          disabled={disabled}
          data-testid="new-password"
          onChange={(_e, data) => setValues((v) => ({ ...v, password: data.value }))}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        />
      </Field>
      <Field label={t('confirmPassword')} required validationMessage={message('confirm')}>
        <Input
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          disabled={disabled}
          data-testid="confirm-password"
          onChange={(_e, data) => setValues((v) => ({ ...v, confirm: data.value }))}
          onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!canSubmit}
          icon={submitting ? <Spinner size="tiny" /> : undefined}
          data-testid="set-password-submit"
        >
          {submitting ? t('sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
