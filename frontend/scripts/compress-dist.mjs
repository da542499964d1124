// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file
// in dist larger than 1 KB, after `vite build` (so the service worker's precache list, made during
// the build, never sees them). The backend serves them with @fastify/static `preCompressed`.
import console from 'node:console';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/i;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export async function compressDist(dist) {
  let count = 0;
  let before = 0;
  let after = 0;
  const jobs = [];
  for await (const path of files(dist)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size <= MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const data = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        count += 1;
        before += data.length;
        after += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return { count, before, after };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { count, before, after } = await compressDist(dist);
  console.log(
    `compress-dist: ${count} Dateien in ${relative(process.cwd(), dist) || dist} vorkomprimiert (brotli ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB)`,
  );
}
