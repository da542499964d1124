import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { ZipArchive } from 'archiver';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { BackupRepository, type JsonRow } from '@/backup/backup.repository';
import { backupTables, EXCLUDED_TABLES } from '@/backup/backup.tables';
import { schemaVersion } from '@/backup/schema-version';
import { BACKUP_FORMAT, backupFileName, type BackupManifest } from '@/backup/backup.manifest';
import { safeErrorText } from '@/common/safe-error';
import { ImageUploadService } from '@/files/image-upload.service';
import { FILE_STORAGE, type FileInfo, type FileStorage } from '@/files/file-storage';

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

/**
 * The backup download: every table (but secrets) as JSON and every uploaded file, zipped while it
 * streams to the client. The tables are read from one snapshot into temporary files first, so
 * the database is held only as long as reading it takes, never as long as a slow client takes to
 * download (on PGlite, with its one connection, every other request would wait meanwhile). Memory
 * stays bounded: rows are read a page at a time, files are zipped as the client takes them.
 */
@Injectable()
export class BackupService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(BackupService.name);
  /** Downloads still being sent or recorded: the app waits for them when it closes. */
  private readonly running = new Set<Promise<void>>();
  /**
   * The tables of each download in progress, one folder each. Under DATA_DIR, not the OS temp
   * folder: it holds the club's data (password hashes too) and may be a small RAM disk.
   */
  private readonly spoolDir: string;

  constructor(
    private readonly repo: BackupRepository,
    private readonly audit: AuditService,
    private readonly images: ImageUploadService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.spoolDir = join(config.dataDir, 'backup-spool');
  }

  /** Tables left by a crash mid-download (one process serves the club, see architecture.md). */
  async onModuleInit(): Promise<void> {
    await rm(this.spoolDir, { recursive: true, force: true });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /**
   * Reads the snapshot and resolves with the zip stream to send. Rejects (with the error
   * envelope) only when the backup cannot start; later failures cut the download off.
   */
  async open(actor: AuthUser, ip: string): Promise<{ fileName: string; stream: Readable }> {
    // Held from before the snapshot: an image replaced from now on keeps its files until the
    // download has read them (the snapshot's rows still name it).
    let release: (() => Promise<void>) | undefined;
    let spool: string | undefined;
    const cleanUp = async () => {
      if (spool) await rm(spool, { recursive: true, force: true });
      await release?.();
    };
    let contents: { dir: string; manifest: BackupManifest; files: FileInfo[] };
    try {
      release = await this.images.holdDeletions();
      await mkdir(this.spoolDir, { recursive: true });
      const dir = (spool = await mkdtemp(join(this.spoolDir, 'download-')));
      contents = { dir, ...(await this.readSnapshot(dir)) };
    } catch (error) {
      await cleanUp();
      this.logger.error(`Backup fehlgeschlagen: ${safeErrorText(error)}`);
      throw new AppError(ErrorCode.Internal, FAILURE);
    }
    const { dir, manifest, files } = contents;
    const archive = new ZipArchive({ zlib: { level: 6 } });
    // archiver skips a file it cannot stat with only a warning: a download is never silently short.
    archive.on('warning', (error: Error) => archive.destroy(error));
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json' });
    for (const name of Object.keys(manifest.tables)) {
      archive.file(join(dir, `${name}.json`), { name: `tables/${name}.json` });
    }
    // Its outcome is finished()'s: the zip read to the end, or broken off.
    this.appendFiles(archive, files).then(
      () => archive.finalize().catch(() => undefined),
      (error: unknown) => archive.destroy(error as Error),
    );
    // A client that goes away makes Fastify destroy the archive; finished() then rejects (tested).
    const work = finished(archive)
      .then(
        () =>
          this.audit.record({
            action: 'backup.downloaded',
            actor,
            details: { tables: manifest.tables, files: manifest.files },
            ip,
          }),
        (error: unknown) => {
          // Past the headers the only signal left is a cut-off download.
          archive.destroy();
          this.logger.error(`Backup abgebrochen: ${safeErrorText(error)}`);
        },
      )
      .finally(cleanUp);
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return { fileName: backupFileName(), stream: archive };
  }

  /**
   * One file at a time, each opened when the zip is ready for it: a bucket is read over one
   * connection at a time, never a request per file up front. A file gone meanwhile breaks the
   * download off (the manifest counted it).
   */
  private async appendFiles(archive: ZipArchive, files: FileInfo[]): Promise<void> {
    for (const file of files) {
      if (archive.destroyed) return;
      const stored = await this.storage.get(file.name);
      if (!stored) throw new Error(`${file.name} fehlt im ${this.storage.label}.`);
      const added = new Promise<void>((resolve, reject) => {
        const done = () => {
          archive.off('entry', done);
          archive.off('close', done);
          archive.off('error', reject);
          resolve();
        };
        archive.once('entry', done);
        archive.once('close', done);
        archive.once('error', reject);
      });
      archive.append(stored.stream, { name: `uploads/${file.name}` });
      await added;
    }
  }

  /** One consistent moment: row counts, the upload list and every table into `spool`. */
  private readSnapshot(spool: string): Promise<{ manifest: BackupManifest; files: FileInfo[] }> {
    const tables = backupTables();
    return this.repo.snapshot(async (reader) => {
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        schema_version: schemaVersion(),
        created_at: new Date().toISOString(),
        tables: {},
        excluded_tables: [...EXCLUDED_TABLES],
        files: 0,
      };
      for (const table of tables) manifest.tables[table.name] = await reader.count(table.name);
      const files: FileInfo[] = [];
      for await (const file of this.storage.list()) files.push(file);
      manifest.files = files.length;
      // One table at a time: the snapshot's single connection runs one query at a time.
      for (const table of tables) {
        await pipeline(
          Readable.from(jsonLines(reader.rows(table))),
          createWriteStream(join(spool, `${table.name}.json`)),
        );
      }
      return { manifest, files };
    });
  }
}
