import { z } from 'zod';
import { richTextToPlain } from '@/components/richtext/allowlist';

/**
 * The spec's field rules (section 5) as zod schemas. Messages are keys of the `form` namespace
 * (`form:…`); `FormTextField` translates them, a server's German sentence is shown as it is.
 */
export const MIN_TEXT = 3;
export const MAX_IMAGE_BYTES = 100 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** A required text of at least three characters (spaces around it do not count). */
export function requiredText(max = 10_000) {
  return z
    .string()
    .trim()
    .min(1, 'form:required')
    .min(MIN_TEXT, 'form:min3')
    .max(max, 'form:tooLong');
}

/** An optional text: empty, or at least three characters. */
export function optionalText(max = 10_000) {
  return z
    .string()
    .trim()
    .max(max, 'form:tooLong')
    .refine((text) => text.length === 0 || text.length >= MIN_TEXT, 'form:min3');
}

/** Empty, or an http(s) address. */
export const optionalUrl = z
  .string()
  .trim()
  .refine((text) => text === '' || /^https?:\/\/\S+\.\S+/.test(text), 'form:url');

/**
 * Spec section 5: images are jpeg or png, at most 100 MB. Returns the `form:` key of the first
 * rule the file breaks, or null. Checked before an upload (and before it is queued offline).
 */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const type = file.type || (/\.(jpe?g)$/i.test(file.name) ? 'image/jpeg' : '');
  if (!IMAGE_TYPES.includes(type) && !/\.png$/i.test(file.name)) return 'form:imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'form:imageSize';
  return null;
}

/** Rich text: its text (not its markup) is required and at least three characters long. */
export function requiredRichText(max = 20_000) {
  return z
    .string()
    .max(max, 'form:tooLong')
    .refine((html) => richTextToPlain(html).length > 0, 'form:required')
    .refine(
      (html) => richTextToPlain(html).length >= MIN_TEXT || richTextToPlain(html).length === 0,
      'form:min3',
    );
}
