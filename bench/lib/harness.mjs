// Shared benchmark harness: starts the real app and a bare node:http baseline, drives both with
// wrk (Debian package) on a separate core, alternating A/B, and reports the median ratio.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cores = Number(spawnSync('nproc').stdout?.toString().trim() || 1);
const hasTaskset = spawnSync('which', ['taskset']).status === 0;

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

/** Starts `node backend/dist/main.js` on a fresh PGlite data directory with the demo content. */
/** The built app with the demo content; `withFrontend` also serves (and server-renders) the pages. */
export async function startApp(port, { withFrontend = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-bench-'));
  const main = process.env.APP_MAIN || join(repoRoot, 'backend', 'dist', 'main.js');
  const [cmd, args] = pinned(0, process.execPath, [main]);
  const child = spawn(cmd, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: withFrontend ? join(repoRoot, 'frontend', 'dist') : 'none',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      // Production refuses demo accounts with the published password.
      DEMO_PASSWORD: 'bench-demo-password-2026',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/config`);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const HOP_BY_HOP = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * The app's response headers as the baseline should send them: the same bytes on the wire (the
 * security headers too), so the ratio measures the framework, not the header count.
 */
export function replayableHeaders(headers) {
  return Object.fromEntries([...headers.entries()].filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** A bare node:http server that answers every request with the same bytes and headers. */
export async function startBaseline(port, body, headers) {
  // Through a file: a rendered page is too large for an environment variable (E2BIG).
  const file = join(mkdtempSync(join(tmpdir(), 'vh-baseline-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ body: body.toString('base64'), headers }));
  const script = `
    const http = require('node:http');
    const answer = JSON.parse(require('node:fs').readFileSync(process.env.ANSWER_FILE, 'utf8'));
    const body = Buffer.from(answer.body, 'base64');
    const headers = answer.headers;
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, '127.0.0.1');
  `;
  const [cmd, args] = pinned(0, process.execPath, ['-e', script]);
  const child = spawn(cmd, args, {
    env: { ...process.env, ANSWER_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Requests per second that wrk measured for one URL. */
export function wrk(url, { seconds = 5, connections = 100 } = {}) {
  const [cmd, args] = pinned(1, 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    url,
  ]);
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout);
  if (!match) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out.stdout);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses for ${url}`);
  return Number(match[1]);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Alternates app and baseline `rounds` times; prints and returns the median ratio. */
export function compare(name, appUrl, baselineUrl, { rounds = 5, seconds = 5, goal = 0.7 } = {}) {
  wrk(appUrl, { seconds: 2 }); // warm-up
  wrk(baselineUrl, { seconds: 2 });
  const ratios = [];
  const appRates = [];
  const baseRates = [];
  for (let i = 0; i < rounds; i++) {
    const a = wrk(appUrl, { seconds });
    const b = wrk(baselineUrl, { seconds });
    appRates.push(a);
    baseRates.push(b);
    ratios.push(a / b);
  }
  const ratio = median(ratios);
  console.log(
    `${name}: app ${Math.round(median(appRates))} req/s, bare node:http ${Math.round(median(baseRates))} req/s, ratio ${ratio.toFixed(2)} (goal >= ${goal}) ${ratio >= goal ? 'OK' : 'BELOW GOAL'}`,
  );
  return ratio;
}
