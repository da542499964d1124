import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openPostgres } from '@/db/client';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import type { ServerProcess } from '@test/utils/server-process';
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

/**
 * Which processes may share one database (docs/operations.md, "Several instances"): with
 * DATABASE_URL every process is one of several unless MULTI_INSTANCE=false says it is alone, and
 * a process alone refuses to start beside another (and the other way round), instead of serving
 * its own cache and limits silently.
 */
suite('one database, one MULTI_INSTANCE', () => {
  let site: InstanceSite;
  const ALONE = { MULTI_INSTANCE: 'false' };
  // Each test starts two to four built servers (the first seeds the demo): on a loaded CI
  // machine that alone takes longer than the default 30 s.
  jest.setTimeout(120_000);

  beforeEach(async () => {
    site = await instanceSite('mode');
  });
  afterEach(() => site.destroy());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shares the public cache by default: a news item written through A is soon in B’s list', async () => {
    // No MULTI_INSTANCE at all, as two servers started from the README's table would be.
    const [a, b] = (await site.start()) as [ServerProcess, ServerProcess];
    // B has the list cached (the second answer is a hit with the same ETag).
    const cached = await b.request('GET', '/public/news');
    expect((await b.request('GET', '/public/news')).headers.etag).toBe(cached.headers.etag);

    const login = await a.request('POST', '/api/login', {
      body: { email: 'admin@tus-musterstadt.de', password: 'Turnen1887!' },
    });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const title = `Hallensperrung ${Date.now()}`;
    const written = await a.request('POST', '/api/news', {
      body: { title, text: 'Die Halle ist am Montag zu.' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(written.status).toBe(201);
    // A safety cap only: the notification takes milliseconds; alone, B kept its list for good.
    let seen = false;
    for (let i = 0; i < 60 && !seen; i++) {
      seen = (await b.request('GET', '/public/news')).body.includes(title);
      if (!seen) await sleep(50);
    }
    expect(seen).toBe(true);
  });

  it('refuses a second process with MULTI_INSTANCE=false, with one sentence naming it; the first serves on', async () => {
    const a = await site.startOne(0, ALONE);
    const second = await site.runToExit(1, ALONE);
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      'Start abgebrochen: Auf dieser Datenbank läuft schon ein anderer Vereinsheim-Prozess, und MULTI_INSTANCE=false erlaubt nur einen: Beende ihn, oder starte alle Prozesse ohne MULTI_INSTANCE=false, dann teilen sie Cache, Limits und Aufgaben über PostgreSQL.',
    );
    expect((await a.request('GET', '/readyz')).status).toBe(200);
    expect((await a.request('GET', '/public/news')).status).toBe(200);

    // A process that dies frees the database: the next one alone starts.
    await a.kill();
    const next = await site.startOne(1, ALONE);
    expect((await next.request('GET', '/readyz')).status).toBe(200);
  });

  it('refuses a process alone beside instances, and an instance beside a process alone', async () => {
    const shared = await site.startOne(0);
    const alone = await site.runToExit(1, ALONE);
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain('MULTI_INSTANCE=false erlaubt nur einen');
    await shared.kill();

    const single = await site.startOne(0, ALONE);
    const instance = await site.runToExit(1);
    expect(instance.code).toBe(1);
    expect(instance.stderr.trim()).toBe(
      'Start abgebrochen: Auf dieser Datenbank läuft ein Vereinsheim-Prozess mit MULTI_INSTANCE=false, der Cache und Limits für sich allein hält: Starte ihn ohne MULTI_INSTANCE=false neu, bevor weitere Instanzen dazukommen.',
    );
    expect((await single.request('GET', '/readyz')).status).toBe(200);
  });
});
