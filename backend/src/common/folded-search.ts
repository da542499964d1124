import { sql, type SQL } from 'drizzle-orm';

/**
 * Search that ignores case, accents and umlaut spellings: "Muller", "Mueller" and "MÜLLER" all
 * find "Müller". The same rule as the app's client-side search (`frontend/src/components/format/
 * search.ts`): text and needle are each folded two ways, umlauts dropped to their base letter
 * ("ü" → "u") and spelled out ("ü" → "ue"), and any folded needle inside any folded text matches.
 * Done in SQL with translate/replace, so it needs no extension (unaccent) and works the same on
 * PostgreSQL and PGlite, whatever their locale (lower() of a C locale only knows ASCII, so the
 * capitals with marks are mapped first).
 */
const UPPER_MARKED = 'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÙÚÛÝ';
const LOWER_MARKED = 'äöüàáâãåçèéêëìíîïñòóôõùúûý';
const MARKED = 'àáâãåçèéêëìíîïñòóôõùúûýÿ';
const PLAIN = 'aaaaaceeeeiiiinooooouuuyy';

/** Lower case with the marked capitals lowered too, ß as ss. */
function lowered(text: SQL): SQL {
  return sql`replace(lower(translate(${text}, ${UPPER_MARKED}, ${LOWER_MARKED})), 'ß', 'ss')`;
}

/** "Müller" → "muller". */
function stripped(text: SQL): SQL {
  return sql`translate(${lowered(text)}, ${'äöü' + MARKED}, ${'aou' + PLAIN})`;
}

/** "Müller" → "mueller". */
function spelled(text: SQL): SQL {
  return sql`translate(replace(replace(replace(${lowered(text)}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), ${MARKED}, ${PLAIN})`;
}

/** The needle's two folds, as the SQL side folds the text (JS, so the pattern is one value). */
export function foldNeedle(search: string): string[] {
  const lower = search.trim().toLocaleLowerCase('de').replace(/ß/g, 'ss').replace(/ẞ/g, 'ss');
  const strip = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const spelledOut = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  return [...new Set([strip(lower), strip(spelledOut)])].filter((n) => n.length > 0);
}

/** LIKE pattern for a substring, with the LIKE wildcards of the needle escaped. */
function contains(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
}

/** True when any fold of `search` is part of any fold of `text` (an SQL expression). */
export function foldedMatch(text: SQL, search: string): SQL {
  const needles = foldNeedle(search);
  if (needles.length === 0) return sql`true`;
  const hays = [stripped(text), spelled(text)];
  const tests = hays.flatMap((hay) =>
    needles.map((needle) => sql`${hay} like ${contains(needle)}`),
  );
  return sql`(${sql.join(tests, sql` or `)})`;
}
