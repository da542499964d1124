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

const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

export function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  // Older engines (and jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * `imageProblem`, and then the file's first bytes: a JPEG or PNG starts with its signature, so a
 * text file renamed to `.png` is refused on the field instead of after a long upload.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  const found = imageProblem(file);
  if (found) return found;
  const head = await firstBytes(file, 8).catch(() => new Uint8Array());
  const known = SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
  return known ? null : 'form:imageContent';
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
