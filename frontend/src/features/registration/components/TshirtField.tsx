import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TSHIRT_SIZES } from '@/features/registration/registration';

const ADULT_SIZES = TSHIRT_SIZES.filter((size) => !/^\d/.test(size));
const CHILD_SIZES = TSHIRT_SIZES.filter((size) => /^\d/.test(size));

/** The T-shirt size: a native select (it works without the app), adults' and children's sizes. */
export function TshirtField({
  value,
  error,
  selectRef,
  onChange,
}: {
  value: string;
  error: string | undefined;
  selectRef: (element: HTMLSelectElement | null) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <Field
      label={t('form.fields.tshirt')}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Select
        ref={selectRef}
        name="tshirt"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        data-testid="registration-tshirt"
      >
        <option value="">{t('form.tshirtChoose')}</option>
        <optgroup label={t('form.tshirtAdults')}>
          {ADULT_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </optgroup>
        <optgroup label={t('form.tshirtChildren')}>
          {CHILD_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </optgroup>
      </Select>
    </Field>
  );
}
