import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(__dirname, '..', 'locales');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);

/**
 * Every key path of a namespace file with the interpolation variables of its text. A list (the
 * paragraphs of a legal text) is one entry: a language may say a line more (the English address
 * adds the country).
 */
function flatten(tree: Tree, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, placeholders(value).sort());
    } else if (Array.isArray(value)) {
      const texts = JSON.stringify(value);
      out.set(path, [...new Set(placeholders(texts))].sort());
    } else {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    }
  }
  return out;
}

const read = (lng: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')) as Tree);

// German first, English complete: the same namespaces, keys and placeholders in both.
describe('the German and English strings', () => {
  const files = readdirSync(join(LOCALES, 'de')).sort();

  it('have the same namespaces', () => {
    expect(readdirSync(join(LOCALES, 'en')).sort()).toEqual(files);
  });

  it.each(files)('%s: the same keys with the same placeholders', (file) => {
    const de = read('de', file);
    const en = read('en', file);
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    for (const [key, vars] of de) {
      // Plural forms (_one/_other) may leave out the count.
      if (/_(one|other|zero)$/.test(key)) continue;
      expect({ key, vars: en.get(key) }).toEqual({ key, vars });
    }
  });
});
