import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';

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
  const { t } = useTranslation('account');
  const form = useEntityForm(schema, { mode: 'onChange', defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason.trim());
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('publish.rejectTitle', { title })}</DialogTitle>
            <DialogContent>
              <FormTextField
                control={form.control}
                name="reason"
                label={t('publish.reason')}
                required
                multiline
                maxLength={MAX_REASON}
              />
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={busy || !form.formState.isValid}
                data-testid="publish-reject-confirm"
              >
                {t('publish.reject')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
