import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Client, Pool } from 'pg';
import * as schema from './schema';

/** The one Drizzle type the app uses; PGlite's database is cast to it here and nowhere else. */
export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle, used by repositories that take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL's connection pool (null on PGlite): the shared limit counters use it directly. */
  pool: Pool | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does the same on this database: the start-up's
   * migrations and demo seed (PostgreSQL: a session advisory lock; an instance that finds it
   * taken waits, then finds the work done). A process that dies holding it releases it.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The advisory lock of the start-up (`pg_advisory_lock(int, int)`): the club's founding year as
 * the application's key space, 1 for "migrations and seed".
 */
export const STARTUP_LOCK = [1887, 1] as const;

export const MIGRATIONS_DIR = resolve(__dirname, '..', '..', 'src', 'db', 'migrations');

/** A request waits at most this long for a connection while PostgreSQL is down: then 503. */
export const PG_CONNECT_TIMEOUT_MS = 2_000;
/** A query whose answer never comes (a dead peer without a reset) fails after this. */
export const PG_QUERY_TIMEOUT_MS = 30_000;

export async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    keepAlive: true,
    // Probe an idle connection after 10 s, not after the system's default of two hours, so a
    // database behind a broken network is noticed while requests still wait for it.
    keepAliveInitialDelayMillis: 10_000,
  });
  // When PostgreSQL stops, every open connection emits 'error': idle ones through the pool,
  // checked-out ones (a transaction between statements) on the client itself. Unhandled, either
  // ends the process. Handled, the pool drops the dead client, the request that used it answers
  // 503 (common/database-unavailable.ts), and new connections are made once the server is back.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    exclusively: (work) => withAdvisoryLock(url, onConnectionError, work),
    close: () => pool.end(),
  };
}

/**
 * A PostgreSQL connection of its own, outside the pool, for what lasts as long as a session: an
 * advisory lock held across statements (start-up, the job runner, a backup's hold on deletions)
 * or a LISTEN. No query timeout: waiting for a lock may take as long as another instance's work.
 * `onLost` hears an error or the end of the connection (also the one `end()` causes).
 */
export async function openSession(
  url: string,
  onLost: (client: Client, error: Error | null) => void = () => undefined,
): Promise<Client> {
  const { Client } = await import('pg');
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  client.on('error', (error) => onLost(client, error));
  client.on('end', () => onLost(client, null));
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/**
 * Holds the start-up lock on a connection of its own (no query timeout: the wait lasts as long
 * as another instance's migrations), runs `work`, and ends the session, which releases it.
 */
async function withAdvisoryLock<T>(
  url: string,
  onConnectionError: (error: Error) => void,
  work: () => Promise<T>,
): Promise<T> {
  const lock = await openSession(url, (_client, error) => error && onConnectionError(error));
  try {
    const tried = await lock.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [
      ...STARTUP_LOCK,
    ]);
    if (!tried.rows[0]?.got) {
      console.log('Eine andere Instanz richtet die Datenbank ein; warte, bis sie fertig ist …');
      await lock.query('SELECT pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    }
    return await work();
  } finally {
    await lock.end().catch(() => undefined);
  }
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
    pool: null,
    migrate: async () => {
      await migrate(db as never, { migrationsFolder: migrationsFolder() });
    },
    // One process owns a PGlite folder: there is nobody to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

function migrationsFolder(): string {
  return MIGRATIONS_DIR;
}
