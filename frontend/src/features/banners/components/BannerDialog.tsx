import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BannerSeverity } from '@/api/types';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { BANNER_FIELDS, type LocalBanner } from '@/features/banners/offline';
import '@/features/banners/strings';

/** The limits of `CreateBannerDto`. */
export const BANNER_LIMITS = { text: 500, link: 500 } as const;
export const SEVERITIES = ['info', 'warning', 'error'] as const satisfies readonly BannerSeverity[];

const localDateTime = z
  .string()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text), 'form:dateTime');

export const bannerSchema = z
  .object({
    text: requiredText(BANNER_LIMITS.text),
    link: z
      .string()
      .trim()
      .max(BANNER_LIMITS.link, 'form:tooLong')
      .refine((text) => text === '' || /^https:\/\/[^\s/$.?#]\S*$/i.test(text), 'form:https'),
    severity: z.enum(SEVERITIES),
    starts_at: localDateTime,
    ends_at: localDateTime,
  })
  .refine((values) => !values.starts_at || values.ends_at > values.starts_at, {
    path: ['ends_at'],
    message: 'form:endAfterStart',
  });
export type BannerValues = z.output<typeof bannerSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the device's local `YYYY-MM-DDTHH:mm` (what a datetime-local field holds). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function bannerValues(
  item: LocalBanner | null,
  now = new Date(),
): z.input<typeof bannerSchema> {
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return {
    text: item?.text ?? '',
    link: item?.link ?? '',
    severity: item?.severity ?? 'info',
    starts_at: toLocalInput(item?.starts_at ?? start.toISOString()),
    ends_at: toLocalInput(item?.ends_at ?? end.toISOString()),
  };
}

/** The form as the API takes it: the times in ISO (UTC), an empty link none. */
export function bannerBody(values: BannerValues) {
  return {
    ...values,
    link: values.link || null,
    starts_at: new Date(values.starts_at).toISOString(),
    ends_at: new Date(values.ends_at).toISOString(),
  };
}

/**
 * The fields the person changed (the PUT fills in the rest from the banner as the device holds
 * it). A time is compared at the field's precision, minutes: the stored one may carry seconds
 * the field cannot show, and an untouched field must not rewrite it.
 */
export function bannerPatch(
  item: LocalBanner,
  values: BannerValues,
): Partial<ReturnType<typeof bannerBody>> {
  const body = bannerBody(values);
  const same = (key: (typeof BANNER_FIELDS)[number]) =>
    key === 'starts_at' || key === 'ends_at'
      ? values[key] === toLocalInput(item[key])
      : body[key] === (item[key] ?? null);
  return Object.fromEntries(BANNER_FIELDS.flatMap((key) => (same(key) ? [] : [[key, body[key]]])));
}

export interface BannerDialogProps {
  /** The banner to edit; null creates one. */
  item: LocalBanner | null;
  onSave(values: BannerValues): Promise<void>;
  onClose(): void;
}

/** A banner: text, optional https link, its kind and the time it shows (from, until). */
export function BannerDialog({ item, onSave, onClose }: BannerDialogProps) {
  const { t } = useTranslation(['banners', 'account']);
  const form = useEntityForm(bannerSchema, { defaultValues: bannerValues(item) });
  const submit = form.handleSubmit((values) => onSave(values));
  return (
    <FormDialog
      title={item ? t('banners.edit') : t('banners.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={item ? t('account:common.save') : t('account:common.create')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      testIds={{ form: 'banner-form', submit: 'banner-save' }}
    >
      <FormTextField
        control={form.control}
        name="text"
        label={t('fields.text')}
        required
        multiline
        maxLength={BANNER_LIMITS.text}
      />
      <FormTextField
        control={form.control}
        name="link"
        label={t('fields.link')}
        hint={t('banners.linkHint')}
        type="url"
        maxLength={BANNER_LIMITS.link}
      />
      <FormSelect
        control={form.control}
        name="severity"
        label={t('fields.severity')}
        required
        choices={SEVERITIES.map((value) => ({ value, label: t(`severity.${value}`) }))}
      />
      <FormTextField
        control={form.control}
        name="starts_at"
        label={t('fields.starts_at')}
        hint={t('banners.windowHint')}
        type="datetime-local"
        required
      />
      <FormTextField
        control={form.control}
        name="ends_at"
        label={t('fields.ends_at')}
        type="datetime-local"
        required
      />
    </FormDialog>
  );
}
