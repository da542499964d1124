import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '@/components/form/FormTextField';
import '@/components/form/strings';

/** The networks a course, a workshop and a post link to (`SocialMediaDto`). */
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

type SocialLinks = Partial<Record<SocialNetwork, string | null>> | null | undefined;

/** The three fields' rules, each `rule` (any web address; a post's must be https). */
export function socialLinkRules<R extends z.ZodType>(rule: R): Record<SocialNetwork, R> {
  return { twitter: rule, facebook: rule, instagram: rule };
}

/** The form's values of an entity's links, '' where it has none. */
export function socialLinkValues(links: SocialLinks): Record<SocialNetwork, string> {
  return {
    twitter: links?.twitter ?? '',
    facebook: links?.facebook ?? '',
    instagram: links?.instagram ?? '',
  };
}

/**
 * The request's `social_media`: the links given. The server replaces the whole map with it, so
 * a cleared field removes its link, and the device's copy has the shape the server answers.
 */
export function socialLinksBody(
  values: Partial<Record<SocialNetwork, string | undefined>>,
): Partial<Record<SocialNetwork, string>> {
  return Object.fromEntries(
    SOCIAL_NETWORKS.flatMap((network) => (values[network] ? [[network, values[network]]] : [])),
  );
}

/** The three link fields of a form whose values hold them under the networks' names. */
export function SocialLinkFields<T extends FieldValues & Record<SocialNetwork, string>>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation('form');
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => (
        <FormTextField
          key={network}
          control={control}
          name={network as Path<T>}
          type="url"
          label={t(`socialLinks.${network}`)}
        />
      ))}
    </>
  );
}
