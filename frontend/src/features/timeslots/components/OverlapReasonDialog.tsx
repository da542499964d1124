import { Body1, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { visiblePlace } from '@/features/timeslots/components/timeSlotValidation';
import '@/features/timeslots/strings';

/**
 * The server's rule of `overlap_reason`: 3–300 characters that are seen, counted after tags,
 * zero-width characters and extra blanks are gone (`<b></b>` is no reason).
 */
const MAX_REASON = 300;
const schema = z.object({
  reason: requiredText(MAX_REASON).refine((text) => visiblePlace(text).length >= 3, 'form:min3'),
});

const useStyles = makeStyles({ text: { margin: 0 } });

export interface OverlapReasonDialogProps {
  /** The refusal as the row shows it ("Die Sportstätte … ist … belegt: …"). */
  refusal: string;
  /** Queues the slot again with the reason; the dialog closes when it is queued. */
  onSave(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * An admin saves a slot whose venue is taken anyway (times:override): the reason (3–300
 * characters) goes with it and into the audit log.
 */
export function OverlapReasonDialog({ refusal, onSave, onClose }: OverlapReasonDialogProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const form = useEntityForm(schema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    await onSave(visiblePlace(reason));
  });
  return (
    <FormDialog
      title={t('overlap.dialogTitle')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('overlap.saveAnyway')}
      cancelLabel={t('common.cancel')}
      form={form}
      testIds={{ submit: 'time-slot-override-save' }}
    >
      <Body1 as="p" className={styles.text}>
        {refusal}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {t('overlap.dialogText')}
      </Body1>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('overlap.reason')}
        required
        multiline
        maxLength={MAX_REASON}
      />
    </FormDialog>
  );
}
