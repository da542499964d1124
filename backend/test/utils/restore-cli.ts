import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { tableCounts } from '@/backup/backup.repository';
import { allTables } from '@/backup/backup.tables';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { adminUrl, PGLITE_DUMP, TEMPLATE_DB, withAdminClient } from '@test/utils/test-database';

/** The built command `npm run restore` runs (built by the global setup when stale). */
export const RESTORE_JS = resolve(__dirname, '..', '..', 'dist', 'backup', 'restore.cli.js');

/**
 * Where a restore goes, as an operator sets it up: an empty, migrated database (a copy of the
 * test template on PostgreSQL, a PGlite folder loaded from the template dump otherwise) and an
 * empty upload folder.
 */
export interface RestoreTarget {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  uploadDir: string;
  /** Rows in all tables together (excluded ones too). */
  rows(): Promise<number>;
  /** Every file below the upload folder, hidden and half-written ones too. */
  files(): string[];
  close(): Promise<void>;
}

export async function emptyTarget(work: string): Promise<RestoreTarget> {
  const dir = mkdtempSync(join(work, 'target-'));
  const uploadDir = join(dir, 'uploads');
  const url = process.env.DATABASE_URL;
  let env: Record<string, string>;
  let openDb: () => Promise<DatabaseHandle>;
  let drop = async () => undefined as unknown;
  if (url) {
    const name = `vh_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
    env = { DATABASE_URL: adminUrl(url, name) };
    openDb = () => openPostgres(adminUrl(url, name));
    drop = () =>
      withAdminClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    // Migrated already, so the command does not run initdb (which alone takes ~900 MB); made
    // once from the template dump, then copied (a copy takes a fraction of loading the dump).
    const template = join(work, 'pglite-template');
    if (!existsSync(template)) {
      await (await openPglite(template, new Blob([readFileSync(PGLITE_DUMP)]))).close();
    }
    const dataDir = join(dir, 'data');
    cpSync(template, dataDir, { recursive: true });
    env = { DATA_DIR: dataDir };
    openDb = () => openPglite(dataDir);
  }
  return {
    kind: url ? 'postgres' : 'pglite',
    env: { ...env, UPLOAD_DIR: uploadDir },
    uploadDir,
    async rows() {
      const handle = await openDb();
      try {
        const counts = await tableCounts(handle.db, allTables());
        return [...counts.values()].reduce((a, b) => a + b, 0);
      } finally {
        await handle.close();
      }
    },
    files: () =>
      existsSync(uploadDir)
        ? readdirSync(uploadDir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => join(e.parentPath, e.name).slice(uploadDir.length + 1))
            .sort()
        : [],
    async close() {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RestoreRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The process's peak resident memory (VmHWM) in MiB, read by the process itself at exit. */
  peakMiB: number;
}

/** Reads the high-water mark of the process's RSS as it exits (Linux: /proc/self/status). */
const PEAK_PRELOAD = `process.on('exit', () => {
  const fs = require('node:fs');
  const m = /VmHWM:\\s*(\\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  fs.writeFileSync(process.env.VH_PEAK_FILE, m ? m[1] : '0');
});
`;

/**
 * `node backend/dist/backup/restore.cli.js <zip>` as the operator runs it (what `npm run restore`
 * runs after building), in a process of its own with only the target's settings.
 */
export async function runRestore(
  zipPath: string,
  target: RestoreTarget,
  work: string,
  /** Hears what the command printed so far on stdout, each time it prints. */
  onStdout?: (stdout: string, child: ChildProcess) => void,
): Promise<RestoreRun> {
  const preload = join(work, 'peak-rss.js');
  if (!existsSync(preload)) writeFileSync(preload, PEAK_PRELOAD);
  const peakFile = join(work, `peak-${randomBytes(4).toString('hex')}`);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      value === undefined ||
      /^(DATABASE_URL|DATA_DIR|UPLOAD_DIR|STORAGE_DRIVER|S3_|NODE_OPTIONS)/.test(key)
    )
      continue;
    env[key] = value;
  }
  const child = spawn(process.execPath, ['-r', preload, RESTORE_JS, zipPath], {
    env: { ...env, NODE_ENV: 'test', ...target.env, VH_PEAK_FILE: peakFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout, child);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const peakKiB = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) : 0;
  rmSync(peakFile, { force: true });
  return { code, stdout, stderr, peakMiB: Math.round(peakKiB / 1024) };
}
