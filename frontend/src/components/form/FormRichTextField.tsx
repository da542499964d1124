import { Field } from '@fluentui/react-components';
import { lazy, Suspense, useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/fieldError';
import '@/components/form/strings';

const loadEditor = () => import('@/components/richtext/RichTextEditor');

/**
 * Loads the editor (TipTap, ProseMirror) ahead of its first form: a page with rich-text forms
 * calls it on mount, so the editor opens also after the connection is gone.
 */
export function preloadRichTextEditor(): void {
  void loadEditor().catch(() => undefined);
}

const RichTextEditor = lazy(async () => ({ default: (await loadEditor()).RichTextEditor }));

export interface FormRichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/** A Fluent `Field` around the rich-text editor, bound to one form value (HTML). */
export function FormRichTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: FormRichTextFieldProps<T>) {
  const { t } = useTranslation('form');
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(fieldState.error, t);
  return (
    <Field
      label={{ children: label, id: labelId }}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Suspense fallback={<div aria-busy="true" />}>
        <RichTextEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={labelId}
          invalid={Boolean(error)}
        />
      </Suspense>
    </Field>
  );
}
