import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const LOCALES = join(SRC, 'locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['locales', 'generated', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Tree = { [key: string]: unknown };

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Tree)[part];
  }
  return node !== undefined;
}

const namespaces = (lng: string): Record<string, Tree> =>
  Object.fromEntries(
    readdirSync(join(LOCALES, lng)).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')) as Tree,
    ]),
  );

const exists = (ns: Tree | undefined, key: string) =>
  Boolean(ns) && ['', '_one', '_other'].some((suffix) => has(ns, key + suffix));

/**
 * Every literal key a source file asks t() for exists in a namespace that file's
 * useTranslation names (or the `ns:` the key names), in German and in English: a missing one
 * shows the key itself on screen. Keys built at run time (`fields.${key}`) are not checked here.
 */
describe('the keys the source asks for', () => {
  const bundles = { de: namespaces('de'), en: namespaces('en') };
  const files = sourceFiles(SRC);

  it.each(['de', 'en'] as const)('all exist in %s', (lng) => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const asked = [...text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
      );
      if (asked.length === 0) continue;
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.:-]*)'/g)) {
        const key = m[1]!;
        const [ns, plain] = key.includes(':') ? key.split(':', 2) : [null, key];
        const found = ns
          ? exists(bundles[lng][ns], plain!)
          : asked.some((name) => exists(bundles[lng][name], key));
        if (!found) missing.push(`${relative(SRC, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
