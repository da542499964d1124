import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import '@/features/publishing/strings';

const MAX_REASON = 500;
const schema = z.object({ reason: requiredText(MAX_REASON) });

export interface RejectDialogProps {
  title: string;
  busy: boolean;
  /** Rejects with the reason; a refusal with field details is shown on the field. */
  onReject(reason: string): Promise<void>;
  onClose(): void;
}

/** A rejection needs a reason of 3–500 characters the requester can read. */
export function RejectDialog({ title, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(['publishing', 'account']);
  const form = useEntityForm(schema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason.trim());
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <FormDialog
      title={t('publish.rejectTitle', { title })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('publish.reject')}
      cancelLabel={t('common.cancel')}
      form={form}
      submitDisabled={busy}
      testIds={{ submit: 'publish-reject-confirm' }}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('publish.reason')}
        required
        multiline
        maxLength={MAX_REASON}
      />
    </FormDialog>
  );
}
