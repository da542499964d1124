import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { optionalText, requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';

/** The limits of `CreateNewsDto`. */
export const NEWS_LIMITS = { title: 120, text: 2_000, info: 300 } as const;

export const newsSchema = z.object({
  title: requiredText(NEWS_LIMITS.title),
  text: requiredText(NEWS_LIMITS.text),
  info: optionalText(NEWS_LIMITS.info),
});
export type NewsValues = z.output<typeof newsSchema>;

export interface NewsDialogProps {
  /** Saves on the device (and queues the create); rejects only when the device cannot store it. */
  onSave(values: NewsValues): Promise<void>;
  onClose(): void;
}

/** A new news item: title and text required (3 characters or more), an optional info line. */
export function NewsDialog({ onSave, onClose }: NewsDialogProps) {
  const { t } = useTranslation('account');
  const form = useEntityForm(newsSchema, { defaultValues: { title: '', text: '', info: '' } });
  const submit = form.handleSubmit(async (values) => {
    await onSave({ title: values.title, text: values.text, info: values.info });
  });
  return (
    <FormDialog
      title={t('news.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('common.create')}
      cancelLabel={t('common.cancel')}
      submitDisabled={form.formState.isSubmitting}
      testIds={{ form: 'news-form', submit: 'news-save' }}
    >
      <FormTextField
        control={form.control}
        name="title"
        label={t('fields.title')}
        required
        maxLength={NEWS_LIMITS.title}
      />
      <FormTextField
        control={form.control}
        name="text"
        label={t('fields.text')}
        required
        multiline
        maxLength={NEWS_LIMITS.text}
      />
      <FormTextField
        control={form.control}
        name="info"
        label={t('fields.info')}
        hint={t('news.infoHint')}
        maxLength={NEWS_LIMITS.info}
      />
    </FormDialog>
  );
}
