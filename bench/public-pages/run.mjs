// bench/public-pages: req/s of the server-rendered public pages once cached as bytes (the real app
// on PGlite with the demo content), each against a bare node:http server replaying the same
// response (status, headers, body) in the same run; alternating, median ratio per page.
// Goal: >= 0.70 each. Also prints what a render costs on a cache miss (ms per page, median), and the
// median CPU time per request of app and baseline (µs).
// Run: npm run build && npm run bench:pages   (needs wrk: apt-get install -y wrk)
// Some pages only: npm run bench:pages -- /de/blog /de/volkslauf
// On PostgreSQL with several instances' cache invalidation on, the default there (a fresh
// database per run; MULTI_INSTANCE=false measures a process alone):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:pages
import {
  compare,
  databaseLabel,
  median,
  replayableHeaders,
  requireWrk,
  startApp,
  startBaseline,
} from '../lib/harness.mjs';

const APP_PORT = 3211;
const BASE_PORT = 3212;
const GOAL = 0.7;
const MISSES = 15;

const only = process.argv.slice(2);

requireWrk();
console.log(`database: ${databaseLabel()}`);
const app = await startApp(APP_PORT, { withFrontend: true });
const origin = `http://127.0.0.1:${APP_PORT}`;
const results = [];
try {
  const posts = (await (await fetch(`${origin}/public/blogPosts/1`)).json()).data;
  const pages = only.length
    ? only
    : [
        '/de/',
        '/de/blog',
        `/de/beitrag/${posts[0]._id}`,
        '/de/abteilung/Turnen',
        '/de/volkslauf',
        '/de/workshop',
        '/de/sportstaetten',
        '/de/formulare',
        '/en/',
      ];
  for (const path of pages) {
    const url = `${origin}${path}`;
    // A render on a miss: the same page under query strings the cache has not seen.
    const times = [];
    for (let i = 0; i < MISSES; i += 1) {
      const started = performance.now();
      const miss = await fetch(`${url}${path.includes('?') ? '&' : '?'}miss=${Date.now()}-${i}`);
      await miss.arrayBuffer();
      times.push(performance.now() - started);
    }
    await fetch(url);
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    console.log(
      `${path}: ${body.length} bytes, render on a miss ${median(times).toFixed(1)} ms (median of ${MISSES})`,
    );
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
    : `all ${results.length} pages at or above ${GOAL}`,
);
