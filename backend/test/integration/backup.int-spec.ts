import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bearer, createTestApp, type TestApp } from '@test/utils/test-app';
import { openTestDatabase } from '@test/utils/test-database';
import { as, idempotencyKey, type Client } from '@test/utils/http';
import { pngImage } from '@test/utils/images';
import { multipart } from '@test/utils/multipart';
import { readZip } from '@test/utils/zip';
import { createLocation, createSupportRequest, createWorld } from '@test/factories/factories';
import { pdfBytes } from '@test/factories/documents';
import { loadConfig, type AppConfig } from '@/config/env';
import type { Database, DatabaseHandle } from '@/db/client';
import { createApp } from '@/app.factory';
import { auditLog, sessions, supportRequests } from '@/db/schema';
import { LocalFileStorage } from '@/files/local-file-storage';
import { withRestoreTransaction } from '@/backup/backup.repository';
import { backupTables, orderTables } from '@/backup/backup.tables';
import { restoreBackup, RestoreError } from '@/backup/restore';
import { schemaVersion } from '@/backup/schema-version';
import { ZipReader } from '@/backup/zip-reader';

const SMTP_PASSWORD = 'smtp-geheimnis-4711';
const JWT_SECRET = 'jwt-geheimnis-'.padEnd(48, 'x');

/** Every row of a table as PostgreSQL's JSON, in a stable order. */
async function rowsOf(db: Database, table: string): Promise<unknown[]> {
  const result = await db.execute<{ r: unknown }>(
    sql`SELECT to_jsonb(t) AS r FROM ${sql.identifier(table)} t ORDER BY to_jsonb(t)::text`,
  );
  return result.rows.map((row) => row.r);
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const file of new LocalFileStorage(dir).list()) {
    files[file.name] = readFileSync(join(dir, file.name)).toString('base64');
  }
  return files;
}

