import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Run directories of this suite's servers (removed at the start of a run, global-setup.ts). */
export const DATA_ROOT = join(__dirname, '..', '.data');

const MAIN = join(__dirname, '..', '..', 'backend', 'dist', 'main.js');
const START_TIMEOUT_MS = 120_000;

export interface AppServer {
  url: string;
  /** What the server printed on stdout so far (its start messages, the setup link). */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app exited with ${child.exitCode} while starting:\n${log()}`);
    }
    try {
      if ((await fetch(`${url}/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The app did not answer on ${url} within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

export interface AppServerOptions {
  /** The frontend build it serves (STATIC_DIR; its server render is the sibling `dist-server`). */
  staticDir?: string;
  /** Settings on top of the suite's (`NODE_ENV: 'production'`, `SEED_DEMO: 'false'` …). */
  env?: Record<string, string>;
}

/**
 * The app as `npm start` runs it (PGlite, the demo content seeded on the first start), on a free
 * port and a fresh data directory of its own: every Playwright worker gets one, so workers never
 * share data and their tests cannot disturb each other.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  await mkdir(DATA_ROOT, { recursive: true });
  const dataDir = await mkdtemp(join(DATA_ROOT, 'run-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // One server takes every spec of its worker from one client; the caps have their own suite.
      MAIL_PER_ADDRESS_PER_HOUR: '1000',
      MAIL_PER_ADDRESS_PER_DAY: '10000',
      MAIL_PER_CLIENT_PER_DAY: '100000',
      LOG_LEVEL: 'warn',
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      ...options.env,
    },
    cwd: join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  // A worker that ends without its fixtures' teardown (killed on a timeout) takes its server along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000); // the end, for a failed start
    process.stderr.write(`[app ${port}] ${chunk.toString()}`);
  });
  try {
    await waitUntilUp(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    output: () => stdout,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          process.off('exit', killOnExit);
          return resolve();
        }
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          process.off('exit', killOnExit);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
