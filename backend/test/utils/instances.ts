import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type ServerProcess } from '@test/utils/server-process';
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
  /** Kills what runs, removes the folders and drops the database. */
  destroy(): Promise<void>;
}

export async function instanceSite(prefix: string, count = 2): Promise<InstanceSite> {
  const url = process.env.DATABASE_URL!;
  const name = `vh_test_${prefix}_${Date.now().toString(36)}`;
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const databaseUrl = adminUrl(url, name);
  const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'vh-instance-')));
  let servers: ServerProcess[] = [];
  return {
    databaseUrl,
    dirs,
    async start(env = {}) {
      const ports = await Promise.all(dirs.map(() => freePort()));
      servers = await Promise.all(
        dirs.map((dir, i) =>
          startServer({
            PORT: String(ports[i]),
            NODE_ENV: 'development',
            DATA_DIR: dir,
            DATABASE_URL: databaseUrl,
            SEED_DEMO: 'true',
            ...env,
          }),
        ),
      );
      return servers;
    },
    async destroy() {
      await Promise.all(servers.map((server) => server.kill()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
