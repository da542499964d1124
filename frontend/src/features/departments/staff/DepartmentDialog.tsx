import { Field, Switch } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormRichTextField } from '@/components/form/FormRichTextField';
import { FormTextField } from '@/components/form/FormTextField';
import { ImagePicker } from '@/components/form/ImagePicker';
import { requiredRichText, requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import type { LocalDepartment } from '@/features/departments/offline';
import '@/features/departments/staff/strings';

/** The limits of `CreateDepartmentDto` (the name is the short one of the menu, 2 characters up). */
export const DEPARTMENT_LIMITS = { name: 60, title: 120, description: 10_000 } as const;

export const departmentSchema = z.object({
  name: z.string().trim().min(1, 'form:required').min(2, 'form:min2').max(60, 'form:tooLong'),
  title: requiredText(DEPARTMENT_LIMITS.title),
  description: requiredRichText(DEPARTMENT_LIMITS.description),
  /** Only a create sends it; afterwards the card's switch changes it (online). */
  public: z.boolean(),
});
export type DepartmentValues = z.output<typeof departmentSchema>;

export interface DepartmentImages {
  image: File | null;
  icon: File | null;
}

export interface DepartmentDialogProps {
  department: LocalDepartment | null;
  onSave(values: DepartmentValues, images: DepartmentImages): Promise<void>;
  onClose(): void;
}

/**
 * Create or edit a department: name, title, rich-text description, photo and icon; a new one
 * also whether it is public from the start.
 */
export function DepartmentDialog({ department, onSave, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation(['departmentsStaff', 'account']);
  const [images, setImages] = useState<DepartmentImages>({ image: null, icon: null });
  // Read at submit time: a save right after a pick must not use the render before the pick.
  const picked = useRef(images);
  const pick = (slot: keyof DepartmentImages, file: File) => {
    picked.current = { ...picked.current, [slot]: file };
    setImages(picked.current);
  };
  const form = useEntityForm(departmentSchema, {
    defaultValues: {
      name: department?.name ?? '',
      title: department?.title ?? '',
      description: department?.description ?? '',
      public: department?.public ?? false,
    },
  });
  const submit = form.handleSubmit((values) => onSave(values, picked.current));
  return (
    <FormDialog
      title={department ? t('departments.edit') : t('departments.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={department ? t('common.save') : t('common.create')}
      cancelLabel={t('common.cancel')}
      form={form}
      testIds={{ form: 'department-form', submit: 'department-save' }}
    >
      <FormTextField
        control={form.control}
        name="title"
        label={t('fields.title')}
        required
        maxLength={DEPARTMENT_LIMITS.title}
      />
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        hint={t('departments.nameHint')}
        required
        maxLength={DEPARTMENT_LIMITS.name}
      />
      <FormRichTextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        required
      />
      {!department && (
        <Controller
          control={form.control}
          name="public"
          render={({ field }) => (
            <Field hint={t('departments.publicHint')}>
              <Switch
                label={t('departments.public')}
                checked={field.value}
                onChange={(_event, data) => field.onChange(data.checked)}
                onBlur={field.onBlur}
                data-testid="department-create-public"
              />
            </Field>
          )}
        />
      )}
      <ImagePicker
        label={t('fields.photo')}
        currentUrl={department?.photoURL}
        currentSrcset={department?.srcset}
        pending={images.image ?? department?.localImages?.image}
        uploadOf={
          department ? { type: 'department', id: department._id, slot: 'image' } : undefined
        }
        onPick={(file) => pick('image', file)}
      />
      <ImagePicker
        label={t('fields.icon')}
        currentUrl={department?.iconURL}
        pending={images.icon ?? department?.localImages?.icon}
        uploadOf={department ? { type: 'department', id: department._id, slot: 'icon' } : undefined}
        onPick={(file) => pick('icon', file)}
      />
    </FormDialog>
  );
}
