// bench/cache-flood: how much memory anonymous requests can make the server keep (issue 35
// point 3). Starts the built app with the frontend (PGlite, demo content; seeded by a first start,
// so the measured process carries nothing of the seeding), with a full garbage collection twice a
// second (collecting-main.mjs: its resident memory is what it keeps), visits every page of the
// site in every variant, then sends the mixed flood of requests.mjs (page numbers in many
// spellings and past the end, made-up and long queries, preference cookies, feeds and calendars
// with queries) and prints the server's resident memory (VmRSS, /proc/<pid>/status) before and
// after. `--feeds` sends only the RSS feed under distinct made-up queries instead (`--query=N`:
// N characters long). No goal is
// asserted here: backend/test/integration/public-cache-bound.int-spec.ts asserts the bound.
// Run: npm run build && npm run bench:cache-flood -- [requests] [--feeds [--query=N]]
//   (default 20000 requests)
// Another build (e.g. before a change): APP_MAIN=/path/to/backend/dist/main.js \
//   STATIC_DIR=/path/to/frontend/dist node bench/cache-flood/run.mjs
// A smaller or larger cache: PUBLIC_CACHE_MAX_MB=32 node bench/cache-flood/run.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from '../lib/harness.mjs';
import { floodRequests } from './requests.mjs';

const PORT = 3231;
const CONNECTIONS = 8;
const feedsOnly = process.argv.includes('--feeds');
/** `--query=N`: the made-up queries of `--feeds` are N characters long (default about 20). */
const queryLength = Number(process.argv.find((arg) => arg.startsWith('--query='))?.slice(8) ?? 0);
const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20_000);
const main = fileURLToPath(new URL('./collecting-main.mjs', import.meta.url));

/** VmRSS of /proc/<pid>/status in MiB, after a second for the collector to run. */
async function rss(pid) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) / 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

const data = mkdtempSync(join(tmpdir(), 'vh-flood-'));
const options = { withFrontend: true, pinned: false, main, env: { DATA_DIR: data } };
await (await startApp(PORT, options)).stop();
const app = await startApp(PORT, options);
try {
  const origin = `http://127.0.0.1:${PORT}`;
  const json = async (path) => (await (await fetch(`${origin}${path}`)).json()).data;
  const total = (await json('/public/blogPostsAmount')).count;
  const site = {
    pages: Math.max(1, Math.ceil(total / 10)),
    posts: (await json('/public/blogPosts/1')).map((p) => p._id),
    departments: (await json('/public/departments')).map((d) => d.name),
    courses: (await json('/public/courses')).map((c) => c._id),
  };
  const started = await rss(app.pid);
  // What real visitors fill: every page of the site, in every variant, and the feeds, once.
  const pages = ['/', '/blog', '/impressum', '/datenschutz', '/formulare', '/volkslauf']
    .concat(['/sportstaetten', '/workshop', '/fsj'])
    .concat(Array.from({ length: site.pages - 1 }, (_, i) => `/blog?seite=${i + 2}`))
    .concat(site.departments.map((name) => `/abteilung/${encodeURIComponent(name)}`))
    .concat(site.posts.map((id) => `/beitrag/${id}`));
  const cookies = [
    '',
    'vh.theme=dark',
    'vh.cookies=accepted',
    'vh.theme=dark; vh.cookies=accepted',
  ];
  for (const lang of ['de', 'en'])
    for (const page of pages)
      for (const cookie of cookies) await get(`/${lang}${page}`, cookie ? { cookie } : {});
  for (const feed of ['/feed/blog.xml', '/feed/news.xml', '/sitemap.xml', '/calendar/club.ics'])
    await get(feed);
  const before = await rss(app.pid);
  const statuses = new Map();
  const requests = feedsOnly
    ? Array.from({ length: count }, (_, i) => ({
        path: `/feed/blog.xml?v=${i}-${Math.random().toString(36).slice(2)}`.padEnd(
          queryLength,
          'x',
        ),
        headers: { 'accept-encoding': 'gzip' },
      }))
    : floodRequests(count, site);
  let next = 0;
  const floodStarted = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests.length) {
        const { path, headers } = requests[next++];
        const status = await get(path, headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = ((Date.now() - floodStarted) / 1000).toFixed(0);
  const after = await rss(app.pid);
  const answers = [...statuses]
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `site: ${total} posts (${site.pages} blog pages), ${site.departments.length} departments`,
  );
  console.log(
    `${count} ${feedsOnly ? 'feed requests with made-up queries' : 'mixed requests'} in ${seconds} s: ${answers}`,
  );
  console.log(
    `RSS at start ${started.toFixed(0)} MiB, with the site ${before.toFixed(0)} MiB, ` +
      `after the flood ${after.toFixed(0)} MiB (+${(after - before).toFixed(0)} MiB)`,
  );
} finally {
  agent.destroy();
  await app.stop();
  rmSync(data, { recursive: true, force: true });
}
