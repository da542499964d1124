/** The widths of the WebP renditions (never wider than the original). */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Only names the server made: `<uuid>.jpg|png` (the original) or `<uuid>-<width>.webp`. */
const UPLOAD_NAME = new RegExp(
  `^(${UUID})(?:\\.(jpg|png)|-(${RENDITION_WIDTHS.join('|')})\\.webp)$`,
);
const UPLOAD_URL = new RegExp(`^/uploads/(${UUID})\\.(jpg|png)$`);

export const UPLOADS_PATH = '/uploads';

export const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[ext];
}

export const originalName = (id: string, ext: 'jpg' | 'png') => `${id}.${ext}`;
export const renditionName = (id: string, width: number) => `${id}-${width}.webp`;
export const uploadUrl = (name: string) => `${UPLOADS_PATH}/${name}`;

/** Every stored name that belongs to an image URL this pipeline made; [] for any other URL. */
export function namesOfImage(photoURL: string | null | undefined): string[] {
  const match = photoURL ? UPLOAD_URL.exec(photoURL) : null;
  if (!match) return [];
  const [, id, ext] = match as unknown as [string, string, 'jpg' | 'png'];
  return [originalName(id, ext), ...RENDITION_WIDTHS.map((w) => renditionName(id, w))];
}

/**
 * `srcset` for an image URL this pipeline made (null for any other URL, e.g. seeded pictures).
 * Mappers can call it with only the stored photoURL: rendition names follow from it.
 */
export function srcsetOf(photoURL: string | null | undefined): string | null {
  const [, ...renditions] = namesOfImage(photoURL);
  if (!renditions.length) return null;
  return renditions.map((name, i) => `${uploadUrl(name)} ${RENDITION_WIDTHS[i]}w`).join(', ');
}
