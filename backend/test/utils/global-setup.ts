import { execFileSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, openPostgres } from '../../src/db/client'; // eslint-disable-line no-restricted-imports -- jest global setup runs without moduleNameMapper
import { PGLITE_DUMP, TEMPLATE_DB, adminUrl, withAdminClient } from './test-database';

/** Migrates once; every test file then copies the template (fast) instead of migrating again. */
export default async function globalSetup(): Promise<void> {
  buildIfStale();
  const url = process.env.DATABASE_URL;
  if (url) {
    await withAdminClient(url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    });
    const handle = await openPostgres(adminUrl(url, TEMPLATE_DB));
    await handle.migrate();
    await handle.close();
    return;
  }
  const handle = await openPglite('memory://');
  await handle.migrate();
  // Reach the underlying PGlite to dump its data directory.
  const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
    .$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** Newest modification time of the files under `dir` that are built (not the unit specs). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else if (!entry.name.endsWith('.spec.ts')) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * A few suites start the built server as a process (server-process.ts), as production runs it.
 * `npm test` builds first; a run of the backend suites alone builds here when src is newer.
 */
function buildIfStale(): void {
  const backend = resolve(__dirname, '..', '..');
  let built = 0;
  try {
    built = statSync(join(backend, 'dist', 'main.js')).mtimeMs;
  } catch {
    // not built yet
  }
  if (built >= newest(join(backend, 'src'))) return;
  execFileSync('npm', ['run', 'build'], { cwd: backend, stdio: 'inherit' });
}
