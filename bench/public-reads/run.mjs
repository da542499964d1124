// bench/public-reads: req/s of the public reads a visitor's phone makes (courses, posts, news,
// sponsors, locations; the real app on PGlite with the demo content), each against a bare
// node:http server replaying the same response (status, headers, body) in the same run;
// alternating, median ratio per endpoint. Goal: >= 0.70 each. Also prints the median CPU time per
// request of both (µs; it hardly moves when other work loads the machine, req/s does).
// Run: npm run build && npm run bench   (needs wrk: apt-get install -y wrk)
// One endpoint: npm run bench -- /public/news
// On PostgreSQL (a fresh database on that server per run, dropped after), with the shared cache
// invalidation of several instances (LISTEN/NOTIFY, common/cache-bus.ts) on, the default there
// (MULTI_INSTANCE=false measures a process alone):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
import {
  compare,
  databaseLabel,
  replayableHeaders,
  requireWrk,
  startApp,
  startBaseline,
} from '../lib/harness.mjs';

const APP_PORT = 3201;
const BASE_PORT = 3202;
const GOAL = 0.7;

const ENDPOINTS = [
  '/public/courses',
  '/public/blogPosts/1',
  '/public/news',
  '/public/sponsors/homepage',
  '/public/locations',
];

const only = process.argv.slice(2);
const endpoints = only.length ? only : ENDPOINTS;

requireWrk();
console.log(`database: ${databaseLabel()}`);
const app = await startApp(APP_PORT);
const results = [];
try {
  for (const path of endpoints) {
    const url = `http://127.0.0.1:${APP_PORT}${path}`;
    // Twice: the first answer fills the byte cache, the second is what wrk will be served.
    await fetch(url);
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const data = JSON.parse(body.toString()).data;
    const items = Array.isArray(data)
      ? data.length
      : Array.isArray(data?.items)
        ? data.items.length
        : 1;
    console.log(`${path}: ${body.length} bytes, ${items} items`);
    const baseline = await startBaseline(BASE_PORT, body, replayableHeaders(res.headers));
    try {
      results.push([
        path,
        compare(path, url, `http://127.0.0.1:${BASE_PORT}/`, {
          goal: GOAL,
          appPid: app.pid,
          basePid: baseline.pid,
        }),
      ]);
    } finally {
      await baseline.stop();
    }
  }
} finally {
  await app.stop();
}
const below = results.filter(([, ratio]) => ratio < GOAL);
console.log(
  below.length
    ? `below goal: ${below.map(([p, r]) => `${p} ${r.toFixed(2)}`).join(', ')}`
    : `all ${results.length} endpoints at or above ${GOAL}`,
);
