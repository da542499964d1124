import { Field, Input, Textarea } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/fieldError';
import '@/components/form/strings';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** Shows the length and warns when the text nears it (spec section 5: length warning). */
  maxLength?: number;
  type?:
    'text' | 'email' | 'url' | 'tel' | 'number' | 'time' | 'date' | 'password' | 'datetime-local';
  /** The browser's autofill hint (`current-password`, `new-password`, `tel`, …). */
  autoComplete?: string;
  hint?: string;
  disabled?: boolean;
}

/** Share of `maxLength` from which the length is shown as a warning. */
const WARN_AT = 0.9;

/**
 * A Fluent `Field` bound to one form value: required marker, the rule's or the server's message
 * (a `form:` key is translated, a server sentence is shown as it is), and the length warning.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  multiline,
  maxLength,
  type = 'text',
  hint,
  disabled,
  autoComplete,
}: FormTextFieldProps<T>) {
  const { t } = useTranslation('form');
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  const error = fieldErrorText(fieldState.error, t);
  const nearLimit = maxLength !== undefined && value.length >= maxLength * WARN_AT;
  const lengthText =
    maxLength !== undefined && value.length > 0
      ? t('form:length', { count: value.length, max: maxLength })
      : undefined;
  const control_ = {
    name: field.name,
    value,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled,
    autoComplete,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <Field
      label={label}
      required={required}
      validationState={error ? 'error' : nearLimit ? 'warning' : 'none'}
      validationMessage={error ?? (nearLimit ? lengthText : undefined)}
      hint={!error && !nearLimit ? (lengthText ?? hint) : undefined}
    >
      {multiline ? (
        <Textarea
          {...control_}
          resize="vertical"
          onChange={(_event, data) => field.onChange(data.value)}
        />
      ) : (
        <Input {...control_} type={type} onChange={(_event, data) => field.onChange(data.value)} />
      )}
    </Field>
  );
}
