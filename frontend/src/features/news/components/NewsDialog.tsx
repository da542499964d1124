import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { ImagePicker } from '@/components/form/ImagePicker';
import { optionalText, requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import type { LocalNews } from '@/features/news/offline';
import '@/features/news/strings';

/** The limits of `CreateNewsDto`. */
export const NEWS_LIMITS = { title: 120, text: 2_000, info: 300 } as const;

export const newsSchema = z.object({
  title: requiredText(NEWS_LIMITS.title),
  text: requiredText(NEWS_LIMITS.text),
  info: optionalText(NEWS_LIMITS.info),
});
export type NewsValues = z.output<typeof newsSchema>;

export function newsValues(item: LocalNews | null): z.input<typeof newsSchema> {
  return { title: item?.title ?? '', text: item?.text ?? '', info: item?.info ?? '' };
}

/**
 * The fields that differ from the item as the device holds it (an update carries only those); an
 * emptied info goes as `null`, which clears it.
 */
export function newsPatch(item: LocalNews, values: NewsValues): Record<string, string | null> {
  return Object.fromEntries(
    (['title', 'text', 'info'] as const).flatMap((key) =>
      values[key] !== (item[key] ?? '') ? [[key, values[key] || null]] : [],
    ),
  );
}

export interface NewsDialogProps {
  /** The item to edit; null creates one. */
  item: LocalNews | null;
  /**
   * Saves on the device and queues the writes (and the image, if one was picked); rejects only
   * when the device cannot store it.
   */
  onSave(values: NewsValues, image: File | null): Promise<void>;
  onClose(): void;
}

/** A news item: title and text required (3 characters or more), an optional info line, an image. */
export function NewsDialog({ item, onSave, onClose }: NewsDialogProps) {
  const { t } = useTranslation(['news', 'account']);
  const [image, setImage] = useState<File | null>(null);
  // Read at submit time: a save right after a pick must not use the render before the pick.
  const picked = useRef<File | null>(null);
  const form = useEntityForm(newsSchema, { defaultValues: newsValues(item) });
  const submit = form.handleSubmit((values) => onSave(values, picked.current));
  return (
    <FormDialog
      title={item ? t('news.edit') : t('news.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={item ? t('common.save') : t('common.create')}
      cancelLabel={t('common.cancel')}
      form={form}
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
      <ImagePicker
        label={t('fields.photo')}
        currentUrl={item?.photoURL}
        currentSrcset={item?.srcset}
        pending={image ?? item?.localImages?.image}
        uploadOf={item ? { type: 'news', id: item._id } : undefined}
        onPick={(file) => {
          picked.current = file;
          setImage(file);
        }}
      />
    </FormDialog>
  );
}
