import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/api/errorMessage';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { useFlash } from '@/components/flash/useFlash';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useOnline } from '@/components/network/useOnline';
import { useSendMessage } from '@/features/registrations/api/useRegistrationActions';
import type { RegistrationKind } from '@/features/registrations/offline';
import '@/features/registrations/strings';

export const SUBJECT_MAX = 150;
export const TEXT_MAX = 5000;

const messageSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'form:required')
    .min(3, 'form:min3')
    .max(SUBJECT_MAX, 'form:tooLong')
    .refine((value) => !/[\r\n]/.test(value), 'registrationsStaff:validation.oneLine'),
  text: z
    .string()
    .trim()
    .min(1, 'form:required')
    .min(10, 'registrationsStaff:validation.min10')
    .max(TEXT_MAX, 'form:tooLong'),
});

export interface MessageDialogProps {
  kind: RegistrationKind;
  target: string;
  /** How many get it (confirmed and waiting), as the device knows. */
  recipients: number;
  onClose(): void;
}

/** „Nachricht an alle": a mail to everybody confirmed or waiting (online; the server sends it). */
export function MessageDialog({ kind, target, recipients, onClose }: MessageDialogProps) {
  const { t, i18n } = useTranslation(['registrationsStaff', 'account']);
  const online = useOnline();
  const flash = useFlash();
  const send = useSendMessage();
  const form = useEntityForm(messageSchema, {
    defaultValues: { subject: '', text: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const envelope = await send.mutateAsync({ kind, target, ...values });
      flash.show(
        // The server's sentence counts who got it (people without an address get none).
        i18n.language === 'de' && envelope.message ? envelope.message : t('message.sent'),
        'success',
      );
      onClose();
    } catch (error) {
      if (!form.showServerError(error)) flash.show(errorMessage(error, i18n), 'error');
    }
  });
  return (
    <FormDialog
      title={t('message.title')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={form.formState.isSubmitting ? t('message.sending') : t('message.send')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      submitDisabled={!online}
      testIds={{ form: 'message-form', submit: 'message-send' }}
    >
      <p>{t('message.intro', { count: recipients })}</p>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('message.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <FormTextField
        control={form.control}
        name="subject"
        label={t('message.subject')}
        required
        maxLength={SUBJECT_MAX}
      />
      <FormTextField
        control={form.control}
        name="text"
        label={t('message.text')}
        required
        multiline
        maxLength={TEXT_MAX}
      />
    </FormDialog>
  );
}
