import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '@/config/env';
import { S3FileStorage } from '@/files/s3-file-storage';
import { restoreBackup, RestoreError } from '@/backup/restore';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { readZip } from '@test/utils/zip';
import { openTestDatabase } from '@test/utils/test-database';
import { startS3, type S3Site } from '@test/utils/s3-server';
import { freePort, runServerToExit } from '@test/utils/server-process';
import { createLocation, createUser, createWorld } from '@test/factories/factories';
import { pdfBytes } from '@test/factories/documents';

const NAME = '0b8e5a3c-2f4d-4e6a-9b1c-7d2e3f4a5b6c.png';

async function names(storage: S3FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const file of storage.list()) found.push(file.name);
  return found;
}

/** STORAGE_DRIVER=s3 against a real S3-compatible server (s3rver), no mock. */
describe('S3 file storage', () => {
  let s3: S3Site;
  beforeAll(async () => {
    s3 = await startS3(['vh', 'leer', 'wiederhergestellt', 'formulare']);
  });
  afterAll(() => s3.stop());

  describe('the driver', () => {
    it('puts, reads, lists (with size and date) and deletes objects under its prefix', async () => {
      const storage = new S3FileStorage(s3.config('vh'), 'treiber/');
      const other = new S3FileStorage(s3.config('vh'), 'anderes/');
      await storage.put(NAME, Buffer.from('bild'));
      await storage.put('kurse/logo.png', { stream: Readable.from([Buffer.from('ab')]), size: 2 });
      await other.put(NAME, Buffer.from('fremd'));
      const file = await storage.get(NAME);
      expect(file?.size).toBe(4);
      expect(await text(file!.stream)).toBe('bild');
      const listed = [];
      for await (const info of storage.list()) listed.push(info);
      expect(listed.map((f) => [f.name, f.size])).toEqual([
        [NAME, 4],
        ['kurse/logo.png', 2],
      ]);
      expect(Date.now() - listed[0]!.modified.getTime()).toBeLessThan(60_000);
      await storage.delete(NAME);
      expect(await storage.get(NAME)).toBeNull();
      await expect(storage.delete(NAME)).resolves.toBeUndefined();
      expect(await names(other)).toEqual([NAME]);
      expect(storage.label).toBe('S3-Bucket vh (treiber/)');
    });

    it('refuses names that leave its prefix or are hidden', async () => {
      const storage = new S3FileStorage(s3.config('vh'), 'treiber/');
      for (const bad of ['../boese.png', '/x.png', '.incoming/x', 'a//b']) {
        await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Ungültiger Dateiname/);
        expect(await storage.get(bad)).toBeNull();
      }
    });

    it('lists past one page of 1000 objects', async () => {
      const storage = new S3FileStorage(s3.config('vh'), 'viele/');
      const all = Array.from({ length: 1010 }, (_, i) => `f${String(i).padStart(4, '0')}.png`);
      for (let i = 0; i < all.length; i += 50) {
        await Promise.all(all.slice(i, i + 50).map((n) => storage.put(n, Buffer.from('x'))));
      }
      expect(await names(storage)).toEqual(all);
    });

    it('says in German which bucket cannot be reached and why, at start-up', async () => {
      await expect(new S3FileStorage(s3.config('vh'), 'uploads/').check()).resolves.toBeUndefined();
      const missing = new S3FileStorage(s3.config('gibt-es-nicht'), 'uploads/');
      await expect(missing.check()).rejects.toThrow(ConfigError);
      await expect(missing.check()).rejects.toThrow(
        /Der S3-Bucket gibt-es-nicht unter http:\/\/127\.0\.0\.1:\d+ ist nicht erreichbar \(den Bucket gibt es nicht\)/,
      );
    });
  });

  it('the built server refuses to start when its bucket cannot be reached, and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vh-s3-start-'));
    try {
      const { code, stderr } = await runServerToExit({
        PORT: String(await freePort()),
        DATA_DIR: dir,
        STATIC_DIR: 'none',
        ...s3.env('gibt-es-nicht'),
      });
      expect(code).toBe(1);
      expect(stderr).toContain('Der S3-Bucket gibt-es-nicht unter http://127.0.0.1:');
      expect(stderr).toContain('den Bucket gibt es nicht');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  describe('the app with STORAGE_DRIVER=s3', () => {
    let t: TestApp;
    let admin: Client;
    let work: string;
    let photoURL: string;
    const uploads = () => new S3FileStorage(s3.config('vh'), 'uploads/');

    beforeAll(async () => {
      t = await createTestApp(s3.env('vh'));
      const world = await createWorld(t.db);
      admin = as(t, (await t.login(world.admin.email)).token);
      work = mkdtempSync(join(tmpdir(), 'vh-s3-test-'));
      const location = await createLocation(t.db);
      const { payload, headers } = multipart(await pngImage(900, 600), {
        filename: 'halle.png',
        contentType: 'image/png',
      });
      const res = await admin.post(`/api/location/uploadImage/${location.id}`, payload, headers);
      expect(res.statusCode).toBe(200);
      photoURL = res.json().data.photoURL;
    });
    afterAll(async () => {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('stores an upload and its renditions in the bucket, none on the local disk', async () => {
      const id = photoURL.slice('/uploads/'.length, -'.png'.length);
      expect((await names(uploads())).filter((n) => n.startsWith(id)).sort()).toEqual([
        `${id}-1280.webp`,
        `${id}-320.webp`,
        `${id}-640.webp`,
        `${id}.png`,
      ]);
      const local = readdirSync(t.config.uploadDir).filter((n) => !n.startsWith('.'));
      expect(local).toEqual([]);
    });

    it('serves it under the same URL with the same headers as from disk', async () => {
      const res = await as(t).get(photoURL);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const stored = await uploads().get(photoURL.slice('/uploads/'.length));
      expect(
        res.rawPayload.equals(Buffer.from(await stored!.stream.toArray().then(Buffer.concat))),
      ).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect((await as(t).get(`/uploads/${NAME}`)).statusCode).toBe(404);
    });

    it('deletes the old files from the bucket when the image is replaced', async () => {
      const location = await createLocation(t.db);
      const send = async () => {
        const { payload, headers } = multipart(await pngImage(400, 300), {
          contentType: 'image/png',
        });
        const res = await admin.post(`/api/location/uploadImage/${location.id}`, payload, headers);
        return res.json().data.photoURL as string;
      };
      const first = await send();
      const second = await send();
      const present = await names(uploads());
      const idOf = (url: string) => url.slice('/uploads/'.length, -'.png'.length);
      expect(present.some((n) => n.startsWith(idOf(first)))).toBe(false);
      expect(present.filter((n) => n.startsWith(idOf(second)))).toHaveLength(4);
    });

    it('puts every object of the bucket into the backup, and the restore back into an empty one', async () => {
      const res = await admin.get('/api/backup');
      expect(res.statusCode).toBe(200);
      const entries = await readZip(res.rawPayload);
      const inBucket = await names(uploads());
      expect(inBucket.length).toBeGreaterThanOrEqual(8);
      expect([...entries.keys()].filter((n) => n.startsWith('uploads/')).sort()).toEqual(
        inBucket.map((n) => `uploads/${n}`).sort(),
      );
      const manifest = JSON.parse(entries.get('manifest.json')!.toString());
      expect(manifest.files).toBe(inBucket.length);

      const zipPath = join(work, 'backup.zip');
      writeFileSync(zipPath, res.rawPayload);
      const target = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(work, 'restored'),
        ...s3.env('wiederhergestellt'),
      });
      const fresh = await openTestDatabase();
      try {
        const result = await restoreBackup(zipPath, fresh, target);
        expect(result.files).toBe(inBucket.length);
        expect(result.storage).toBe('S3-Bucket wiederhergestellt (uploads/)');
        const restored = new S3FileStorage(s3.config('wiederhergestellt'), 'uploads/');
        expect(await names(restored)).toEqual(inBucket);
        const name = photoURL.slice('/uploads/'.length);
        const bytes = await (await restored.get(name))!.stream.toArray();
        expect(Buffer.concat(bytes).equals(entries.get(`uploads/${name}`)!)).toBe(true);
        expect(readFileSync(zipPath).length).toBe(res.rawPayload.length);
      } finally {
        await fresh.close();
      }

      // Into a bucket that holds files already: refused before anything is written.
      const again = await openTestDatabase();
      try {
        await expect(restoreBackup(zipPath, again, target)).rejects.toThrow(RestoreError);
        await expect(restoreBackup(zipPath, again, target)).rejects.toThrow(
          /Der S3-Bucket wiederhergestellt \(uploads\/\) ist nicht leer/,
        );
      } finally {
        await again.close();
      }
    });
  });

  describe('the club documents with STORAGE_DRIVER=s3', () => {
    it('stores an upload in the bucket, serves it, and deletes the old object on replace', async () => {
      const t = await createTestApp(s3.env('formulare'));
      try {
        const owner = await createUser(t.db, {
          email: 'owner@verein.example.org',
          roles: ['owner'],
        });
        const client = as(t, (await t.login(owner.email)).token);
        const bucket = new S3FileStorage(s3.config('formulare'), 'uploads/');
        const first = multipart(pdfBytes('Satzung 2025'), {
          filename: 'satzung.pdf',
          contentType: 'application/pdf',
          fields: { title: 'Satzung', category: 'statutes' },
        });
        const created = await client.post('/api/documents', first.payload, first.headers);
        expect(created.statusCode).toBe(201);
        const doc = created.json().data as { _id: string; url: string; version: number };
        const [key] = await names(bucket);
        expect(key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
        const pdf = await as(t).get(doc.url);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.equals(pdfBytes('Satzung 2025'))).toBe(true);

        const second = multipart(pdfBytes('Satzung 2026'), { contentType: 'application/pdf' });
        const replaced = await client.post(`/api/documents/${doc._id}/file`, second.payload, {
          ...second.headers,
          ...ifMatch(doc.version),
        });
        expect(replaced.statusCode).toBe(200);
        expect((await as(t).get(doc.url)).rawPayload.equals(pdfBytes('Satzung 2026'))).toBe(true);
        const now = await names(bucket);
        expect(now).toHaveLength(1);
        expect(now).not.toContain(key);
        expect((await as(t).get('/forms/gibt-es-nicht.pdf')).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    });

    it('offers no document when there is none', async () => {
      const t = await createTestApp(s3.env('leer'));
      try {
        expect((await as(t).get('/public/forms')).json().data).toEqual([]);
      } finally {
        await t.close();
      }
    });
  });
});
