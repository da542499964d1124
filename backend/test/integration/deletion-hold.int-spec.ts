import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config/env';
import { openPostgres, type DatabaseHandle } from '@/db/client';
import { LocalFileStorage } from '@/files/local-file-storage';
import { ImageUploadService } from '@/files/image-upload.service';
import { namesOfImage } from '@/files/upload-names';

const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;

/**
 * Two instances (two ImageUploadService objects with MULTI_INSTANCE on one PostgreSQL database and
 * one storage): while a backup runs on A, an image replaced through B keeps its files until A's
 * backup has ended, as it does within one instance (the backup's rows still name them).
 */
suite('a backup on one instance holds image deletions on every instance', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let storage: LocalFileStorage;
  let instances: ImageUploadService[] = [];

  const instance = () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_URL: url!,
      MULTI_INSTANCE: 'true',
    });
    const service = new ImageUploadService(config, storage, handle.db);
    instances.push(service);
    return service;
  };
  async function storedImage(): Promise<{ photoURL: string; names: string[] }> {
    const photoURL = `/uploads/${randomUUID()}.png`;
    const names = namesOfImage(photoURL);
    for (const name of names) await storage.put(name, Buffer.from(name));
    return { photoURL, names };
  }
  async function present(names: string[]): Promise<string[]> {
    const found = [];
    for (const name of names) if (await storage.get(name)) found.push(name);
    return found;
  }

  beforeAll(async () => {
    handle = await openPostgres(url!);
    dir = mkdtempSync(join(tmpdir(), 'vh-hold-'));
    storage = new LocalFileStorage(join(dir, 'uploads'));
  });
  afterEach(async () => {
    await Promise.all(instances.map((service) => service.onModuleDestroy()));
    instances = [];
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the files B was asked to delete until A’s backup has ended', async () => {
    const [a, b] = [instance(), instance()];
    const image = await storedImage();
    expect(image.names).toHaveLength(4);
    const release = await a.holdDeletions();
    await b.remove(image.photoURL);
    expect(await present(image.names)).toEqual(image.names);
    // B's retry while the backup still runs: still there.
    expect(await b.deleteHeldBack()).toBe(false);
    expect(await present(image.names)).toEqual(image.names);
    await release();
    expect(await b.deleteHeldBack()).toBe(true);
    expect(await present(image.names)).toEqual([]);
  });

  it('deletes at once when no backup runs anywhere, and after a backup ends on every instance', async () => {
    const [a, b] = [instance(), instance()];
    const first = await storedImage();
    await b.remove(first.photoURL);
    expect(await present(first.names)).toEqual([]);

    // Two backups (A and B): the files go only once both have ended.
    const second = await storedImage();
    const releaseA = await a.holdDeletions();
    const releaseB = await b.holdDeletions();
    await a.remove(second.photoURL);
    await releaseA();
    expect(await present(second.names)).toEqual(second.names);
    await releaseB();
    expect(await a.deleteHeldBack()).toBe(true);
    expect(await present(second.names)).toEqual([]);
  });

  it('lets a crashed backup’s hold go with its connection', async () => {
    const [a, b] = [instance(), instance()];
    const image = await storedImage();
    await a.holdDeletions();
    // The connection holding the lock ends (as when the process dies): the hold is gone.
    await handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = 1887 AND objid = 3 AND mode = 'ShareLock'`,
    );
    for (let i = 0; i < 50; i++) {
      await b.remove(image.photoURL);
      if (!(await present(image.names)).length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await present(image.names)).toEqual([]);
  });
});
