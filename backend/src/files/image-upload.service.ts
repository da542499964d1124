import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { DATABASE } from '@/db/db.module';
import { openSession, type Database } from '@/db/client';
import { AppError, ErrorCode } from '@/common/app-error';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import {
  RENDITION_WIDTHS,
  namesOfImage,
  originalName,
  renditionName,
  srcsetOf,
  uploadUrl,
} from '@/files/upload-names';
import type { StoredImageDto } from '@/files/dto/stored-image.dto';
import { safeErrorText } from '@/common/safe-error';

/** A decoded image may have at most this many pixels (a decompression bomb stops here). */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'jpg' | 'png';

const MAGIC: { kind: ImageKind; bytes: number[] }[] = [
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];
const MAGIC_LENGTH = 8;

/**
 * With MULTI_INSTANCE: every running backup (on any instance) holds this PostgreSQL advisory lock
 * shared; a deletion takes it exclusively for its moment, or leaves the files for later.
 */
export const DELETION_HOLD_LOCK = [1887, 3] as const;
/** How often files held back by another instance's backup are tried again. */
export const HELD_RETRY_MS = 30_000;

const NOT_AN_IMAGE = 'Nur Bilder im Format JPEG oder PNG können hochgeladen werden.';
const UNREADABLE = 'Das Bild konnte nicht gelesen werden. Bitte wähle eine andere Datei.';

/**
 * The one upload pipeline for every image call (docs/architecture.md "Image uploads"):
 * multipart stream -> temp file (size limit counted while streaming, type from the magic bytes)
 * -> sharp (EXIF rotation, metadata stripped, pixel limit) -> re-encoded original + WebP
 * renditions under a server-made UUID name -> FileStorage.
 */
