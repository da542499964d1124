import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZipArchive, type EntryData } from 'archiver';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { BackupRepository, type JsonRow } from '@/backup/backup.repository';
import { backupTables, EXCLUDED_TABLES } from '@/backup/backup.tables';
import { listUploads } from '@/backup/backup.files';
import { schemaVersion } from '@/backup/schema-version';
import { BACKUP_FORMAT, backupFileName, type BackupManifest } from '@/backup/backup.manifest';
import { safeErrorText } from '@/common/safe-error';

const FAILURE = 'Es konnte kein Backup erstellt werden.';

/** A JSON array with one row per line, produced as it is read (the restore reads it line by line). */
async function* jsonLines(rows: AsyncIterable<JsonRow>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
    first = false;
  }
  yield '\n]\n';
}

/** Appends an entry and resolves once archiver has written it (rejects if the zip breaks off). */
function appendAndWait(
  archive: ZipArchive,
  source: Readable,
  name: string,
  closed: Promise<void>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onEntry = (entry: EntryData) => {
      if (entry.name !== name) return;
      archive.off('entry', onEntry);
      resolve();
    };
    archive.on('entry', onEntry);
    closed.then(
      () => reject(new Error('Das Archiv endete vor dem letzten Eintrag.')),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
    archive.append(source, { name });
  });
}

/**
 * The backup download: every table (but secrets) as JSON and every uploaded file, zipped while it
 * streams to the client. Memory stays bounded: tables are read a page at a time, and archiver
 * pulls the next page only when the client has taken the last one.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger(BackupService.name);

  constructor(
    private readonly repo: BackupRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Starts a backup and resolves once its first entry is ready, with the zip stream to send.
   * Rejects (with the error envelope) only when the backup cannot start.
   */
  async open(actor: AuthUser, ip: string): Promise<{ fileName: string; stream: Readable }> {
    const tables = backupTables();
    const archive = new ZipArchive({ zlib: { level: 6 } });
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      schema_version: schemaVersion(),
      created_at: new Date().toISOString(),
      tables: {},
      excluded_tables: [...EXCLUDED_TABLES],
      files: 0,
    };
    // Settles when the zip has been read to the end, or fails when it breaks off.
    const closed = finished(archive);
    closed.catch(() => undefined);
    const done = this.repo.snapshot(async (reader) => {
      for (const table of tables) manifest.tables[table.name] = await reader.count(table.name);
      const files = await listUploads(this.config.uploadDir);
      manifest.files = files.length;
      archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json' });
      started();
      // One table at a time: archiver reads appended streams ahead, and the snapshot's single
      // connection must run one query at a time.
      for (const table of tables) {
        await appendAndWait(
          archive,
          Readable.from(jsonLines(reader.rows(table))),
          `tables/${table.name}.json`,
          closed,
        );
      }
      for (const file of files) archive.file(file.path, { name: `uploads/${file.name}` });
      // The snapshot stays open until the client has the last byte (or goes away).
      await Promise.all([archive.finalize(), closed]);
    });

    // Before the first byte a failure can still answer with the error envelope.
    try {
      await Promise.race([ready, done]);
    } catch (error) {
      this.logger.error(`Backup fehlgeschlagen: ${safeErrorText(error)}`);
      throw new AppError(ErrorCode.Internal, FAILURE);
    }
    done.then(
      () =>
        this.audit.record({
          action: 'backup.downloaded',
          actor,
          details: { tables: manifest.tables, files: manifest.files },
          ip,
        }),
      (error: unknown) => {
        // Past the headers the only signal left is a cut-off download.
        archive.destroy(error instanceof Error ? error : new Error(String(error)));
        this.logger.error(`Backup abgebrochen: ${safeErrorText(error)}`);
      },
    );
    // A client that goes away makes Fastify destroy the archive; `closed` then rejects and the
    // snapshot transaction ends (tested).
    return { fileName: backupFileName(), stream: archive };
  }
}
