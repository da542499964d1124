import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

/** The one Drizzle type the app uses; PGlite's database is cast to it here and nowhere else. */
export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle, used by repositories that take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(__dirname, '..', '..', 'src', 'db', 'migrations');

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/** dataDir "memory://" opens an in-memory database (tests); otherwise a folder under data/. */
export async function openPglite(dataDir: string, loadFrom?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    target = join(dataDir, 'pglite');
  }
  const client = await PGlite.create(target, loadFrom ? { loadDataDir: loadFrom } : {});
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db as never, { migrationsFolder: migrationsFolder() });
    },
    close: () => client.close(),
  };
}

function migrationsFolder(): string {
  return MIGRATIONS_DIR;
}
