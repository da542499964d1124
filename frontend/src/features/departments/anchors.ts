/**
 * Section anchors of the department and workshop pages (spec section 2):
 * /de/abteilung/{name}#{course title lowercase} and /de/workshop#{workshop title lowercase,
 * spaces removed}. An HTML id must not contain whitespace, so a course id replaces each run of
 * whitespace by a hyphen ("Kinderturnen Minis" → "kinderturnen-minis"); the spec's literal form
 * with spaces (#kinderturnen%20minis) is mapped to it by `canonicalAnchor`.
 */
export function courseAnchorId(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

export function workshopAnchorId(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '');
}

/** The decoded fragment of a location hash ('' for none or a broken escape). */
export function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The section id a hash names, or null: the id itself, or a title-like fragment (any case,
 * spaces) normalised with `toId`, when that names one of `ids`.
 */
export function canonicalAnchor(
  hash: string,
  ids: readonly string[],
  toId: (fragment: string) => string,
): string | null {
  const fragment = decodeHash(hash);
  if (!fragment) return null;
  if (ids.includes(fragment)) return fragment;
  const normalised = toId(fragment);
  return ids.includes(normalised) ? normalised : null;
}
