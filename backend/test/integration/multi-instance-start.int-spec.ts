import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openPostgres } from '@/db/client';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import { migrationsBefore } from '@test/utils/migrations';

/**
 * Two instances of the built server, each with its own DATA_DIR (two machines), started at the
 * same moment on one PostgreSQL database (docs/operations.md, "Several instances").
 */
const suite = process.env.DATABASE_URL ? describe : describe.skip;

const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

suite('several instances starting at once on one database', () => {
  let site: InstanceSite;
  let dirs: string[];

  beforeEach(async () => {
    site = await instanceSite('multi');
    dirs = site.dirs;
  });
  afterEach(() => site.destroy());

  /** Both instances, spawned in the same tick; resolves when both answer. */
  const startBoth = () => site.start();

  async function query<T>(text: string): Promise<T[]> {
    const handle = await openPostgres(site.databaseUrl);
    try {
      const result = await handle.db.execute(text);
      return result.rows as T[];
    } finally {
      await handle.close();
    }
  }

  const appliedMigrations = () =>
    query<{ hash: string; n: number }>(
      'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
    );

  /** The image files an instance wrote to its own disk. */
  const filesIn = (dir: string) =>
    existsSync(join(dir, 'uploads')) ? readdirSync(join(dir, 'uploads')) : [];

  it('on an empty database: both start, every migration is applied once, the demo club is seeded once', async () => {
    const [a, b] = await startBoth();
    for (const server of [a!, b!]) {
      expect((await server.request('GET', '/readyz')).status).toBe(200);
      expect((await server.request('GET', '/public/departments')).status).toBe(200);
    }
    const applied = await appliedMigrations();
    expect(applied).toHaveLength(JOURNAL.entries.length);
    expect(applied.every((m) => m.n === 1)).toBe(true);

    const seeders = [a!, b!].filter((s) => s.output().includes('Demo-Inhalte angelegt'));
    expect(seeders).toHaveLength(1);
    const [{ owners }] = (await query<{ owners: number }>(
      "SELECT count(*)::int AS owners FROM users WHERE email = 'owner@tus-musterstadt.de'",
    )) as [{ owners: number }];
    expect(owners).toBe(1);
    // The instance that waited made no pictures of its own (no orphans on its disk).
    const waiter = seeders[0] === a ? 1 : 0;
    expect(filesIn(dirs[waiter]!)).toEqual([]);
    expect(filesIn(dirs[1 - waiter]!).length).toBeGreaterThan(0);
  });

  it('on an old database with a pending data migration: it is applied once', async () => {
    const tag = '0008_audit_privacy_backfill';
    expect(JOURNAL.entries.map((e) => e.tag)).toContain(tag);
    const handle = await openPostgres(site.databaseUrl);
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const folder = migrationsBefore(tag);
    try {
      await migrate(handle.db, { migrationsFolder: folder });
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await appliedMigrations()).toHaveLength(JOURNAL.entries.findIndex((e) => e.tag === tag));

    await startBoth();
    const applied = await appliedMigrations();
    expect(applied).toHaveLength(JOURNAL.entries.length);
    expect(applied.every((m) => m.n === 1)).toBe(true);
  });
});
