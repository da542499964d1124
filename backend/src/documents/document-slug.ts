import { slugBase } from '@/common/slug';

/** A public file name: lower-case letters, digits, '-' and '_', ending in .pdf, no dots else. */
export const DOCUMENT_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}\.pdf$/;

/**
 * The file name a new document is published under, made from its title once ("Finanz- und
 * Beitragsordnung" -> finanz-und-beitragsordnung.pdf) and unique among `taken` (-2, -3 …).
 */
export function documentSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugBase(title, 'dokument');
  let slug = `${base}.pdf`;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}.pdf`;
  return slug;
}