@Injectable()
export class ImageUploadService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ImageUploadService.name);
  private readonly incomingDir: string;
  /** Backups running (holdDeletions); while any is, remove() only notes what to delete. */
  private holds = 0;
  private readonly heldBack = new Set<string>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    // A dot folder: never a server-made name, so it is never listed, served or backed up.
    this.incomingDir = join(config.uploadDir, '.incoming');
  }

  /** Temp files left by a crash mid-upload (one process serves the club, see architecture.md). */
  async onModuleInit(): Promise<void> {
    await rm(this.incomingDir, { recursive: true, force: true });
  }

  /** Reads the request's one file part, stores the image and its renditions. */
  async receive(request: FastifyRequest): Promise<StoredImageDto> {
    const part = await this.filePart(request);
    await mkdir(this.incomingDir, { recursive: true });
    const temp = join(this.incomingDir, `${randomUUID()}.part`);
    try {
      const kind = await this.spool(part, temp);
      return await this.store(temp, kind);
    } finally {
      await rm(temp, { force: true });
    }
  }

  /**
   * Deletes the files of an image this pipeline stored; other URLs (seeded, external) are left.
   * While a backup runs, the files stay until it has ended (holdDeletions).
   */
  async remove(photoURL: string | null | undefined): Promise<void> {
    await this.removeFiles(namesOfImage(photoURL));
  }

  /**
   * Deletes stored files by name (a replaced document's PDF, say), with the same backup hold as
   * remove(): a running backup still reads them.
   */
  async removeFiles(names: string[]): Promise<void> {
    if (!names.length) return;
    if (this.holds > 0) {
      for (const name of names) this.heldBack.add(name);
      return;
    }
    if (!(await this.deleteUnlessHeldElsewhere(names))) {
      for (const name of names) this.heldBack.add(name);
      this.retryLater();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /**
   * Files held back because another instance's backup ran: deleted once no backup runs anywhere
   * (the timer of retryLater; a test may call it).
   */
  async deleteHeldBack(): Promise<boolean> {
    if (this.holds > 0 || !this.heldBack.size) return true;
    const names = [...this.heldBack];
    if (!(await this.deleteUnlessHeldElsewhere(names))) return false;
    for (const name of names) this.heldBack.delete(name);
    return true;
  }

  /**
   * Keeps every file remove() is asked to delete until the returned release has run (the last
   * release deletes them). A backup lists the upload folder when it starts and reads each file
   * later, and its tables still name the image a new upload replaced meanwhile: deleting it would
   * break the download off, or leave the restored row without its picture.
   */
  async holdDeletions(): Promise<() => Promise<void>> {
    this.holds++;
    let shared: Client | null = null;
    try {
      shared = await this.holdElsewhere();
    } catch (error) {
      this.holds--;
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await shared?.end().catch(() => undefined);
      if (--this.holds > 0) return;
      await this.deleteHeldBack();
      if (this.heldBack.size) this.retryLater();
    };
  }

  /**
   * With MULTI_INSTANCE: the shared lock on a connection of its own for as long as the backup
   * runs, so no instance deletes a file meanwhile (a crash ends the connection and the hold).
   */
  private async holdElsewhere(): Promise<Client | null> {
    if (!this.config.multiInstance || !this.config.databaseUrl) return null;
    const client = await openSession(this.config.databaseUrl);
    try {
      await client.query('SELECT pg_advisory_lock_shared($1, $2)', [...DELETION_HOLD_LOCK]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  /** Deletes `names` unless a backup on another instance holds the lock (then false). */
  private async deleteUnlessHeldElsewhere(names: string[]): Promise<boolean> {
    if (!this.config.multiInstance) {
      for (const name of names) await this.delete(name);
      return true;
    }
    const [a, b] = DELETION_HOLD_LOCK;
    return this.db.transaction(async (tx) => {
      const result = await tx.execute<{ got: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${a}::int, ${b}::int) AS got`,
      );
      if (!result.rows[0]?.got) return false;
      for (const name of names) await this.delete(name);
      return true;
    });
  }

  private retryLater(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.deleteHeldBack().then(
        (done) => {
          if (!done || this.heldBack.size) this.retryLater();
        },
        () => this.retryLater(),
      );
    }, HELD_RETRY_MS);
    this.retry.unref();
  }

  private async delete(name: string): Promise<void> {
    await this.storage.delete(name).catch((error: unknown) => {
      // A leftover file costs disk space, not correctness: log it and go on.
      this.logger.warn(`Konnte ${name} nicht löschen: ${safeErrorText(error)}`);
    });
  }

  private async filePart(request: FastifyRequest): Promise<MultipartFile> {
    const missing = new AppError(ErrorCode.ValidationFailed, 'Bitte wähle ein Bild aus.', {
      details: { file: 'Bitte wähle ein Bild aus.' },
    });
    if (!request.isMultipart()) throw missing;
    let part: MultipartFile | undefined;
    try {
      part = await request.file();
    } catch (error) {
      throw this.multipartError(error);
    }
    if (!part) throw missing;
    return part;
  }

  /**
   * Streams the part to `temp`, counting bytes: past the limit it stops at once (the rest of the
   * body is never read) and nothing is held in memory but the current chunk.
   */
  private async spool(part: MultipartFile, temp: string): Promise<ImageKind> {
    const max = this.config.uploadMaxBytes;
    let seen = 0;
    let head = Buffer.alloc(0);
    let kind: ImageKind | null = null;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        seen += chunk.length;
        if (seen > max) return done(tooLarge(max));
        if (!kind) {
          head = Buffer.concat([head, chunk]).subarray(0, MAGIC_LENGTH);
          if (head.length >= MAGIC_LENGTH) {
            kind = kindOf(head);
            if (!kind) return done(new AppError(ErrorCode.UnsupportedMediaType, NOT_AN_IMAGE));
          }
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, guard, createWriteStream(temp));
    } catch (error) {
      throw this.multipartError(error);
    }
    if (part.file.truncated) throw tooLarge(max);
    if (!kind) throw new AppError(ErrorCode.UnsupportedMediaType, NOT_AN_IMAGE);
    return kind;
  }

  private async store(temp: string, kind: ImageKind): Promise<StoredImageDto> {
    const input = () => sharp(temp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let meta: Metadata;
    try {
      meta = await input().metadata();
    } catch (error) {
      throw /pixel limit/i.test(String(error))
        ? tooManyPixels()
        : new AppError(ErrorCode.UnsupportedMediaType, UNREADABLE);
    }
    if ((meta.format === 'jpeg' ? 'jpg' : meta.format) !== kind) {
      throw new AppError(ErrorCode.UnsupportedMediaType, NOT_AN_IMAGE);
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();

    try {
      return await storeEncodedImage(this.storage, await encodeImage(input, kind));
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (/pixel limit/i.test(String(error))) throw tooManyPixels();
      this.logger.warn(`Bild nicht verarbeitet: ${safeErrorText(error)}`);
      throw new AppError(ErrorCode.UnsupportedMediaType, UNREADABLE);
    }
  }

  private multipartError(error: unknown): unknown {
    if (error instanceof AppError) return error;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(this.config.uploadMaxBytes);
    if (typeof code === 'string' && code.startsWith('FST_')) {
      return new AppError(ErrorCode.ValidationFailed, 'Die Datei konnte nicht gelesen werden.', {
        details: { file: 'Bitte sende genau ein Bild als multipart/form-data.' },
      });
    }
    return error;
  }
}

/** An image re-encoded by the pipeline, not yet stored: the original and its WebP renditions. */
export interface EncodedImage {
  kind: ImageKind;
  data: Buffer;
  width: number;
  height: number;
  renditions: { width: number; data: Buffer }[];
}

/**
 * The pipeline's encoding step: EXIF rotation applied, metadata stripped (sharp writes none unless
 * asked to: EXIF with GPS and camera, XMP and IPTC are gone), the original re-encoded, and one
 * WebP per RENDITION_WIDTHS entry (never wider than the original). `input` makes a fresh sharp
 * instance per output. The demo seed encodes its generated pictures here too.
 */
export async function encodeImage(input: () => Sharp, kind: ImageKind): Promise<EncodedImage> {
  const original = input().rotate();
  const encoded = kind === 'jpg' ? original.jpeg({ quality: 85, mozjpeg: true }) : original.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  // One rendition after the other: an upload may be 50 megapixels, decoded once per output.
  const renditions = [];
  for (const width of RENDITION_WIDTHS) {
    const out = await input()
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ width: out.info.width, data: out.data });
  }
  return { kind, data, width: info.width, height: info.height, renditions };
}

/**
 * Stores an encoded image under a new server-made UUID name (original + renditions), so every
 * call makes its own files (deleting one entity's image never breaks another's). On a failure the
 * files written so far are deleted again.
 */
export async function storeEncodedImage(
  storage: FileStorage,
  image: EncodedImage,
): Promise<StoredImageDto> {
  const id = randomUUID();
  const written: string[] = [];
  const put = async (name: string, data: Buffer) => {
    await storage.put(name, data);
    written.push(name);
  };
  try {
    const name = originalName(id, image.kind);
    await put(name, image.data);
    const renditions = [];
    for (const [i, rendition] of image.renditions.entries()) {
      const renditionFile = renditionName(id, RENDITION_WIDTHS[i]!);
      await put(renditionFile, rendition.data);
      renditions.push({ width: rendition.width, url: uploadUrl(renditionFile) });
    }
    const photoURL = uploadUrl(name);
    return {
      photoURL,
      width: image.width,
      height: image.height,
      renditions,
      srcset: srcsetOf(photoURL) ?? '',
    };
  } catch (error) {
    await Promise.all(written.map((name) => storage.delete(name).catch(() => undefined)));
    throw error;
  }
}

function kindOf(head: Buffer): ImageKind | null {
  return MAGIC.find((m) => m.bytes.every((byte, i) => head[i] === byte))?.kind ?? null;
}

function tooLarge(max: number): AppError {
  const mb = Math.round((max / (1024 * 1024)) * 10) / 10;
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `Die Datei ist zu groß. Erlaubt sind höchstens ${mb.toLocaleString('de-DE')} MB.`,
  );
}

function tooManyPixels(): AppError {
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `Das Bild hat zu viele Pixel. Erlaubt sind höchstens ${MAX_INPUT_PIXELS / 1_000_000} Megapixel.`,
  );
}
