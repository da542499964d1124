import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The built server, as `npm run serve` starts it (built by the global setup when stale). */
export const MAIN_JS = resolve(__dirname, '..', '..', 'dist', 'main.js');

/** The built frontend that `npm start` serves (STATIC_DIR unset); `npm run build` makes it. */
export const FRONTEND_DIST = resolve(__dirname, '..', '..', '..', 'frontend', 'dist');

/**
 * Pass to startServer to serve the built frontend as `npm start` does: STATIC_DIR unset (an
 * empty value is left out of the child's environment), instead of the suites' `none`.
 */
export const WITH_FRONTEND = { STATIC_DIR: '' };

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = { success: boolean; message: string; code?: string; data?: unknown }>(): T;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  request(
    method: string,
    path: string,
    opts?: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number },
  ): Promise<Answer>;
  /** SIGKILL if still running (afterAll), then waits for the exit. */
  kill(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** One HTTP request over a fresh connection (no keep-alive), with a client-side safety timeout. */
export function httpCall(
  port: number,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Starts `node backend/dist/main.js` with `env` (on top of a minimal environment: no DATABASE_URL
 * of the test run leaks in; an empty value leaves the variable unset) and resolves once the server
 * answers /healthz (whatever it answers: the suites check the probes themselves), or rejects with
 * the output when the process exits first.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const exited = await Promise.race([
      server.exited.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 100)),
    ]);
    if (exited) throw new Error(`server exited during start:\n${server.output()}`);
    try {
      await server.request('GET', '/healthz', { timeoutMs: 2_000 });
      return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`server did not come up:\n${server.output()}`);
    }
  }
}

/** Starts the server and waits for it to end by itself (a refused start). */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; stderr: string }> {
  const server = spawnServer(env);
  const timer = setTimeout(() => void server.kill(), 60_000);
  const { code } = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output(), stderr: server.stderr() };
}

function spawnServer(env: Record<string, string>): ServerProcess & { stderr(): string } {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: npm run build -w backend`);
  if (env.STATIC_DIR === '' && !existsSync(resolve(FRONTEND_DIST, 'index.html'))) {
    throw new Error(`Kein Frontend-Build unter ${FRONTEND_DIST}: zuerst \`npm run build\`.`);
  }
  const port = Number(env.PORT);
  const all: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    STATIC_DIR: 'none',
    ...env,
  };
  const child = spawn(process.execPath, [MAIN_JS], {
    env: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  return {
    child,
    port,
    output: () => output,
    stderr: () => stderr,
    exited,
    request: (method, path, opts) => httpCall(port, method, path, opts),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
