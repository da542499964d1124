/** Search that ignores case, accents and umlaut spellings, the same in every list of the app. */

function stripMarks(text: string): string {
  return text.toLocaleLowerCase('de').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

function transliterate(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * Case-, accent- and umlaut-insensitive substring match: "über" and "ueber" both find "Über".
 */
export function matchesSearch(title: string, search: string): boolean {
  const needle = search.trim();
  if (!needle) return true;
  const hay = [stripMarks(title), transliterate(title)];
  const needles = [stripMarks(needle), transliterate(needle)];
  return hay.some((h) => needles.some((n) => h.includes(n)));
}
