import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { createTestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { readZip, writeZip, type CraftedEntry } from '@test/utils/zip';
import { emptyTarget, runRestore, type RestoreRun } from '@test/utils/restore-cli';
import { createWorld } from '@test/factories/factories';

/**
 * `npm run restore` as an operator meets it: the built command in a process of its own, run on
 * real backups and on archives that are damaged, crafted or far too large. Whatever is wrong,
 * it says so in German, exits non-zero and leaves the database and the upload folder as empty
 * as it found them; a good backup then restores into the same target.
 */

const MIB = 1024 * 1024;
/**
 * Peak memory of the command on a 300 MB manifest or a 300 MB row line: the embedded database
 * alone (PGlite's WebAssembly heap) takes ~360 MiB, the process on PostgreSQL ~90 MiB; reading
 * either archive whole took 1.3–3.2 GB.
 */
const PEAK_BOUND_MIB = { pglite: 480, postgres: 160 } as const;

type Row = Record<string, unknown>;

describe('npm run restore (the built command)', () => {
  let work: string;
  /** The entries of a real backup, in its order. */
  let good: CraftedEntry[];
  let goodZip: string;
  let users: Row[];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vh-restore-cli-'));
    const t = await createTestApp();
    try {
      const world = await createWorld(t.db);
      const admin = as(t, (await t.login(world.admin.email)).token);
      mkdirSync(join(t.config.uploadDir, 'courses'), { recursive: true });
      writeFileSync(join(t.config.uploadDir, 'logo.png'), randomBytes(70_000));
      writeFileSync(join(t.config.uploadDir, 'courses', 'kinderturnen.jpg'), randomBytes(5_000));
      const res = await admin.get('/api/backup');
      expect(res.statusCode).toBe(200);
      goodZip = join(work, 'backup.zip');
      writeFileSync(goodZip, res.rawPayload);
      const entries = await readZip(res.rawPayload);
      good = [...entries].map(([name, data]) => ({ name, data }));
    } finally {
      await t.close();
    }
    users = JSON.parse(bytesOf('tables/users.json').toString('utf8')) as Row[];
    expect(users.length).toBeGreaterThanOrEqual(5);
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function bytesOf(name: string): Buffer {
    const entry = good.find((e) => e.name === name);
    if (!entry || !Buffer.isBuffer(entry.data)) throw new Error(`${name} is not in the backup`);
    return entry.data;
  }

  /** The good backup with some entries replaced (same place) or added (at the end). */
  async function crafted(file: string, changes: CraftedEntry[]): Promise<string> {
    const entries = good.map((e) => changes.find((c) => c.name === e.name) ?? e);
    entries.push(...changes.filter((c) => !good.some((e) => e.name === c.name)));
    const path = join(work, file);
    await writeZip(path, entries);
    return path;
  }

  function manifestWith(change: (manifest: Row & { tables: Record<string, number> }) => void) {
    const manifest = JSON.parse(bytesOf('manifest.json').toString('utf8'));
    change(manifest);
    return { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) };
  }

  /** A table file as the backup writes it: `[`, one row per line, `]`. */
  function tableFile(rows: Row[]): Buffer {
    return Buffer.from(`[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
  }

  /** Runs the command on `zipPath` into a fresh target and checks it changed nothing. */
  async function refused(zipPath: string): Promise<RestoreRun> {
    const target = await emptyTarget(work);
    try {
      const run = await runRestore(zipPath, target, work);
      expect({ code: run.code, stdout: run.stdout }).toEqual({
        code: 1,
        stdout: expect.not.stringContaining('Backup eingespielt'),
      });
      expect(await target.rows()).toBe(0);
      expect(target.files()).toEqual([]);
      expect(run.stderr).toMatch(
        /^Wiederherstellung abgebrochen: .+ Es wurde nichts geändert\.\n$/,
      );
      return run;
    } finally {
      await target.close();
    }
  }

  /** As `refused`, then the good backup restores completely into the very same target. */
  async function refusedThenGoodRestores(zipPath: string): Promise<RestoreRun> {
    const target = await emptyTarget(work);
    try {
      const run = await runRestore(zipPath, target, work);
      expect(run.code).toBe(1);
      expect(await target.rows()).toBe(0);
      expect(target.files()).toEqual([]);
      expect(run.stderr).toMatch(
        /^Wiederherstellung abgebrochen: .+ Es wurde nichts geändert\.\n$/,
      );
      const again = await runRestore(goodZip, target, work);
      expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
      expect(again.stdout).toContain('Backup eingespielt');
      expect(await target.rows()).toBeGreaterThan(users.length);
      expect(target.files()).toEqual(['courses/kinderturnen.jpg', 'logo.png']);
      return run;
    } finally {
      await target.close();
    }
  }

  it('restores a real backup and says what it restored', async () => {
    const target = await emptyTarget(work);
    try {
      const run = await runRestore(goodZip, target, work);
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/Prüfe das Backup: \d+ Tabellen, 2 Dateien/);
      expect(run.stdout).toMatch(/Backup eingespielt: \d+ Zeilen in \d+ Tabellen, 2 Dateien/);
      expect(target.files()).toEqual(['courses/kinderturnen.jpg', 'logo.png']);
      expect(readFileSync(join(target.uploadDir, 'logo.png'))).toEqual(bytesOf('uploads/logo.png'));
    } finally {
      await target.close();
    }
  }, 60_000);

  describe('a row the database refuses', () => {
    /** Every value of the users' rows an error text could quote: addresses, names, hashes. */
    const secrets = () =>
      users.flatMap((row) =>
        Object.values(row).filter((v): v is string => typeof v === 'string' && v.length >= 6),
      );

    it('names the rule and the lines, never a row: no e-mail address, no password hash', async () => {
      const twin = { ...users[1]!, id: randomUUID() };
      const zip = await crafted('doppelte-adresse.zip', [
        { name: 'tables/users.json', data: tableFile([...users, twin]) },
        manifestWith((m) => (m.tables.users = users.length + 1)),
      ]);
      const run = await refusedThenGoodRestores(zip);
      expect(run.stderr).toContain(
        `Die Datenbank nimmt die Zeilen 2–${users.length + 2} von tables/users.json nicht an: Datenbankfehler 23505 (Tabelle users, Regel users_email_unique).`,
      );
      expect(run.stderr).not.toMatch(/@|\$argon2/);
      for (const value of secrets()) expect(run.stderr).not.toContain(value);
    }, 120_000);

    it('does not quote a value the database cannot read either', async () => {
      // PostgreSQL's own message quotes it: invalid input syntax for type uuid: "<value>".
      const broken = { ...users[0]!, id: users[0]!.email };
      const zip = await crafted('kaputte-id.zip', [
        { name: 'tables/users.json', data: tableFile([broken, ...users.slice(1)]) },
      ]);
      const run = await refused(zip);
      expect(run.stderr).toContain('von tables/users.json nicht an: Datenbankfehler 22P02.');
      expect(run.stderr).not.toMatch(/@|\$argon2/);
      for (const value of secrets()) expect(run.stderr).not.toContain(value);
    }, 60_000);
  });

  describe('a damaged entry is found before anything is written', () => {
    /** Deflate data that starts well and then breaks (a block of the reserved type 3). */
    const brokenDeflate = (data: Buffer) =>
      Buffer.concat([
        deflateRawSync(data.subarray(0, data.length >> 1), {
          finishFlush: constants.Z_SYNC_FLUSH,
        }),
        Buffer.from([0x07, 0xff, 0xff, 0xff]),
      ]);

    it('an upload with one byte changed and its old CRC-32', async () => {
      const original = bytesOf('uploads/logo.png');
      const flipped = Buffer.from(original);
      flipped[40_000] = flipped[40_000]! ^ 0x01;
      const zip = await crafted('crc.zip', [
        { name: 'uploads/logo.png', data: flipped, crc32: crc32(original) },
      ]);
      const run = await refusedThenGoodRestores(zip);
      expect(run.stderr).toContain(
        'uploads/logo.png ist beschädigt: Die Prüfsumme (CRC-32) stimmt nicht mit dem Inhaltsverzeichnis überein.',
      );
    }, 120_000);

    it('an upload whose deflate stream breaks off', async () => {
      const data = bytesOf('uploads/logo.png');
      const zip = await crafted('upload-deflate.zip', [
        { name: 'uploads/logo.png', data, compressed: brokenDeflate(data) },
      ]);
      const run = await refusedThenGoodRestores(zip);
      expect(run.stderr).toContain(
        'uploads/logo.png ist beschädigt: Die komprimierten Daten lassen sich nicht entpacken.',
      );
    }, 120_000);

    it('a table whose deflate stream breaks off', async () => {
      const data = bytesOf('tables/users.json');
      const zip = await crafted('table-deflate.zip', [
        { name: 'tables/users.json', data, compressed: brokenDeflate(data) },
      ]);
      const run = await refusedThenGoodRestores(zip);
      expect(run.stderr).toContain(
        'tables/users.json ist beschädigt: Die komprimierten Daten lassen sich nicht entpacken.',
      );
    }, 120_000);

    it('a table that inflates to more than its directory says (a zip bomb)', async () => {
      const zip = await crafted('bombe.zip', [
        {
          name: 'tables/audit_log.json',
          data: () => repeated(Buffer.from('[\n'), 'A', 300 * MIB),
          declaredSize: 1000,
        },
      ]);
      const run = await refused(zip);
      expect(run.stderr).toContain(
        'tables/audit_log.json entpackt zu mehr als den 1000 Bytes, die das Inhaltsverzeichnis nennt',
      );
    }, 120_000);
  });

  describe('a restore stopped halfway', () => {
    it('a file that cannot be written rolls the tables back and deletes the files written before it', async () => {
      const target = await emptyTarget(work);
      try {
        // An empty folder where logo.png goes: the storage is empty, but that file cannot land.
        mkdirSync(join(target.uploadDir, 'logo.png'), { recursive: true });
        const run = await runRestore(goodZip, target, work);
        expect(run.code).toBe(1);
        expect(run.stdout).toContain('Spiele die Tabellen ein und schreibe die Dateien');
        expect(await target.rows()).toBe(0);
        // courses/kinderturnen.jpg was written first, and deleted again.
        expect(target.files()).toEqual([]);
        expect(run.stderr).toBe(
          `Wiederherstellung abgebrochen: uploads/logo.png ließ sich nicht in den Upload-Ordner ${target.uploadDir} schreiben (dort liegt ein Ordner dieses Namens). Es wurde nichts geändert.\n`,
        );
      } finally {
        await target.close();
      }
    }, 60_000);

    it('Ctrl+C while the backup is checked undoes everything', async () => {
      // A large file (zeros, small in the zip) keeps the command busy well past the signal.
      const zip = await crafted('gross.zip', [
        { name: 'uploads/video.bin', data: () => repeated(Buffer.alloc(0), '\0', 200 * MIB) },
        manifestWith((m) => (m.files = 3)),
      ]);
      const target = await emptyTarget(work);
      try {
        let sent = false;
        const run = await runRestore(zip, target, work, (stdout, child) => {
          if (sent || !stdout.includes('Prüfe das Backup')) return;
          sent = true;
          child.kill('SIGINT');
        });
        expect(sent).toBe(true);
        expect(run.code).toBe(1);
        expect(await target.rows()).toBe(0);
        expect(target.files()).toEqual([]);
        expect(run.stderr).toBe(
          'Breche ab und mache alles rückgängig …\nWiederherstellung abgebrochen: Abgebrochen (Strg+C oder SIGTERM). Es wurde nichts geändert.\n',
        );
      } finally {
        await target.close();
      }
    }, 60_000);
  });

  describe('archives far too large to read whole', () => {
    it('refuses a 300 MB manifest unread, in bounded memory', async () => {
      const zip = await crafted('manifest-300mb.zip', [
        { name: 'manifest.json', data: () => repeated(Buffer.from('{"x":"'), 'x', 300 * MIB) },
      ]);
      const run = await refused(zip);
      expect(run.stderr).toMatch(
        /manifest\.json ist \d{9} Bytes groß; das Manifest eines Backups hat höchstens 1048576 \(1 MiB\)/,
      );
      expect(run.peakMiB).toBeGreaterThan(0);
      expect(run.peakMiB).toBeLessThan(PEAK_BOUND_MIB[kind()]);
    }, 120_000);

    it('refuses a 300 MB row once 16 MiB of it are read, in bounded memory', async () => {
      const zip = await crafted('zeile-300mb.zip', [
        {
          name: 'tables/audit_log.json',
          data: () => repeated(Buffer.from('[\n{"action":"'), 'x', 300 * MIB),
        },
      ]);
      const run = await refused(zip);
      expect(run.stderr).toContain(
        'tables/audit_log.json: Zeile 2 ist länger als 16 MiB; so große Zeilen schreibt kein Backup.',
      );
      expect(run.peakMiB).toBeGreaterThan(0);
      expect(run.peakMiB).toBeLessThan(PEAK_BOUND_MIB[kind()]);
    }, 120_000);
  });

  describe('what an operator may hand it', () => {
    it('a backup cut off during the copy', async () => {
      const cut = join(work, 'abgeschnitten.zip');
      const bytes = readFileSync(goodZip);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const run = await refused(cut);
      expect(run.stderr).toContain(
        `Die Datei ${cut} ist abgeschnitten oder beschädigt: Das Inhaltsverzeichnis des Zip-Archivs fehlt oder ist unlesbar.`,
      );
    }, 60_000);

    it('a file that is no zip, and one that is not there', async () => {
      const text = join(work, 'notizen.zip');
      writeFileSync(text, 'Hallo, das ist eine Textdatei.\n');
      expect((await refused(text)).stderr).toContain(`Die Datei ${text} ist kein Zip-Archiv.`);
      const missing = join(work, 'gibt-es-nicht.zip');
      expect((await refused(missing)).stderr).toContain(`Die Datei ${missing} gibt es nicht.`);
    }, 60_000);

    it.each([
      ['../../x', 'führt aus dem Zielordner hinaus'],
      ['/etc/passwd', 'absoluter Pfad'],
      ['uploads\\..\\x', 'Backslash oder Steuerzeichen'],
    ])(
      'a name that leaves its folder: %s',
      async (name, problem) => {
        const zip = await crafted('pfad.zip', [{ name, data: Buffer.from('böse') }]);
        const run = await refused(zip);
        expect(run.stderr).toContain(
          `Das Archiv enthält einen unzulässigen Namen ${JSON.stringify(name)} (${problem}).`,
        );
      },
      60_000,
    );

    it('a zip that holds an entry twice', async () => {
      const zip = join(work, 'doppelt.zip');
      await writeZip(zip, [...good, { name: 'tables/users.json', data: tableFile(users) }]);
      const run = await refused(zip);
      expect(run.stderr).toContain('Das Archiv enthält tables/users.json mehrfach');
    }, 60_000);

    it('a backup from a newer schema version', async () => {
      const zip = await crafted('neuer.zip', [
        manifestWith((m) => (m.schema_version = '9999_aus_einer_neueren_version')),
      ]);
      const run = await refused(zip);
      expect(run.stderr).toContain(
        'Das Backup stammt von einem Datenbankschema (9999_aus_einer_neueren_version), das diese Version nicht kennt.',
      );
    }, 60_000);

    it('a backup that lacks a file its manifest counts', async () => {
      const path = join(work, 'ohne-datei.zip');
      await writeZip(
        path,
        good.filter((e) => e.name !== 'uploads/logo.png'),
      );
      const run = await refused(path);
      expect(run.stderr).toContain('Das Backup nennt 2 Dateien, enthält aber 1');
    }, 60_000);
  });
});

function kind(): 'postgres' | 'pglite' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** `head`, then `char` repeated up to `size` bytes in all, made 1 MiB at a time. */
async function* repeated(head: Buffer, char: string, size: number): AsyncGenerator<Buffer> {
  yield head;
  const chunk = Buffer.alloc(MIB, char);
  for (let left = size - head.length; left > 0; left -= chunk.length) {
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
}
