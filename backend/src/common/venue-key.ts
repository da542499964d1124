import unhomoglyph from 'unhomoglyph';

/** Format characters (zero-width space and joiners, soft hyphen, BOM, direction marks). */
const FORMAT = /\p{Cf}/gu;
const MARKS = /\p{M}/gu;
const SPACE = /[\s\p{Z}]+/gu;

/**
 * Text as a person sees it: tags and entities gone (the caller strips them first), format
 * characters removed, every run of spaces (NBSP, thin space, line breaks) one blank, trimmed, NFC.
 */
export function visibleText(text: string): string {
  return text.normalize('NFC').replace(FORMAT, '').replace(SPACE, ' ').trim();
}

/**
 * The key two names of one venue share however they are typed (issue 35): NFKC (full-width and
 * ligature forms), format characters and every space removed, case folded (ß as ss), diacritics
 * stripped (a composed and a decomposed „ü“ alike, and „u“), then the Unicode TR39 skeleton
 * (`unhomoglyph`, from Unicode's confusables.txt: a Cyrillic „а“ is a Latin „a“, a zero „O“) and
 * folded once more, since a skeleton may be a capital. Only for comparing, never shown.
 * The migration that gave slots their venue id uses a table of Cyrillic and Greek look-alikes
 * in SQL for the same purpose (backfill only).
 */
export function venueKey(name: string): string {
  const folded = name
    .normalize('NFKC')
    .replace(FORMAT, '')
    .replace(SPACE, '')
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(MARKS, '');
  return unhomoglyph(folded).toLocaleLowerCase('de').normalize('NFC');
}