describe('backup download and restore', () => {
  let t: TestApp;
  let admin: Client;
  let zipPath: string;
  let zipBytes: Buffer;
  let work: string;
  let restored: DatabaseHandle;
  let restoredConfig: AppConfig;

  beforeAll(async () => {
    t = await createTestApp({
      JWT_SECRET,
      // Nothing listens there: the contact mail fails and stays in the inbox as "failed".
      SMTP_URL: `smtp://verein:${SMTP_PASSWORD}@127.0.0.1:9`,
    });
    work = mkdtempSync(join(tmpdir(), 'vh-backup-test-'));
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    await as(t).post('/api/login', { email: world.owner.email, password: 'falsch-falsch' });
    await createLocation(t.db, { name: 'Turnhalle Nord' });
    await admin.post(
      '/api/locations',
      {
        name: 'Sportplatz Süd',
        description: 'Rasenplatz mit Flutlicht, „Vereinsheim“ & Kiosk.',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Am Sportplatz 1',
      },
      idempotencyKey(),
    );
    await as(t).post('/public/emailRequest', {
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Probetraining',
      message: 'Darf meine Tochter einmal mitturnen?\nViele Grüße',
    });
    await createSupportRequest(t.db, { done: true, doneAt: new Date(), phone: '0123 4567' });
    for (let i = 0; i < 100; i++) {
      const [row] = await t.db.select().from(supportRequests).limit(1);
      if (row?.mailStatus === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // More rows than one page of the backup (1000) and one batch of the restore (500).
    await t.db.execute(
      sql`INSERT INTO audit_log (action, details) SELECT 'login.failed', jsonb_build_object('n', g, 'tags', jsonb_build_array('a', g)) FROM generate_series(1, 2100) g`,
    );
    // A club document, uploaded as the back office does: its row and its PDF in the backup.
    const doc = multipart(pdfBytes('Satzung im Backup'), {
      filename: 'satzung.pdf',
      contentType: 'application/pdf',
      fields: { title: 'Satzung', category: 'statutes' },
    });
    expect((await admin.post('/api/documents', doc.payload, doc.headers)).statusCode).toBe(201);
    mkdirSync(join(t.config.uploadDir, 'courses'), { recursive: true });
    writeFileSync(join(t.config.uploadDir, 'logo.png'), randomBytes(70_000));
    writeFileSync(join(t.config.uploadDir, 'courses', 'kinderturnen.jpg'), randomBytes(5_000));
    writeFileSync(join(t.config.uploadDir, 'courses', 'leer.jpg'), Buffer.alloc(0));
    // An upload being processed (still with its EXIF data) is no stored file: not backed up.
    mkdirSync(join(t.config.uploadDir, '.incoming'), { recursive: true });
    writeFileSync(join(t.config.uploadDir, '.incoming', 'roh.part'), randomBytes(1_000));

    const res = await admin.get('/api/backup');
    expect(res.statusCode).toBe(200);
    zipBytes = res.rawPayload;
    zipPath = join(work, 'backup.zip');
    writeFileSync(zipPath, zipBytes);

    restored = await openTestDatabase();
    restoredConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(work, 'restored') });
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers with a zip named backup_YYYY_MM_DD.zip as an attachment', async () => {
    const res = await admin.get('/api/backup');
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '_');
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="backup_${today}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('holds a manifest, one JSON file per table and the uploaded files', async () => {
    const zip = await ZipReader.open(zipPath);
    try {
      const manifest = JSON.parse(await zip.text(zip.entries.get('manifest.json')!));
      expect(manifest).toMatchObject({ format: 1, schema_version: schemaVersion(), files: 4 });
      for (const table of backupTables()) {
        expect(zip.entries.has(`tables/${table.name}.json`)).toBe(true);
        const rows = JSON.parse(await zip.text(zip.entries.get(`tables/${table.name}.json`)!));
        expect({ table: table.name, rows: manifest.tables[table.name] }).toEqual({
          table: table.name,
          rows: rows.length,
        });
      }
      expect(manifest.tables).toMatchObject({ support_requests: 2, locations: 2 });
      expect(manifest.tables.users).toBeGreaterThanOrEqual(5);
      expect(manifest.tables.audit_log).toBeGreaterThan(2100);
      expect([...zip.entries.keys()].filter((n) => n.startsWith('uploads/')).sort()).toEqual([
        'uploads/courses/kinderturnen.jpg',
        'uploads/courses/leer.jpg',
        expect.stringMatching(/^uploads\/documents\/[0-9a-f-]{36}\.pdf$/),
        'uploads/logo.png',
      ]);
      expect(manifest.tables.documents).toBe(1);
    } finally {
      zip.close();
    }
  });

  it('contains no sessions, idempotency keys, limit counters or token rows and no secret of the configuration', async () => {
    const zip = await ZipReader.open(zipPath);
    const texts: string[] = [];
    try {
      for (const [name, entry] of zip.entries) {
        if (!name.startsWith('uploads/')) texts.push(await zip.text(entry));
      }
      const names = [...zip.entries.keys()];
      expect(names).not.toContain('tables/sessions.json');
      expect(names).not.toContain('tables/idempotency_keys.json');
      expect(names).not.toContain('tables/rate_limits.json');
      expect(names.filter((n) => /token/.test(n))).toEqual([]);
    } finally {
      zip.close();
    }
    const all = texts.join('\n');
    const hashes = (await t.db.select().from(sessions)).map((s) => s.tokenHash);
    expect(hashes.length).toBeGreaterThan(0);
    for (const secret of [JWT_SECRET, SMTP_PASSWORD, t.config.smtpUrl!, ...hashes])
      expect(all).not.toContain(secret);
  });

  it('records each download in the audit log', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'backup.downloaded'`);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]).toMatchObject({ actorEmail: expect.stringContaining('@') });
  });

  it('restores every row of every table and every file byte for byte into an empty database', async () => {
    const result = await restoreBackup(zipPath, restored, restoredConfig);
    expect(result.files).toBe(4);
    for (const { name } of backupTables()) {
      let source = await rowsOf(t.db, name);
      if (name === 'audit_log') {
        // The source has since recorded the downloads themselves.
        source = source.filter((r) => (r as { action: string }).action !== 'backup.downloaded');
      }
      expect({ name, rows: await rowsOf(restored.db, name) }).toEqual({ name, rows: source });
    }
    expect(await rowsOf(restored.db, 'sessions')).toEqual([]);
    expect(await filesOf(restoredConfig.uploadDir)).toEqual(await filesOf(t.config.uploadDir));
  });

  it('lets the restored users log in with their passwords', async () => {
    const app = await createApp(restoredConfig, restored, { logger: false });
    try {
      const [row] = await restored.db
        .execute<{ email: string }>(sql`SELECT email FROM users WHERE 'admin' = ANY(roles) LIMIT 1`)
        .then((r) => r.rows);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: row!.email, password: 'Turnen1887!' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('serves the restored club document at its address, byte for byte', async () => {
    const app = await createApp(restoredConfig, restored, { logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/forms/satzung.pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdfBytes('Satzung im Backup'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that is not empty and changes nothing', async () => {
    const before = await rowsOf(t.db, 'users');
    await expect(restoreBackup(zipPath, await handleOf(t), t.config)).rejects.toThrow(
      /Die Datenbank ist nicht leer \(.*users: \d+/,
    );
    await expect(restoreBackup(zipPath, await handleOf(t), t.config)).rejects.toBeInstanceOf(
      RestoreError,
    );
    expect(await rowsOf(t.db, 'users')).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const fresh = await openTestDatabase();
    try {
      const notZip = join(work, 'kein.zip');
      writeFileSync(notZip, 'Hallo');
      await expect(restoreBackup(notZip, fresh, restoredConfig)).rejects.toThrow(
        `Die Datei ${notZip} ist kein Zip-Archiv. Es wurde nichts geändert.`,
      );
    } finally {
      await fresh.close();
    }
  });
});

/** The test app's own database as a handle (migrate is a no-op: it is migrated). */
async function handleOf(t: TestApp): Promise<DatabaseHandle> {
  return {
    db: t.db,
    kind: 'postgres',
    pool: null,
    migrate: async () => undefined,
    exclusively: (work) => work(),
    close: async () => {},
  };
}

describe('restoring a self-referencing table', () => {
  const nodes = pgTable('backup_test_nodes', {
    id: uuid('id').primaryKey(),
    parentId: uuid('parent_id').references((): AnyPgColumn => nodes.id),
    name: text('name').notNull(),
  });

  it('inserts children before their parents and then links them', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.db.execute(
        sql`CREATE TABLE backup_test_nodes (id uuid PRIMARY KEY, parent_id uuid REFERENCES backup_test_nodes(id), name text NOT NULL)`,
      );
      const [info] = orderTables([nodes]);
      const root = '00000000-0000-4000-8000-000000000001';
      const child = '00000000-0000-4000-8000-000000000002';
      const rows = [
        { id: child, parent_id: root, name: 'Kind' },
        { id: root, parent_id: null, name: 'Wurzel' },
      ];
      await withRestoreTransaction(handle.db, async (writer) => {
        await writer.insert(info!, info!.columns, rows);
        await writer.fillDeferred(info!, rows);
      });
      const result = await handle.db.execute(
        sql`SELECT id, parent_id, name FROM backup_test_nodes ORDER BY name`,
      );
      expect(result.rows).toEqual([
        { id: child, parent_id: root, name: 'Kind' },
        { id: root, parent_id: null, name: 'Wurzel' },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe('a backup download the client breaks off', () => {
  it('ends the snapshot transaction, so the database keeps answering', async () => {
    const t = await createTestApp();
    try {
      const world = await createWorld(t.db);
      const { token } = await t.login(world.admin.email);
      mkdirSync(t.config.uploadDir, { recursive: true });
      // Incompressible and larger than the socket buffers: the download cannot finish on its own.
      writeFileSync(join(t.config.uploadDir, 'gross.bin'), randomBytes(24 * 1024 * 1024));
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpGet(
          { host: '127.0.0.1', port, path: '/api/backup', headers: bearer(token) },
          (res) => {
            expect(res.statusCode).toBe(200);
            // Past the tables, in the middle of the big file.
            let received = 0;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received < 1024 * 1024 || req.destroyed) return;
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET') reject(error);
        });
      });
      const open = async () => {
        if (t.config.databaseUrl === null && !process.env.DATABASE_URL) return 0;
        const result = await t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        );
        return Number(result.rows[0]!.n);
      };
      for (let i = 0; i < 100 && (await open()) > 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await open()).toBe(0);
      // On PGlite (one connection) a stuck snapshot would make this wait forever.
      expect((await t.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
      expect((await as(t, token).get('/api/support')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('a backup download a client reads slowly', () => {
  it('holds the database only while reading it, and keeps an image replaced meanwhile in the zip', async () => {
    const t = await createTestApp();
    let res: IncomingMessage | undefined;
    try {
      const world = await createWorld(t.db);
      const { token } = await t.login(world.admin.email);
      const admin = as(t, token);
      const venue = await createLocation(t.db);
      const upload = async (color: string) => {
        const { payload, headers } = multipart(await pngImage(320, 200, color), {
          filename: 'halle.png',
          contentType: 'image/png',
        });
        const stored = await admin.post(`/api/location/uploadImage/${venue.id}`, payload, headers);
        expect(stored.statusCode).toBe(200);
        return stored.json().data.photoURL as string;
      };
      const file = (url: string) => join(t.config.uploadDir, url.slice('/uploads/'.length));
      const before = await upload('#0b4f9c');
      // Incompressible and larger than the socket buffers: the download cannot finish on its own.
      writeFileSync(join(t.config.uploadDir, 'gross.bin'), randomBytes(24 * 1024 * 1024));
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const download = await new Promise<IncomingMessage>((resolve, reject) => {
        httpGet(
          { host: '127.0.0.1', port, path: '/api/backup', headers: bearer(token) },
          resolve,
        ).on('error', reject);
      });
      res = download;
      expect(download.statusCode).toBe(200);
      download.pause();

      // While the client takes nothing, the database answers (on PGlite, its one connection is
      // free) and the venue gets a new image; the old one's files are still there for the zip.
      const after = await upload('#e3008c');
      expect(after).not.toBe(before);
      expect(existsSync(file(before))).toBe(true);

      const chunks: Buffer[] = [];
      download.on('data', (chunk: Buffer) => chunks.push(chunk));
      download.resume();
      await new Promise((resolve) => download.on('end', resolve));
      const entries = await readZip(Buffer.concat(chunks));
      const rows = JSON.parse(entries.get('tables/locations.json')!.toString('utf8')) as {
        id: string;
        photo_url: string | null;
      }[];
      // The snapshot's row names the old image, and the zip holds its bytes.
      expect(rows.find((r) => r.id === venue.id)?.photo_url).toBe(before);
      expect(entries.get(`uploads/${before.slice('/uploads/'.length)}`)?.length).toBeGreaterThan(0);
      // Once the download is done, the replaced image's files go.
      for (let i = 0; i < 100 && existsSync(file(before)); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(existsSync(file(before))).toBe(false);
      expect(existsSync(file(after))).toBe(true);
      // The tables read for it are gone too.
      expect(readdirSync(join(t.config.dataDir, 'backup-spool'))).toEqual([]);
    } finally {
      // A failed check must not leave the download open: closing the app waits for it.
      res?.destroy();
      await t.close();
    }
  });
});

describe('tables left by a crash mid-download', () => {
  it('are deleted at the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vh-backup-crash-'));
    const left = join(dataDir, 'backup-spool', 'download-abc123');
    mkdirSync(left, { recursive: true });
    writeFileSync(join(left, 'users.json'), '[]');
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(existsSync(join(dataDir, 'backup-spool'))).toBe(false);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
