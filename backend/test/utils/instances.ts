import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  runServerToExit,
  startServer,
  type ServerProcess,
} from '@test/utils/server-process';
import { adminUrl, withAdminClient } from '@test/utils/test-database';

/**
 * A PostgreSQL database of its own (on DATABASE_URL's server) for instances of the built server,
 * each with its own DATA_DIR as on two machines (docs/operations.md, "Several instances").
 */
export interface InstanceSite {
  /** The database's URL, for the instances and for looking into it. */
  databaseUrl: string;
  /** One fresh DATA_DIR per instance, in start order. */
  dirs: string[];
  /** Starts one instance per DATA_DIR at the same moment; resolves when all answer. */
  start(env?: Record<string, string>): Promise<ServerProcess[]>;
  /** Starts the instance of DATA_DIR `index` on its own; resolves when it answers. */
  startOne(index: number, env?: Record<string, string>): Promise<ServerProcess>;
  /** Starts the instance of DATA_DIR `index` and waits for it to end by itself (a refused start). */
  runToExit(
    index: number,
    env?: Record<string, string>,
  ): Promise<{ code: number | null; output: string; stderr: string }>;
  /** Kills what runs, removes the folders and drops the database. */
  destroy(): Promise<void>;
}

export async function instanceSite(prefix: string, count = 2): Promise<InstanceSite> {
  const url = process.env.DATABASE_URL!;
  const name = `vh_test_${prefix}_${Date.now().toString(36)}`;
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const databaseUrl = adminUrl(url, name);
  const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'vh-instance-')));
  const servers: ServerProcess[] = [];
  const settings = async (index: number, env: Record<string, string>) => ({
    PORT: String(await freePort()),
    NODE_ENV: 'development',
    DATA_DIR: dirs[index]!,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    ...env,
  });
  return {
    databaseUrl,
    dirs,
    async start(env = {}) {
      const all = await Promise.all(dirs.map((_, i) => settings(i, env)));
      const started = await Promise.all(all.map((one) => startServer(one)));
      servers.push(...started);
      return started;
    },
    async startOne(index, env = {}) {
      const server = await startServer(await settings(index, env));
      servers.push(server);
      return server;
    },
    async runToExit(index, env = {}) {
      return runServerToExit(await settings(index, env));
    },
    async destroy() {
      await Promise.all(servers.map((server) => server.kill()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
