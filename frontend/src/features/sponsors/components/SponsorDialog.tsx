import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SponsorPlacement } from '@/api/types';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormCheckboxGroup } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { ImagePicker } from '@/components/form/ImagePicker';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import type { LocalSponsor } from '@/features/sponsors/offline';
import '@/features/sponsors/strings';

/** The limits of `CreateSponsorDto`. */
export const SPONSOR_LIMITS = { text: 500, link: 500, order: 10_000 } as const;
export const PLACEMENTS = ['homepage', 'volkslauf'] as const satisfies readonly SponsorPlacement[];

export const sponsorSchema = z.object({
  text: requiredText(SPONSOR_LIMITS.text),
  link: z
    .string()
    .trim()
    .min(1, 'form:required')
    .max(SPONSOR_LIMITS.link, 'form:tooLong')
    .refine((text) => /^https:\/\/[^\s/$.?#]\S*$/i.test(text), 'form:https'),
  placements: z.array(z.enum(PLACEMENTS)).min(1, 'form:chooseOne'),
  sort_order: z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) <= SPONSOR_LIMITS.order, 'form:count'),
});
export type SponsorValues = z.output<typeof sponsorSchema>;

/** The form's values as the API takes them (the order is typed as text). */
export function sponsorBody(values: SponsorValues) {
  return { ...values, sort_order: Number(values.sort_order) };
}

export function sponsorValues(
  item: LocalSponsor | null,
  nextOrder: number,
): z.input<typeof sponsorSchema> {
  return {
    text: item?.text ?? '',
    link: item?.link ?? 'https://',
    placements: item?.placements ?? [...PLACEMENTS],
    sort_order: String(item?.sort_order ?? nextOrder),
  };
}

/** The fields that differ from the sponsor as the device holds it (the PUT carries them all). */
export function sponsorPatch(
  item: LocalSponsor,
  form: SponsorValues,
): Partial<ReturnType<typeof sponsorBody>> {
  const values = sponsorBody(form);
  const patch: Partial<ReturnType<typeof sponsorBody>> = {};
  if (values.text !== item.text) patch.text = values.text;
  if (values.link !== item.link) patch.link = values.link;
  if ([...values.placements].sort().join() !== [...item.placements].sort().join())
    patch.placements = values.placements;
  if (values.sort_order !== item.sort_order) patch.sort_order = values.sort_order;
  return patch;
}

export interface SponsorDialogProps {
  /** The sponsor to edit; null creates one. */
  item: LocalSponsor | null;
  /** The order a new sponsor starts with (after the last one). */
  nextOrder: number;
  onSave(values: SponsorValues, image: File | null): Promise<void>;
  onClose(): void;
}

/** A sponsor: text and https link required, where it shows (one place at least), order, logo. */
export function SponsorDialog({ item, nextOrder, onSave, onClose }: SponsorDialogProps) {
  const { t } = useTranslation(['sponsors', 'account']);
  const [image, setImage] = useState<File | null>(null);
  // Read at submit time: a save right after a pick must not use the render before the pick.
  const picked = useRef<File | null>(null);
  const form = useEntityForm(sponsorSchema, { defaultValues: sponsorValues(item, nextOrder) });
  const submit = form.handleSubmit((values) => onSave(values, picked.current));
  return (
    <FormDialog
      title={item ? t('sponsors.edit') : t('sponsors.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={item ? t('account:common.save') : t('account:common.create')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      testIds={{ form: 'sponsor-form', submit: 'sponsor-save' }}
    >
      <FormTextField
        control={form.control}
        name="text"
        label={t('fields.text')}
        required
        multiline
        maxLength={SPONSOR_LIMITS.text}
      />
      <FormTextField
        control={form.control}
        name="link"
        label={t('fields.link')}
        hint={t('sponsors.linkHint')}
        required
        type="url"
        maxLength={SPONSOR_LIMITS.link}
      />
      <FormCheckboxGroup
        control={form.control}
        name="placements"
        label={t('fields.placements')}
        required
        choices={PLACEMENTS.map((value) => ({ value, label: t(`placement.${value}`) }))}
      />
      <FormTextField
        control={form.control}
        name="sort_order"
        label={t('fields.sort_order')}
        hint={t('sponsors.orderHint')}
        type="number"
        required
      />
      <ImagePicker
        label={t('fields.image')}
        currentUrl={item?.photoURL}
        currentSrcset={item?.srcset}
        pending={image ?? item?.localImages?.image}
        uploadOf={item ? { type: 'sponsor', id: item._id } : undefined}
        onPick={(file) => {
          picked.current = file;
          setImage(file);
        }}
      />
    </FormDialog>
  );
}
