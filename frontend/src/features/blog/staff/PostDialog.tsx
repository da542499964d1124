import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormRichTextField } from '@/components/form/FormRichTextField';
import { FormTextField } from '@/components/form/FormTextField';
import { ImagePicker } from '@/components/form/ImagePicker';
import {
  SocialLinkFields,
  socialLinkRules,
  socialLinkValues,
  socialLinksBody,
} from '@/components/form/SocialLinkFields';
import { optionalText, requiredRichText, requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import type { LocalPost, postEntity } from '@/features/blog/offline';
import type { CreateOf, PatchOf } from '@/offline/entity';
import { useRef, useState } from 'react';
import '@/features/blog/staff/strings';

/** The limits of `CreatePostDto`. */
export const POST_LIMITS = { title: 150, text: 20_000, info: 300 } as const;

/** Empty, or an https address (the API takes only https links for posts). */
const httpsLink = z
  .string()
  .trim()
  .max(500, 'form:tooLong')
  .refine((text) => text === '' || /^https:\/\/\S+\.\S+/.test(text), 'form:https');

export const postSchema = z.object({
  title: requiredText(POST_LIMITS.title),
  text: requiredRichText(POST_LIMITS.text),
  info: optionalText(POST_LIMITS.info),
  ...socialLinkRules(httpsLink),
});
export type PostValues = z.output<typeof postSchema>;

export function postValues(post: LocalPost | null): z.input<typeof postSchema> {
  return {
    title: post?.title ?? '',
    text: post?.text ?? '',
    info: post?.info ?? '',
    ...socialLinkValues(post?.social_media),
  };
}

/** The request body of the values (empty optional fields left out, links as one map). */
export function postBody(values: PostValues): CreateOf<typeof postEntity> {
  return {
    title: values.title,
    text: values.text,
    ...(values.info ? { info: values.info } : {}),
    social_media: socialLinksBody(values),
  };
}

/**
 * The fields the person changed (an update carries only those). An emptied info goes as `null`,
 * which clears it (an empty text would break its three-character rule); the links go as one
 * map, which replaces the post's.
 */
export function postPatch(post: LocalPost, values: PostValues): PatchOf<typeof postEntity> {
  const body = postBody(values);
  const links = (map: Record<string, string | null | undefined> | null | undefined) =>
    JSON.stringify(socialLinksBody(socialLinkValues(map)));
  return {
    ...(values.title !== post.title ? { title: values.title } : {}),
    ...(values.text !== post.text ? { text: values.text } : {}),
    ...(values.info !== (post.info ?? '') ? { info: values.info || null } : {}),
    ...(links(body.social_media) !== links(post.social_media)
      ? { social_media: body.social_media }
      : {}),
  };
}

export interface PostDialogProps {
  /** The post to edit; null creates one. */
  post: LocalPost | null;
  /** Saves on the device and queues the writes (and the image, if one was picked). */
  onSave(values: PostValues, image: File | null): Promise<void>;
  onClose(): void;
}

/** Spec section 6 `beiträge`: title (required), rich text, social links, image. */
export function PostDialog({ post, onSave, onClose }: PostDialogProps) {
  const { t } = useTranslation(['blogStaff', 'account']);
  const [image, setImage] = useState<File | null>(null);
  // Read at submit time: a save right after a pick must not use the render before the pick.
  const picked = useRef<File | null>(null);
  const form = useEntityForm(postSchema, { defaultValues: postValues(post) });
  const submit = form.handleSubmit((values) => onSave(values, picked.current));
  return (
    <FormDialog
      title={post ? t('posts.edit') : t('posts.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={post ? t('common.save') : t('common.create')}
      cancelLabel={t('common.cancel')}
      form={form}
      testIds={{ form: 'post-form', submit: 'post-save' }}
    >
      <FormTextField
        control={form.control}
        name="title"
        label={t('fields.title')}
        required
        maxLength={POST_LIMITS.title}
      />
      <FormRichTextField control={form.control} name="text" label={t('fields.text')} required />
      <FormTextField
        control={form.control}
        name="info"
        label={t('fields.info')}
        hint={t('posts.infoHint')}
        maxLength={POST_LIMITS.info}
      />
      <SocialLinkFields control={form.control} />
      <ImagePicker
        label={t('fields.photo')}
        currentUrl={post?.photoURL}
        currentSrcset={post?.srcset}
        pending={image ?? post?.localImages?.image}
        uploadOf={post ? { type: 'post', id: post._id } : undefined}
        onPick={(file) => {
          picked.current = file;
          setImage(file);
        }}
      />
    </FormDialog>
  );
}
