const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The readable part of a public address made from a title: lower case, German umlauts spelled
 * out, other accents dropped, every other run of characters one '-', at most `max` characters
 * ("Sommerfest & Grillen" -> sommerfest-grillen); `fallback` when nothing is left.
 */
export function slugBase(title: string, fallback: string, max = 80): string {
  return (
    title
      .toLowerCase()
      .replace(/[äöüß]/g, (c) => GERMAN[c] ?? c)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || fallback
  );
}
