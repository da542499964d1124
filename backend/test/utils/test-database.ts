import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client'; // eslint-disable-line no-restricted-imports -- also loaded by jest global setup, which has no moduleNameMapper

/**
 * Migrated template: a PostgreSQL database, or a PGlite data-dir dump (DESIGN section 8). The name
 * carries a hash of this checkout's path, so two checkouts on one machine can test side by side.
 */
const CHECKOUT = createHash('sha256').update(__dirname).digest('hex').slice(0, 8);
export const TEMPLATE_DB = `vh_test_template_${CHECKOUT}`;
export const PGLITE_DUMP = join(tmpdir(), `vereinsheim-test-template-${CHECKOUT}.tar.gz`);

export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(
  url: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated, empty database for one test file: copied from the template database on
 * PostgreSQL (DATABASE_URL set, as in CI), or loaded from the PGlite dump otherwise.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `vh_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
    const handle = await openPostgres(adminUrl(url, name));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await withAdminClient(url, async (c) => {
          // pool.end() resolves before its sockets are closed; a forced drop that still finds one
          // makes the pool emit an unhandled 'error' (57P01), failing the file. Let them go first.
          for (let i = 0; i < 100; i++) {
            const { rows } = await c.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
              [name],
            );
            if (rows[0]!.n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      },
    };
  }
  if (!existsSync(PGLITE_DUMP))
    throw new Error('PGlite test template missing: run the suite through jest (global setup).');
  return openPglite('memory://', new Blob([readFileSync(PGLITE_DUMP)]));
}
