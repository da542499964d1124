// Shared benchmark harness: starts the real app (on PGlite, or with DATABASE_URL on a fresh
// PostgreSQL database) and a bare node:http baseline, drives both with wrk (Debian package) on a
// separate core, alternating A/B, and reports the median ratio and the CPU time per request.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cores = Number(spawnSync('nproc').stdout?.toString().trim() || 1);
const hasTaskset = spawnSync('which', ['taskset']).status === 0;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

/** Pins servers to core 0 and the load generator to core 1 when there are two cores. */
function pinned(core, command, args) {
  return hasTaskset && cores >= 2
    ? ['taskset', ['-c', String(core), command, ...args]]
    : [command, args];
}

/** Debian's Chromium as the machine runs it (no sandbox, no GPU, no network of its own). */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function requireWrk() {
  if (spawnSync('which', ['wrk']).status !== 0) {
    console.error('wrk fehlt: apt-get install -y wrk');
    process.exit(2);
  }
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A fresh PostgreSQL database for one run, on the server of `serverUrl` (any database URL of it,
 * e.g. postgres://postgres@127.0.0.1:5432/postgres), as the multi-instance tests make theirs
 * (backend/test/utils/instances.ts), or a copy of the database `template` (nobody may be
 * connected to it); `drop()` removes it with every connection to it.
 */
export async function createDatabase(serverUrl, { template } = {}) {
  const { default: pg } = await import('pg');
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The database the benches start the app on, as one line for their output. */
export function databaseLabel() {
  if (!process.env.DATABASE_URL) return 'PGlite';
  // MULTI_INSTANCE is on by default with DATABASE_URL (backend/src/config/env.ts).
  return `PostgreSQL (a fresh database), MULTI_INSTANCE=${process.env.MULTI_INSTANCE !== 'false'}`;
}

/**
 * The built app (`node backend/dist/main.js`, pinned to core 0) with the demo content, on a fresh
 * PGlite data directory, or with DATABASE_URL set in the environment on a fresh PostgreSQL
 * database created on that server for this app and dropped when it stops (MULTI_INSTANCE and the
 * other settings pass through from the environment). `withFrontend` also serves (and
 * server-renders) the pages, of frontend/dist or of STATIC_DIR (a copy of a build: its server
 * render is the dist-server beside it); `databaseUrl` runs on that database instead (several
 * instances on one), left as it is; `env` adds or overrides settings; `pinned: false` leaves the
 * core to the scheduler; `main` runs another build's server (another checkout's backend/dist/main.js).
 */
export async function startApp(
  port,
  { withFrontend = false, databaseUrl, env = {}, pinned: pin = true, main: appMain } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-bench-'));
  const own =
    databaseUrl === undefined && process.env.DATABASE_URL
      ? await createDatabase(process.env.DATABASE_URL)
      : null;
  const main = appMain || process.env.APP_MAIN || join(repoRoot, 'backend', 'dist', 'main.js');
  const [cmd, args] = pin ? pinned(0, process.execPath, [main]) : [process.execPath, [main]];
  const child = spawn(cmd, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: own?.url ?? databaseUrl ?? '',
      STATIC_DIR: withFrontend
        ? process.env.STATIC_DIR || join(repoRoot, 'frontend', 'dist')
        : 'none',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      // Production refuses demo accounts with the published password.
      DEMO_PASSWORD: 'bench-demo-password-2026',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    await waitFor(`http://127.0.0.1:${port}/config`);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await own?.drop();
    throw error;
  }
  return {
    /** The process id (taskset starts node in its own process): its CPU time is cpuTime(pid). */
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      await own?.drop();
    },
  };
}

/** CPU time (user + system, all threads) a process has used so far, in ms; null without /proc. */
export function cpuTime(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Headers Node's server writes itself (the keep-alive timeout is set on the baseline instead). */
const HOP_BY_HOP = new Set(['date', 'connection', 'transfer-encoding']);

/**
 * The app's response headers as the baseline should send them: the same bytes on the wire (the
 * security headers, Content-Length and the Keep-Alive timeout too), so the ratio measures the
 * framework, not the header count or chunked framing.
 */
export function replayableHeaders(headers) {
  return Object.fromEntries([...headers.entries()].filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * A bare node:http server that answers every request with the same bytes and headers. Its
 * Content-Length is the body's, and its keep-alive timeout the one the app announced (Node writes
 * that header itself), so its answer is byte for byte the app's apart from Date and X-Request-Id.
 */
export async function startBaseline(port, body, headers) {
  const { 'keep-alive': keepAlive, ...rest } = headers;
  const keepAliveMs = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1] ?? 5) * 1000;
  const answer = { ...rest, 'content-length': String(body.length) };
  // Through a file: a rendered page is too large for an environment variable (E2BIG).
  const file = join(mkdtempSync(join(tmpdir(), 'vh-baseline-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ body: body.toString('base64'), headers: answer }));
  const script = `
    const http = require('node:http');
    const answer = JSON.parse(require('node:fs').readFileSync(process.env.ANSWER_FILE, 'utf8'));
    const body = Buffer.from(answer.body, 'base64');
    const headers = answer.headers;
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.keepAliveTimeout = ${keepAliveMs};
    server.listen(${port}, '127.0.0.1');
  `;
  const [cmd, args] = pinned(0, process.execPath, ['-e', script]);
  const child = spawn(cmd, args, {
    env: { ...process.env, ANSWER_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`);
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dirname(file), { recursive: true, force: true });
    },
  };
}

/** One wrk run (one thread, `connections` kept-alive connections): req/s and requests served. */
export function wrkRun(url, { seconds = 5, connections = 100, pin = true } = {}) {
  const wrkArgs = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url];
  const [cmd, args] = pin ? pinned(1, 'wrk', wrkArgs) : ['wrk', wrkArgs];
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout);
  if (!match) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out.stdout);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses for ${url}`);
  return { rps: Number(match[1]), requests: Number(/(\d+) requests in/.exec(out.stdout)[1]) };
}

/** Requests per second that wrk measured for one URL. */
export function wrk(url, options) {
  return wrkRun(url, options).rps;
}

/**
 * One wrk run with the CPU time the server processes `pids` used meanwhile: req/s, and µs of CPU
 * per request (null without /proc). CPU per request hardly moves when other work shares the
 * machine, req/s does: the two together tell a slower server from a busier machine.
 */
export function measure(url, pids, options) {
  const before = pids.map(cpuTime);
  const { rps, requests } = wrkRun(url, options);
  const used = pids.map((pid, i) => (before[i] === null ? null : cpuTime(pid) - before[i]));
  const cpuUs = used.includes(null) ? null : (used.reduce((a, b) => a + b, 0) * 1000) / requests;
  return { rps, cpuUs, used };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Alternates app and baseline `rounds` times; prints and returns the median ratio of req/s. With
 * `appPid` and `basePid` it also prints the median CPU time per request of each (and bare/app).
 */
export function compare(
  name,
  appUrl,
  baselineUrl,
  { rounds = 5, seconds = 5, goal = 0.7, appPid, basePid } = {},
) {
  wrk(appUrl, { seconds: 2 }); // warm-up
  wrk(baselineUrl, { seconds: 2 });
  const ratios = [];
  const app = [];
  const base = [];
  for (let i = 0; i < rounds; i++) {
    const a = measure(appUrl, appPid ? [appPid] : [], { seconds });
    const b = measure(baselineUrl, basePid ? [basePid] : [], { seconds });
    app.push(a);
    base.push(b);
    ratios.push(a.rps / b.rps);
  }
  const ratio = median(ratios);
  const cpu =
    appPid && basePid && app.every((r) => r.cpuUs !== null) && base.every((r) => r.cpuUs !== null)
      ? { app: median(app.map((r) => r.cpuUs)), base: median(base.map((r) => r.cpuUs)) }
      : null;
  console.log(
    `${name}: app ${Math.round(median(app.map((r) => r.rps)))} req/s, bare node:http ${Math.round(median(base.map((r) => r.rps)))} req/s, ratio ${ratio.toFixed(2)} (goal >= ${goal}) ${ratio >= goal ? 'OK' : 'BELOW GOAL'}` +
      (cpu
        ? `; CPU per request app ${cpu.app.toFixed(1)} µs, bare ${cpu.base.toFixed(1)} µs (bare/app ${(cpu.base / cpu.app).toFixed(2)})`
        : ''),
  );
  return ratio;
}
