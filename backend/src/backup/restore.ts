import { createInterface } from 'node:readline';
import type { AppConfig } from '@/config/env';
import type { DatabaseHandle } from '@/db/client';
import {
  tableCounts,
  withRestoreTransaction,
  type JsonRow,
  type RestoreWriter,
} from '@/backup/backup.repository';
import { allTables, backupTables, type TableInfo } from '@/backup/backup.tables';
import { BACKUP_FORMAT, type BackupManifest } from '@/backup/backup.manifest';
import { migrationTags } from '@/backup/schema-version';
import { ZipReader } from '@/backup/zip-reader';
import { storagePathError, type FileStorage } from '@/files/file-storage';
import { uploadStorage } from '@/files/storages';

/** A reason the restore stops, as a German sentence for the operator. */
export class RestoreError extends Error {}

const BATCH = 500;

export interface RestoreResult {
  tables: Record<string, number>;
  files: number;
  /** Where the files went: "Upload-Ordner /srv/…" or "S3-Bucket verein (uploads/)". */
  storage: string;
}

/**
 * Restores a backup zip into an EMPTY database and upload storage (folder or bucket): migrates, inserts every table in
 * foreign-key order in one transaction, then writes the uploaded files. Resets nothing else.
 */
export async function restoreBackup(
  zipPath: string,
  database: DatabaseHandle,
  config: AppConfig,
): Promise<RestoreResult> {
  let zip: ZipReader;
  try {
    zip = await ZipReader.open(zipPath);
  } catch (error) {
    throw new RestoreError(
      `Die Datei ${zipPath} lässt sich nicht als Zip öffnen (${(error as Error).message}).`,
    );
  }
  const storage = uploadStorage(config);
  try {
    const manifest = await readManifest(zip);
    await storage.check();
    await database.exclusively(() => database.migrate());
    await refuseNonEmpty(database, storage);
    refuseBadNames(zip);
    const tables = backupTables();
    const known = new Set(tables.map((t) => `tables/${t.name}.json`));
    const unknown = [...zip.entries.keys()].filter(
      (name) => name.startsWith('tables/') && !known.has(name),
    );
    if (unknown.length) {
      throw new RestoreError(
        `Das Backup enthält Tabellen, die diese Version nicht kennt: ${unknown.join(', ')}.`,
      );
    }
    const counts = await withRestoreTransaction(database.db, async (writer) => {
      const restored: Record<string, number> = {};
      for (const table of tables) {
        restored[table.name] = await restoreTable(zip, writer, table);
      }
      // A truncated file rolls the whole restore back.
      for (const [name, expected] of Object.entries(manifest.tables)) {
        if (restored[name] !== expected) {
          throw new RestoreError(
            `Tabelle ${name}: ${restored[name] ?? 0} Zeilen gelesen, das Backup nennt ${expected}.`,
          );
        }
      }
      return restored;
    });
    const files = await restoreFiles(zip, storage);
    return { tables: counts, files, storage: storage.label };
  } finally {
    zip.close();
  }
}

async function readManifest(zip: ZipReader): Promise<BackupManifest> {
  const entry = zip.entries.get('manifest.json');
  if (!entry)
    throw new RestoreError('Die Datei ist kein Vereinsheim-Backup (manifest.json fehlt).');
  const manifest = JSON.parse(await zip.text(entry)) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreError(`Unbekanntes Backup-Format ${String(manifest.format)}.`);
  }
  if (!migrationTags().includes(manifest.schema_version)) {
    throw new RestoreError(
      `Das Backup stammt von einem Datenbankschema (${manifest.schema_version}), das diese Version nicht kennt. Bitte spiele es mit der Version ein, die es erstellt hat, oder einer neueren.`,
    );
  }
  return manifest;
}

async function refuseNonEmpty(database: DatabaseHandle, storage: FileStorage): Promise<void> {
  const counts = await tableCounts(database.db, allTables());
  const filled = [...counts].filter(([, n]) => n > 0).map(([name, n]) => `${name}: ${n}`);
  if (filled.length) {
    throw new RestoreError(
      `Die Datenbank ist nicht leer (${filled.join(', ')}). Ein Backup wird nur in eine leere Datenbank eingespielt; nichts wurde verändert.`,
    );
  }
  for await (const file of storage.list()) {
    throw new RestoreError(
      `Der ${storage.label} ist nicht leer (${file.name}). Ein Backup wird nur in einen leeren Speicher eingespielt; nichts wurde verändert.`,
    );
  }
}

/** Before anything is written: every file name stays inside the upload storage. */
function refuseBadNames(zip: ZipReader): void {
  for (const name of uploadEntries(zip)) {
    const error = storagePathError(name.slice('uploads/'.length));
    if (error) throw new RestoreError(`Ungültiger Dateiname im Backup: ${name} (${error}).`);
  }
}

function uploadEntries(zip: ZipReader): string[] {
  return [...zip.entries.keys()].filter((n) => n.startsWith('uploads/') && !n.endsWith('/'));
}

/** Reads a table file line by line (one row per line) and inserts it in batches. */
async function restoreTable(zip: ZipReader, writer: RestoreWriter, table: TableInfo) {
  const entry = zip.entries.get(`tables/${table.name}.json`);
  if (!entry) return 0;
  let total = 0;
  for await (const batch of batches(zip, entry)) {
    const present = new Set(Object.keys(batch[0]!));
    // Columns the backup lacks (added by a later migration) take their defaults.
    const columns = table.columns.filter((c) => present.has(c));
    await writer.insert(table, columns, batch);
    total += batch.length;
  }
  if (table.deferred.length) {
    for await (const batch of batches(zip, entry)) await writer.fillDeferred(table, batch);
  }
  await writer.resetSequences(table);
  return total;
}

async function* batches(
  zip: ZipReader,
  entry: Parameters<ZipReader['stream']>[0],
): AsyncGenerator<JsonRow[]> {
  const lines = createInterface({ input: await zip.stream(entry), crlfDelay: Infinity });
  let batch: JsonRow[] = [];
  for await (const raw of lines) {
    const line = raw.trim().replace(/,$/, '');
    if (!line || line === '[' || line === ']') continue;
    batch.push(JSON.parse(line) as JsonRow);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function restoreFiles(zip: ZipReader, storage: FileStorage): Promise<number> {
  let count = 0;
  for (const name of uploadEntries(zip)) {
    const entry = zip.entries.get(name)!;
    await storage.put(name.slice('uploads/'.length), {
      stream: await zip.stream(entry),
      size: entry.uncompressedSize,
    });
    count++;
  }
  return count;
}
