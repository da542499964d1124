// bench/multi-instance: the cached public reads (the endpoints of bench/public-reads plus the
// pages /de/ and /de/blog) with several instances, on one PostgreSQL database (a fresh one per
// run, dropped after) and the built app with the frontend and the demo content, seeded by an
// instance that stops before the measured ones start (alike: none of them seeded). Rounds
// alternate the order of the two sides.
//
// 1. Through HAProxy with the tested configuration (deploy/haproxy.cfg, unchanged: round robin,
//    readiness checks, one log line per request on its stdout, here /dev/null): one instance
//    behind it (VH_APP1 and VH_APP2 both point at A) against two (A and B, MULTI_INSTANCE=true),
//    alternating, median req/s of each and the ratio two/one. Nothing is pinned: wrk, HAProxy and
//    the instances share the cores as the scheduler places them.
// 2. One instance without the proxy (pinned to core 0, wrk to core 1, as bench/public-reads):
//    MULTI_INSTANCE=true against MULTI_INSTANCE=false on a copy of the same seeded database (a
//    process alone refuses to start beside another on one database), alternating: what the
//    shared invalidation (LISTEN/NOTIFY, common/cache-bus.ts) costs a cache hit. Goal ~1.00: a hit
//    does nothing there that it does not do alone; the listener, the safety expiry (an entry is
//    loaded again after CACHE_MAX_AGE_SECONDS, 60) and the job lock are off the hit's path.
//
// Both parts also print CPU time per request (µs, from /proc): it hardly moves when other work
// loads the machine, req/s does; the two together tell a slower server from a busier machine.
//
// What the ratios mean on a machine with 2 cores (this one): wrk, HAProxy and the instances all
// share the two cores. One instance already keeps one core busy while wrk and HAProxy use the
// other, so a second instance can only take CPU from them: two/one near 1.0 here says the second
// instance and the proxy's round robin cost nothing, not that a second instance doubles the
// throughput. That needs a core (or a machine) per instance and one for the proxy; the CPU time
// per request (instances + proxy) shows what each request costs whatever the core count. The
// proxy's own cost is the difference between part 1 and part 2's req/s.
//
// Run: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:instances
// (needs wrk and HAProxy: apt-get install -y wrk haproxy; the database URL names the server, any
// database on it). Some paths only: npm run bench:instances -- /public/news /de/
// ROUNDS (default 5) and SECONDS (per run, default 5) shorten or lengthen it; PARTS=1 or PARTS=2
// runs one part only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  measure,
  median,
  repoRoot,
  requireWrk,
  startApp,
  wrk,
} from '../lib/harness.mjs';

const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const CONFIG = join(repoRoot, 'deploy', 'haproxy.cfg');
const PORTS = { a: 3221, b: 3222, one: 3223, two: 3224, on: 3225, off: 3226 };
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
const PARTS = (process.env.PARTS ?? '1,2').split(',');
const PATHS = [
  '/public/courses',
  '/public/blogPosts/1',
  '/public/news',
  '/public/sponsors/homepage',
  '/public/locations',
  '/de/',
  '/de/blog',
];

requireWrk();
if (!existsSync(HAPROXY)) {
  console.error(`${HAPROXY} fehlt: apt-get install -y haproxy`);
  process.exit(2);
}
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error(
    'DATABASE_URL fehlt: der PostgreSQL-Server, z. B. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}

const only = process.argv.slice(2);
const paths = only.length ? only : PATHS;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const url = (port, path) => `http://127.0.0.1:${port}${path}`;
const pct = (part, whole) => `${Math.round((100 * part) / whole)} %`;

/** HAProxy with the tested configuration in front of `app1` and `app2` (host:port). */
async function startProxy(port, app1, app2) {
  let stderr = '';
  const child = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env: {
      PATH: process.env.PATH ?? '',
      VH_PROXY_BIND: `127.0.0.1:${port}`,
      VH_APP1: app1,
      VH_APP2: app2,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(url(port, '/readyz')).catch(() => null);
    if (ready?.status === 200) {
      return {
        pid: child.pid,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`HAProxy did not answer:\n${stderr}`);
}

/** Fills each instance's cache for `path` (the first answer loads, the second is a hit). */
async function warm(ports, path) {
  for (const port of ports) {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url(port, path));
      if (!res.ok) throw new Error(`${path} answered ${res.status} on port ${port}`);
      await res.arrayBuffer();
    }
  }
}

/** Alternates `a` and `b` ROUNDS times: median req/s, CPU µs per request and CPU ms per process. */
function alternate(a, b, options) {
  wrk(a.url, { ...options, seconds: 2 }); // warm-up
  wrk(b.url, { ...options, seconds: 2 });
  const runs = { a: [], b: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // Every other round b goes first: a drift of the machine's load favours neither.
    for (const key of i % 2 ? ['b', 'a'] : ['a', 'b']) {
      const side = key === 'a' ? a : b;
      runs[key].push(measure(side.url, side.pids, { ...options, seconds: SECONDS }));
    }
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    cpuUs: list.some((r) => r.cpuUs === null) ? null : median(list.map((r) => r.cpuUs)),
    // Per process, summed over the rounds: who did the work.
    used: list[0].used.map((_, i) => list.reduce((sum, r) => sum + (r.used[i] ?? 0), 0)),
  });
  const ratios = runs.b.map((r, i) => r.rps / runs.a[i].rps);
  return { a: summary(runs.a), b: summary(runs.b), ratio: median(ratios) };
}

