// bench/cache-flood/serve-raw.mjs: what a cache hit costs in PublicCache.serveRaw alone (no
// socket, no HTTP), this checkout's build against another's, in one process: 2 million hits of
// /public/courses (30 courses) per round, 7 rounds alternating, median ns per hit. Whichever build
// is loaded first runs about 10 % faster here (the same code loaded twice differs as much), so
// run it both ways round and compare each build in the same place.
// Run: npm run build -w backend && taskset -c 0 node bench/cache-flood/serve-raw.mjs <other root> [--other-first]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('../..', import.meta.url));
const other = process.argv[2];
if (!other) {
  console.error('Aufruf: node bench/cache-flood/serve-raw.mjs <Pfad eines anderen Checkouts>');
  process.exit(2);
}
const require = createRequire(join(here, 'backend', 'package.json'));
require('reflect-metadata');
const Fastify = require('fastify');
const load = (root) => require(join(root, 'backend', 'dist', 'common', 'public-cache.js'));
const order = process.argv.includes('--other-first') ? ['other', 'this'] : ['this', 'other'];
const builds = {};
for (const name of order) builds[name] = load(name === 'this' ? here : other);

async function filled({ PublicCache }) {
  const cache = new PublicCache();
  cache.useBaseHeaders({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'self'",
  });
  const app = Fastify();
  const courses = Array.from({ length: 30 }, (_, i) => ({
    title: `Kurs ${i}`,
    text: 'x'.repeat(1000),
  }));
  app.get('/public/courses', async (req, reply) => {
    await cache.send(req, reply, 'courses', async () => courses);
    return reply;
  });
  // Other entries stored after it, so the first hit moves it in the use order.
  app.get('/public/x/:n', async (req, reply) => {
    await cache.send(req, reply, `x${req.params.n}`, async () => ({ n: req.params.n }));
    return reply;
  });
  await app.ready();
  await app.inject({ url: '/public/courses' });
  for (let n = 0; n < 200; n += 1) await app.inject({ url: `/public/x/${n}` });
  return cache;
}

const caches = {};
for (const name of order) caches[name] = await filled(builds[name]);
const req = { method: 'GET', url: '/public/courses', headers: { 'accept-encoding': 'gzip, br' } };
const res = { writeHead: () => res, end: () => {} };
const HITS = 2_000_000;
const times = { this: [], other: [] };
for (let round = 0; round < 7; round += 1) {
  for (const name of round % 2 ? [...order].reverse() : order) {
    const cache = caches[name];
    const started = process.hrtime.bigint();
    for (let i = 0; i < HITS; i += 1) if (!cache.serveRaw(req, res)) throw new Error('miss');
    times[name].push(Number(process.hrtime.bigint() - started) / HITS);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `ns per hit (median of 7; loaded first: ${order[0]}): this ${median(times.this).toFixed(1)}, ` +
    `other ${median(times.other).toFixed(1)}, this/other ${(median(times.this) / median(times.other)).toFixed(3)}`,
);
