import { writeFileSync } from 'node:fs';
import { openPglite, openPostgres } from '../../src/db/client'; // eslint-disable-line no-restricted-imports -- jest global setup runs without moduleNameMapper
import { PGLITE_DUMP, TEMPLATE_DB, adminUrl, withAdminClient } from './test-database';

/** Migrates once; every test file then copies the template (fast) instead of migrating again. */
export default async function globalSetup(): Promise<void> {
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
