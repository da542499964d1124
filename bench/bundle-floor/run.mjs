// bench/bundle-floor: how much of the landing route's JavaScript (issue 9's goal: 140 KiB gzip)
// the stack takes before the app adds a line. Builds bench/bundle-floor/entry.js (React 19,
// React Router's data router, i18next, TanStack Query, FluentProvider and one Fluent Button,
// hydrated; no page code) with the app's Vite and its token plugin, gzip -9 like frontend/scripts/check-bundle.mjs,
// and prints it against the app's landing route from the same build tree, with their ratio.
// Run: npm run build && npm run bench:bundle-floor
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/harness.mjs';

const GOAL_KIB = 140;
const frontend = join(repoRoot, 'frontend');
// Inside frontend/, so that the entry resolves the app's own versions of every package.
const work = join(frontend, '.bundle-floor');
rmSync(work, { recursive: true, force: true });
mkdirSync(work);
try {
  copyFileSync(join(import.meta.dirname, 'entry.js'), join(work, 'entry.js'));
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./entry.js"></script></body></html>\n',
  );
  writeFileSync(
    join(work, 'vite.config.mjs'),
    // With the app's own build plugin that writes Fluent's tokens as CSS variables (as the app does).
    [
      "import { inlineTokens } from '../vite.config.ts';",
      "export default { root: import.meta.dirname, logLevel: 'error', plugins: [inlineTokens], build: { outDir: 'dist', target: 'es2022', modulePreload: { polyfill: false } } };",
      '',
    ].join('\n'),
  );
  const build = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(work, 'vite.config.mjs'),
    ],
    { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('vite build of the floor failed');
  const assets = join(work, 'dist', 'assets');
  const floor =
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
        0,
      ) / 1024;

  const landing = spawnSync(process.execPath, [join(frontend, 'scripts', 'check-bundle.mjs')], {
    encoding: 'utf8',
  });
  const app = Number(/landing route: ([\d.]+) KiB/.exec(landing.stdout ?? '')?.[1]);
  if (!Number.isFinite(app)) throw new Error('No app build: run npm run build first');

  console.log(`the stack's floor (no app code)  ${floor.toFixed(1)} KiB gzip`);
  console.log(`the app's landing route           ${app.toFixed(1)} KiB gzip`);
  console.log(`ratio app / floor                 ${(app / floor).toFixed(2)}`);
  console.log(
    `goal ${GOAL_KIB} KiB: ${(GOAL_KIB - floor).toFixed(1)} KiB left for the app's own code above the floor`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
