import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Entry } from 'yauzl';
import { ConfigError, type AppConfig } from '@/config/env';
import type { DatabaseHandle } from '@/db/client';
import {
  tableCounts,
  withRestoreTransaction,
  type JsonRow,
  type RestoreWriter,
} from '@/backup/backup.repository';
import { allTables, backupTables, type TableInfo } from '@/backup/backup.tables';
import { checkManifest, MANIFEST_MAX_BYTES, type BackupManifest } from '@/backup/backup.manifest';
import { migrationTags } from '@/backup/schema-version';
import { ZipReader, ZipReadError } from '@/backup/zip-reader';
import { safeErrorMessage } from '@/common/safe-error';
import { storagePathError, type FileStorage } from '@/files/file-storage';
import { uploadStorage } from '@/files/storages';

/** A reason the restore stops, as a German sentence for the operator (never a row's values). */
export class RestoreError extends Error {}

/**
 * The longest line (one row) of a table file the restore reads: 16 MiB. Every row was written
 * through requests of at most 1 MiB (BODY_LIMIT in app.factory.ts; images are files, not rows),
 * and the largest rows, published snapshots, join a few such writes. A longer line is no row
 * of ours and is refused once 16 MiB of it are read, so memory stays bounded.
 */
export const ROW_MAX_BYTES = 16 * 1024 * 1024;

/** One INSERT takes up to this many rows, and stops earlier at this much JSON. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

const NOTHING_CHANGED = 'Es wurde nichts geändert.';

export interface RestoreResult {
  tables: Record<string, number>;
  files: number;
  /** Where the files went: "Upload-Ordner /srv/…" or "S3-Bucket verein (uploads/)". */
  storage: string;
}

export interface RestoreOptions {
  /** Aborting stops the restore at the next row batch or file and undoes it (Ctrl+C). */
  signal?: AbortSignal;
  /** One line per step, for the operator (the CLI prints them). */
  progress?: (line: string) => void;
}

/** What the zip holds, named and checked against the manifest before anything is read. */
interface Plan {
  manifest: BackupManifest;
  tables: { info: TableInfo; entry: Entry | undefined }[];
  uploads: Entry[];
}

/**
 * Restores a backup zip into an EMPTY database and upload storage (folder or bucket), all or
 * nothing: every entry is read and checked first (CRC-32, sizes, row syntax, row counts); then
 * one transaction inserts every table in foreign-key order and writes the files, and any failure
 * rolls it back and deletes the files written. Resets nothing else.
 */
export async function restoreBackup(
  zipPath: string,
  database: DatabaseHandle,
  config: AppConfig,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const zip = await ZipReader.open(zipPath).catch((error: unknown) => {
    throw new RestoreError(`${reason(error)} ${NOTHING_CHANGED}`);
  });
  const storage = uploadStorage(config);
  const written: string[] = [];
  const say = options.progress ?? (() => undefined);
  const step = () => {
    if (options.signal?.aborted) throw new RestoreError('Abgebrochen (Strg+C oder SIGTERM).');
  };
  try {
    const plan = planRestore(zip, await readManifest(zip));
    await storage.check();
    await database.exclusively(() => database.migrate());
    await refuseNonEmpty(database, storage);
    say(`Prüfe das Backup: ${plan.tables.length} Tabellen, ${plan.uploads.length} Dateien …`);
    await verify(zip, plan, step);
    say('Spiele die Tabellen ein und schreibe die Dateien …');
    const counts = await withRestoreTransaction(database.db, async (writer) => {
      const restored: Record<string, number> = {};
      for (const { info, entry } of plan.tables) {
        restored[info.name] = entry ? await restoreTable(zip, writer, info, entry, step) : 0;
      }
      checkCounts(plan.manifest, restored);
      // Inside the transaction: a file that cannot be written rolls the tables back too.
      for (const entry of plan.uploads) {
        step();
        await restoreFile(zip, storage, entry, written);
      }
      return restored;
    });
    return { tables: counts, files: written.length, storage: storage.label };
  } catch (error) {
    throw await undo(error, storage, written);
  } finally {
    zip.close();
  }
}

/** The operator's sentence for a failure, and the files written so far deleted again. */
async function undo(
  error: unknown,
  storage: FileStorage,
  written: string[],
): Promise<RestoreError> {
  const left: string[] = [];
  for (const name of written) {
    await storage.delete(name).catch(() => left.push(name));
  }
  if (!left.length) return new RestoreError(`${reason(error)} ${NOTHING_CHANGED}`);
  return new RestoreError(
    `${reason(error)} Die Datenbank ist unverändert, aber ${left.length === 1 ? 'eine Datei ließ' : `${left.length} Dateien ließen`} sich nicht wieder aus dem ${storage.label} löschen (${left.slice(0, 3).join(', ')}${left.length > 3 ? ' …' : ''}); bitte lösche sie, bevor du es noch einmal versuchst.`,
  );
}

