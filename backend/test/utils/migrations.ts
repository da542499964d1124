import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { adminUrl, withAdminClient } from '@test/utils/test-database';

/** The migrations folder as it was before `tag` (journal and files up to the one before it). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vh-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first one`);
  for (const later of journal.entries.slice(at)) rmSync(join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the given kind, with a function that migrates it from a folder. */
export async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<{
  handle: DatabaseHandle;
  migrateFrom: (folder: string) => Promise<void>;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const handle = await openPglite('memory://');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    return {
      handle,
      migrateFrom: (folder) => migrate(handle.db as never, { migrationsFolder: folder }),
      drop: () => handle.close(),
    };
  }
  const url = process.env.DATABASE_URL!;
  const name = `vh_test_migration_${Date.now().toString(36)}`;
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openPostgres(adminUrl(url, name));
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  return {
    handle,
    migrateFrom: (folder) => migrate(handle.db, { migrationsFolder: folder }),
    drop: async () => {
      await handle.close();
      await withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
