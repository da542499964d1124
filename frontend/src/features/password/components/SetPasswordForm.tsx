import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFromPage } from '@/components/earlyInput';
import { matchesField, PageForm } from '@/components/form/PageForm';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  validateNewPassword,
  type NewPasswordValues,
} from '@/features/password/passwordValidation';

const FIELDS = ['password', 'confirm'] as const;
// The length rule as the browser checks it before the app runs (CHECKED_FORM): a pattern holds
// also for a value a password manager put in, where minlength only counts typing.
const LENGTH_PATTERN = `.{${PASSWORD_MIN},${PASSWORD_MAX}}`;

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
  const form = useFormFromPage(FIELDS, (shown) => setValues((v) => ({ ...v, ...shown })));
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
    <PageForm
      ref={form}
      checked={!disabled}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
    >
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
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          pattern={LENGTH_PATTERN}
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
          {...matchesField('password')}
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
    </PageForm>
  );
}
