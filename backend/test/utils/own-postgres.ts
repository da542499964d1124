import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb into a temp folder, on a free port from 55432 up),
 * for tests that stop and start the database. Never the shared server on 5432. PostgreSQL refuses
 * to run as root: as root, every command runs as the `postgres` user (runuser).
 */
export interface OwnPostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is terminated (57P01), new ones are refused. */
  stop(): void;
  start(): void;
  /** Stops the server (if running) and removes its folder; safe to call twice. */
  destroy(): void;
}

/**
 * The newest PostgreSQL binaries on this machine, or null when there are none (or when running as
 * root without a `postgres` user to run them as).
 */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return null;
    }
  }
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePortFrom(first: number): Promise<number> {
  const start = first + Math.floor(Math.random() * 2000);
  for (let port = start; port < start + 200; port++) if (await portIsFree(port)) return port;
  throw new Error('no free port for the test PostgreSQL');
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vh-own-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]): void => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  const data = join(dir, 'data');
  const port = await freePortFrom(55432);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const server: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already gone
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    server.start();
  } catch (error) {
    server.destroy();
    throw error;
  }
  return server;
}