/** Our own sentences as they are; anything else described without the values it may carry. */
function reason(error: unknown): string {
  if (error instanceof RestoreError || error instanceof ZipReadError) return error.message;
  if (error instanceof ConfigError) return error.message;
  return `Unerwarteter Fehler: ${safeErrorMessage(error)}.`;
}

async function readManifest(zip: ZipReader): Promise<BackupManifest> {
  const entry = zip.entries.get('manifest.json');
  if (!entry) {
    throw new RestoreError('Die Datei ist kein Vereinsheim-Backup (manifest.json fehlt).');
  }
  if (entry.uncompressedSize > MANIFEST_MAX_BYTES) {
    throw new RestoreError(
      `manifest.json ist ${entry.uncompressedSize} Bytes groß; das Manifest eines Backups hat höchstens ${MANIFEST_MAX_BYTES} (1 MiB). Die Datei ist kein Vereinsheim-Backup.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(await zip.text(entry, MANIFEST_MAX_BYTES));
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new RestoreError('manifest.json ist kein gültiges JSON.');
  }
  const manifest = checkManifest(value);
  if (typeof manifest === 'string') throw new RestoreError(manifest);
  if (!migrationTags().includes(manifest.schema_version)) {
    throw new RestoreError(
      `Das Backup stammt von einem Datenbankschema (${manifest.schema_version.slice(0, 100)}), das diese Version nicht kennt. Bitte spiele es mit der Version ein, die es erstellt hat, oder einer neueren.`,
    );
  }
  return manifest;
}

/** Every entry the restore will read, checked against this build's tables and the manifest. */
function planRestore(zip: ZipReader, manifest: BackupManifest): Plan {
  const tables = backupTables().map((info) => ({
    info,
    entry: zip.entries.get(`tables/${info.name}.json`),
  }));
  const known = new Set(tables.map((t) => `tables/${t.info.name}.json`));
  const unknown = [...zip.entries.keys()].filter(
    (name) => name.startsWith('tables/') && !known.has(name),
  );
  if (unknown.length) {
    throw new RestoreError(
      `Das Backup enthält Tabellen, die diese Version nicht kennt: ${unknown.slice(0, 10).join(', ')}.`,
    );
  }
  const uploads = [...zip.entries.values()].filter(
    (e) => e.fileName.startsWith('uploads/') && !e.fileName.endsWith('/'),
  );
  // Before anything is written: every file name stays inside the upload storage.
  for (const { fileName } of uploads) {
    const error = storagePathError(fileName.slice('uploads/'.length));
    if (error) throw new RestoreError(`Ungültiger Dateiname im Backup: ${fileName} (${error}).`);
  }
  if (uploads.length !== manifest.files) {
    throw new RestoreError(
      `Das Backup nennt ${manifest.files} Dateien, enthält aber ${uploads.length} (unvollständig oder verändert).`,
    );
  }
  return { manifest, tables, uploads };
}

async function refuseNonEmpty(database: DatabaseHandle, storage: FileStorage): Promise<void> {
  const counts = await tableCounts(database.db, allTables());
  const filled = [...counts].filter(([, n]) => n > 0).map(([name, n]) => `${name}: ${n}`);
  if (filled.length) {
    throw new RestoreError(
      `Die Datenbank ist nicht leer (${filled.join(', ')}). Ein Backup wird nur in eine leere Datenbank eingespielt.`,
    );
  }
  for await (const file of storage.list()) {
    throw new RestoreError(
      `Der ${storage.label} ist nicht leer (${file.name}). Ein Backup wird nur in einen leeren Speicher eingespielt.`,
    );
  }
}

/**
 * The first pass, before the transaction: every table read to its end (CRC-32, size, one JSON
 * object per line within ROW_MAX_BYTES, the manifest's row count) and every file inflated and
 * checked the same way. Only an archive that passes is written anywhere.
 */
async function verify(zip: ZipReader, plan: Plan, step: () => void): Promise<void> {
  const counted: Record<string, number> = {};
  for (const { info, entry } of plan.tables) {
    let rows = 0;
    if (entry) {
      for await (const _row of rowsOf(zip, entry)) {
        if (++rows % BATCH_ROWS === 0) step();
      }
    }
    counted[info.name] = rows;
  }
  checkCounts(plan.manifest, counted);
  const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  for (const entry of plan.uploads) {
    step();
    await pipeline(await zip.stream(entry), discard());
  }
}

/** A short or padded table file is refused (the first pass) or rolls everything back. */
function checkCounts(manifest: BackupManifest, restored: Record<string, number>): void {
  for (const [name, expected] of Object.entries(manifest.tables)) {
    if ((restored[name] ?? 0) !== expected) {
      throw new RestoreError(
        `Tabelle ${name}: ${restored[name] ?? 0} Zeilen gelesen, das Backup nennt ${expected}.`,
      );
    }
  }
}

interface Row {
  row: JsonRow;
  /** Line number in the table file, for the operator's message. */
  line: number;
  /** Length of its JSON text (characters), to keep a batch's query small. */
  size: number;
}

/** A table file's rows: `[`, one JSON object per line (a trailing comma each but the last), `]`. */
async function* rowsOf(zip: ZipReader, entry: Entry): AsyncGenerator<Row> {
  const bad = (line: number, what: string) =>
    new RestoreError(`${entry.fileName}, Zeile ${line}: ${what}.`);
  let line = 0;
  let state: 'before' | 'rows' | 'after' = 'before';
  for await (const raw of zip.lines(entry, ROW_MAX_BYTES)) {
    line++;
    const text = raw.trim();
    if (!text) continue;
    if (state === 'before') {
      if (text !== '[') throw bad(line, 'Eine Tabelle beginnt mit „[“');
      state = 'rows';
    } else if (state === 'after') {
      throw bad(line, 'Nach dem Ende der Tabelle („]“) folgen noch Daten');
    } else if (text === ']') {
      state = 'after';
    } else {
      let row: unknown;
      try {
        row = JSON.parse(text.endsWith(',') ? text.slice(0, -1) : text);
      } catch {
        // Not the parser's message: it quotes the text around the error, a row's values.
        throw bad(line, 'Kein gültiges JSON');
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw bad(line, 'Kein Datensatz (JSON-Objekt)');
      }
      yield { row: row as JsonRow, line, size: text.length };
    }
  }
  if (state !== 'after') {
    throw new RestoreError(
      `${entry.fileName} ist unvollständig: Das Ende der Tabelle („]“) fehlt.`,
    );
  }
}

/** Rows in batches of at most BATCH_ROWS rows and (beyond a single row) BATCH_BYTES of JSON. */
async function* batches(
  zip: ZipReader,
  entry: Entry,
): AsyncGenerator<{ rows: JsonRow[]; from: number; to: number }> {
  let rows: JsonRow[] = [];
  let bytes = 0;
  let from = 0;
  let to = 0;
  for await (const row of rowsOf(zip, entry)) {
    if (rows.length && (rows.length === BATCH_ROWS || bytes + row.size > BATCH_BYTES)) {
      yield { rows, from, to };
      rows = [];
      bytes = 0;
    }
    if (!rows.length) from = row.line;
    rows.push(row.row);
    bytes += row.size;
    to = row.line;
  }
  if (rows.length) yield { rows, from, to };
}

/** Inserts a table file in batches; a refused row is named by its line, never by its values. */
async function restoreTable(
  zip: ZipReader,
  writer: RestoreWriter,
  table: TableInfo,
  entry: Entry,
  step: () => void,
): Promise<number> {
  const refused = (what: string, error: unknown) =>
    new RestoreError(`${what}: ${safeErrorMessage(error)}.`);
  const lines = (batch: { from: number; to: number }) =>
    `Zeilen ${batch.from}–${batch.to} von ${entry.fileName}`;
  let total = 0;
  for await (const batch of batches(zip, entry)) {
    step();
    const present = new Set(Object.keys(batch.rows[0]!));
    // Columns the backup lacks (added by a later migration) take their defaults.
    const columns = table.columns.filter((c) => present.has(c));
    await writer.insert(table, columns, batch.rows).catch((error: unknown) => {
      throw refused(`Die Datenbank nimmt die ${lines(batch)} nicht an`, error);
    });
    total += batch.rows.length;
  }
  if (table.deferred.length) {
    for await (const batch of batches(zip, entry)) {
      step();
      await writer.fillDeferred(table, batch.rows).catch((error: unknown) => {
        throw refused(`Die Verweise der ${lines(batch)} ließen sich nicht setzen`, error);
      });
    }
  }
  await writer.resetSequences(table).catch((error: unknown) => {
    throw refused(
      `Die Zähler (Sequenzen) der Tabelle ${table.name} ließen sich nicht setzen`,
      error,
    );
  });
  return total;
}

/**
 * One file into the storage, checked again as it streams. A failed put leaves nothing behind
 * (FileStorage: written whole or not at all), so only files that landed are listed for undo,
 * and undo never deletes what was there before (a folder of the same name, say).
 */
async function restoreFile(
  zip: ZipReader,
  storage: FileStorage,
  entry: Entry,
  written: string[],
): Promise<void> {
  const name = entry.fileName.slice('uploads/'.length);
  try {
    await storage.put(name, { stream: await zip.stream(entry), size: entry.uncompressedSize });
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new RestoreError(
      `${entry.fileName} ließ sich nicht in den ${storage.label} schreiben (${storageReason(error)}).`,
    );
  }
  written.push(name);
}

const SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'keine Schreibrechte',
  EPERM: 'keine Schreibrechte',
  EROFS: 'schreibgeschützt',
  ENOSPC: 'kein Platz mehr auf dem Datenträger',
  EDQUOT: 'Speicherkontingent erschöpft',
  EISDIR: 'dort liegt ein Ordner dieses Namens',
  ENOTDIR: 'ein Teil des Pfads ist eine Datei',
};

/** A storage failure in German: the system's error code, or the S3 error's name. */
function storageReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
    return SYSTEM_REASONS[code] ?? `Systemfehler ${code}`;
  }
  if (error instanceof Error && error.name !== 'Error') return `Fehler ${error.name}`;
  return safeErrorMessage(error);
}
