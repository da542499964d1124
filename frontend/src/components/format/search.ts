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
 * The two spellings a search compares: lower case without accents (ß as ss), and the same with
 * umlauts spelt out (ä as ae). A title's keys are also put on the home page's course cards, for
 * the filter that runs before the app (backend src/pages/early-controls/course-filter.ts).
 */
export function searchKeys(text: string): [string, string] {
  return [stripMarks(text), transliterate(text)];
}

/**
 * Case-, accent- and umlaut-insensitive substring match: "über" and "ueber" both find "Über".
 */
export function matchesSearch(title: string, search: string): boolean {
  const needle = search.trim();
  if (!needle) return true;
  const hay = searchKeys(title);
  const needles = searchKeys(needle);
  return hay.some((h) => needles.some((n) => h.includes(n)));
}
