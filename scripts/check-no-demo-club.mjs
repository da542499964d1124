#!/usr/bin/env node
/**
 * The product names no club (issue 36, DESIGN section 6c): after `npm run build`, no file of the
 * built app — the browser's (frontend/dist), the server render's (frontend/dist-server) and the
 * server's (backend/dist) — holds the demo club's name, town, addresses or register number. The
 * demo seed (backend/dist/seed, written by `npm start` on the embedded database) is the one place
 * they may be. Exits 1 with every hit.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BUILT = ['frontend/dist', 'frontend/dist-server', 'backend/dist'];
/** Where the demo club belongs: its seed. */
const ALLOWED = ['backend/dist/seed/'];
/** The demo club's name, town, its addresses, web and mail domain and register number. */
const DEMO = /Musterstadt|tus-musterstadt|TuS 1887|Turnerweg|Auenweg|VR 1887/;
/** Compressed copies (.br, .gz) repeat a file's text; images and fonts hold none. */
const TEXT = /\.(js|cjs|mjs|map|html|css|json|txt|xml|webmanifest|svg)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

const hits = [];
let scanned = 0;
for (const dir of BUILT) {
  let found = 0;
  try {
    for await (const path of files(join(ROOT, dir))) {
      found += 1;
      const name = relative(ROOT, path);
      if (ALLOWED.some((prefix) => name.startsWith(prefix))) continue;
      scanned += 1;
      const text = await readFile(path, 'utf8');
      const match = DEMO.exec(text);
      if (!match) continue;
      const at = match.index;
      hits.push(`${name}: …${text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, ' ')}…`);
    }
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (found === 0) {
    console.error(`check:demo: ${dir} fehlt oder ist leer – zuerst \`npm run build\`.`);
    process.exit(1);
  }
}
if (hits.length > 0) {
  console.error(`check:demo: ${hits.length} gebaute Dateien nennen den Demo-Verein:`);
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}
console.log(`check:demo: ${scanned} gebaute Dateien, keine nennt den Demo-Verein.`);
