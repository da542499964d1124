import {
  Checkbox,
  Field,
  FieldContextProvider,
  Select,
  makeStyles,
  tokens,
  useFieldContext_unstable,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/fieldError';
import '@/components/form/strings';

const useStyles = makeStyles({
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  choices: readonly Choice[];
  required?: boolean;
  /** Shown instead of the rule's message, e.g. "could not be loaded". */
  problem?: string;
  placeholder?: string;
}

function useChoiceField<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { t } = useTranslation('form');
  const { field, fieldState } = useController({ control, name });
  return { t, field, error: fieldErrorText(fieldState.error, t) };
}

/**
 * A list value as checkboxes, all visible (genders, categories, trainers): one tap each on a
 * phone, no popup to dismiss, and it works the same with a keyboard and a screen reader.
 */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  required,
  problem,
}: ChoiceFieldProps<T>) {
  const styles = useStyles();
  const { field, error } = useChoiceField(control, name);
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const shown = problem ?? error;
  return (
    <Field
      // Not `required`: Field would mark every checkbox as required; the star goes on the label.
      label={required ? `${label} *` : label}
      validationState={shown ? 'error' : 'none'}
      validationMessage={shown}
    >
      <CheckGroup className={styles.checks} label={label} name={field.name}>
        {/* Each box is named by its own label; the group carries the field's name. */}
        <FieldContextProvider value={undefined}>
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              label={choice.label}
              checked={selected.includes(choice.value)}
              onBlur={field.onBlur}
              onChange={(_event, data) =>
                field.onChange(
                  data.checked
                    ? [...selected, choice.value]
                    : selected.filter((value) => value !== choice.value),
                )
              }
            />
          ))}
        </FieldContextProvider>
      </CheckGroup>
    </Field>
  );
}

/**
 * The group of boxes inside its Field: a screen reader hears the field's message (what is
 * missing) with the group, as it does for a text field (the message's id from Fluent's Field).
 */
function CheckGroup({
  className,
  label,
  name,
  children,
}: {
  className: string;
  label: string;
  name: string;
  children: ReactNode;
}) {
  const messageId = useFieldContext_unstable()?.validationMessageId;
  return (
    <div
      className={className}
      role="group"
      aria-label={label}
      aria-describedby={messageId}
      data-field={name}
    >
      {children}
    </div>
  );
}

/** One value out of a list (a native select: best on phones). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  required,
  problem,
  placeholder,
}: ChoiceFieldProps<T>) {
  const { t, field, error } = useChoiceField(control, name);
  const shown = problem ?? error;
  return (
    <Field
      label={label}
      required={required}
      validationState={shown ? 'error' : 'none'}
      validationMessage={shown}
    >
      <Select
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onBlur={field.onBlur}
        onChange={(_event, data) => field.onChange(data.value)}
      >
        <option value="">{placeholder ?? t('choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
