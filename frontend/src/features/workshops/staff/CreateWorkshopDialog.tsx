import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { useEntityForm } from '@/components/form/useEntityForm';
import {
  WorkshopFields,
  workshopSchema,
  workshopValues,
  type WorkshopValues,
} from '@/features/workshops/staff/WorkshopFields';
import '@/features/workshops/staff/strings';

/** A new workshop: every field but the links is required (spec section 5); it starts as a draft. */
export function CreateWorkshopDialog({
  onSave,
  onClose,
}: {
  onSave(values: WorkshopValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation(['workshopsStaff', 'account']);
  const form = useEntityForm(workshopSchema, { defaultValues: workshopValues(null) });
  const submit = form.handleSubmit(onSave);
  return (
    <FormDialog
      title={t('workshops.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('common.create')}
      cancelLabel={t('common.cancel')}
      form={form}
      testIds={{ form: 'workshop-form', submit: 'workshop-save' }}
    >
      <WorkshopFields control={form.control} />
    </FormDialog>
  );
}