const us = (value) => (value === null ? '?' : `${value.toFixed(1)} µs`);

/** Part 1: one instance against two, through HAProxy. */
async function throughProxy() {
  const a = await startApp(PORTS.a, {
    ...shared,
    pinned: false,
    env: { ...shared.env, MULTI_INSTANCE: 'true' },
  });
  const b = await startApp(PORTS.b, {
    ...shared,
    pinned: false,
    env: { ...shared.env, MULTI_INSTANCE: 'true' },
  });
  const one = await startProxy(PORTS.one, `127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.a}`);
  const two = await startProxy(PORTS.two, `127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`);
  try {
    console.log('\n1. Through HAProxy (deploy/haproxy.cfg): one instance behind it against two');
    for (const path of paths) {
      await warm([PORTS.a, PORTS.b], path);
      const r = alternate(
        { url: url(PORTS.one, path), pids: [a.pid, one.pid] },
        { url: url(PORTS.two, path), pids: [a.pid, b.pid, two.pid] },
        { pin: false },
      );
      results.proxy.push([path, r.ratio]);
      const [oneApp, oneProxy] = r.a.used;
      const [twoA, twoB, twoProxy] = r.b.used;
      const oneTotal = oneApp + oneProxy;
      const twoTotal = twoA + twoB + twoProxy;
      console.log(
        `${path}: one ${Math.round(r.a.rps)} req/s, two ${Math.round(r.b.rps)} req/s, two/one ${r.ratio.toFixed(2)}; ` +
          `CPU per request one ${us(r.a.cpuUs)} (proxy ${pct(oneProxy, oneTotal)}), ` +
          `two ${us(r.b.cpuUs)} (proxy ${pct(twoProxy, twoTotal)}, B ${pct(twoB, twoA + twoB)} of the instances')`,
      );
    }
  } finally {
    await one.stop();
    await two.stop();
    await a.stop();
    await b.stop();
  }
}

/** Part 2: one instance, shared invalidation on against off, without the proxy. */
async function sharedOnOff() {
  const on = await startApp(PORTS.on, {
    ...shared,
    env: { ...shared.env, MULTI_INSTANCE: 'true' },
  });
  const off = await startApp(PORTS.off, {
    ...shared,
    databaseUrl: alone.url,
    env: { ...shared.env, MULTI_INSTANCE: 'false' },
  });
  try {
    console.log('\n2. One instance, no proxy: MULTI_INSTANCE=true against false (same content)');
    for (const path of paths) {
      await warm([PORTS.on, PORTS.off], path);
      const r = alternate(
        { url: url(PORTS.off, path), pids: [off.pid] },
        { url: url(PORTS.on, path), pids: [on.pid] },
        {},
      );
      results.shared.push([path, r.ratio]);
      const cpu =
        r.a.cpuUs !== null && r.b.cpuUs !== null
          ? ` (off/on ${(r.a.cpuUs / r.b.cpuUs).toFixed(2)})`
          : '';
      console.log(
        `${path}: on ${Math.round(r.b.rps)} req/s, off ${Math.round(r.a.rps)} req/s, on/off ${r.ratio.toFixed(2)} (goal ~1.00); ` +
          `CPU per request on ${us(r.b.cpuUs)}, off ${us(r.a.cpuUs)}${cpu}`,
      );
    }
  } finally {
    await on.stop();
    await off.stop();
  }
}

console.log(`load average at the start: ${load()} (${ROUNDS} rounds of ${SECONDS} s)`);
const database = await createDatabase(process.env.DATABASE_URL);
const shared = {
  withFrontend: true,
  databaseUrl: database.url,
  // The same PUBLIC_URL on every instance: the pages (canonical, JSON-LD) and their ETags match.
  env: { PUBLIC_URL: url(PORTS.two, ''), TRUST_PROXY: '1' },
};
const results = { proxy: [], shared: [] };
/** Part 2's copy of the seeded database for the instance with MULTI_INSTANCE=false. */
let alone;
try {
  // The demo content is seeded by an instance of its own, which then stops: an instance that
  // seeded (pictures made with sharp) answers a few per cent slower afterwards, and the compared
  // instances must be alike.
  const seeder = await startApp(PORTS.a, shared);
  await seeder.stop();
  // A process alone refuses to start beside others on one database: it gets a copy.
  alone = await createDatabase(process.env.DATABASE_URL, { template: database.name });

  if (PARTS.includes('1')) await throughProxy();
  if (PARTS.includes('2')) await sharedOnOff();
} finally {
  await alone?.drop();
  await database.drop();
}
// The median over the paths as well: two processes of one build can differ by 10-15 % in CPU per
// hit on one path for minutes (either side: seen with MULTI_INSTANCE off on both too), so a
// single path's ratio carries that noise.
const summary = (list) =>
  `${list.map(([path, ratio]) => `${path} ${ratio.toFixed(2)}`).join(', ')}; median ${median(list.map(([, ratio]) => ratio)).toFixed(2)}`;
console.log('');
if (results.proxy.length) console.log(`two/one through HAProxy: ${summary(results.proxy)}`);
if (results.shared.length) console.log(`MULTI_INSTANCE on/off: ${summary(results.shared)}`);
console.log(`load average at the end: ${load()}`);
