import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormRichTextField } from '@/components/form/FormRichTextField';
import { FormTextField } from '@/components/form/FormTextField';
import { changedValues } from '@/components/form/patch';
import {
  SocialLinkFields,
  socialLinkRules,
  socialLinkValues,
  socialLinksBody,
} from '@/components/form/SocialLinkFields';
import { optionalUrl, requiredRichText, requiredText } from '@/components/form/rules';
import type { LocalWorkshop, workshopEntity } from '@/features/workshops/offline';
import type { CreateOf, PatchOf } from '@/offline/entity';

/** The limits of `CreateWorkshopDto`. */
export const WORKSHOP_LIMITS = { title: 120, info: 500, description: 10_000, members: 10_000 };

export const workshopSchema = z.object({
  title: requiredText(WORKSHOP_LIMITS.title),
  info: requiredText(WORKSHOP_LIMITS.info),
  description: requiredRichText(WORKSHOP_LIMITS.description),
  members: z
    .string()
    .trim()
    .min(1, 'form:required')
    .refine((text) => /^\d+$/.test(text) && Number(text) <= WORKSHOP_LIMITS.members, 'form:count'),
  website: optionalUrl,
  ...socialLinkRules(optionalUrl),
});
export type WorkshopInput = z.input<typeof workshopSchema>;
export type WorkshopValues = z.output<typeof workshopSchema>;

export function workshopValues(workshop: LocalWorkshop | null): WorkshopInput {
  return {
    title: workshop?.title ?? '',
    info: workshop?.info ?? '',
    description: workshop?.description ?? '',
    members: workshop ? String(workshop.members) : '',
    website: workshop?.website ?? '',
    ...socialLinkValues(workshop?.social_media),
  };
}

/** The request's fields (spec: all required but social media and the website). */
export function workshopBody(values: WorkshopValues): CreateOf<typeof workshopEntity> {
  return {
    title: values.title,
    info: values.info,
    description: values.description,
    members: Number(values.members),
    website: values.website || null,
    social_media: socialLinksBody(values),
  };
}

/** Only the fields that differ from the local copy (an update carries just those). */
export function workshopPatch(
  workshop: LocalWorkshop,
  values: WorkshopValues,
): PatchOf<typeof workshopEntity> {
  // The local copy as it is: it may hold values the server refused, which the rules would not pass.
  return changedValues(
    workshopBody(values),
    workshopBody(workshopValues(workshop) as WorkshopValues),
  );
}

/** The workshop's fields on the form kit (the create dialog and the editor share them). */
export function WorkshopFields({ control }: { control: Control<WorkshopInput> }) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={t('fields.title')}
        required
        maxLength={WORKSHOP_LIMITS.title}
      />
      <FormTextField
        control={control}
        name="info"
        label={t('fields.info')}
        required
        maxLength={WORKSHOP_LIMITS.info}
      />
      <FormRichTextField
        control={control}
        name="description"
        label={t('fields.description')}
        required
      />
      <FormTextField
        control={control}
        name="members"
        type="number"
        label={t('fields.members')}
        required
      />
      <FormTextField control={control} name="website" type="url" label={t('fields.website')} />
      <SocialLinkFields control={control} />
    </>
  );
}
