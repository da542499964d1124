import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileInfo {
  /** Below the storage's root, nested folders joined with '/'. */
  name: string;
  size: number;
  modified: Date;
}

/**
 * Where files live: the uploads (images and their renditions, the club's documents as
 * `documents/<uuid>.pdf`). The local disk is the default (LocalFileStorage); STORAGE_DRIVER=s3 puts both into an
 * S3-compatible bucket (S3FileStorage), which several instances share. Callers decide which names
 * they serve (GET /uploads/{name} only server-made ones, upload-names.ts); every driver refuses a
 * name that could leave its root (storagePathError).
 */
export interface FileStorage {
  /** Where the files are, for the operator's messages: "der Upload-Ordner /srv/…". */
  readonly label: string;
  /** Written whole or not at all: a reader never sees half a file. */
  put(name: string, data: Buffer | StoredFile): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Every file, sorted by name, dot names left out: for the backup, the restore and the forms. */
  list(): AsyncIterable<FileInfo>;
  /** Start-up: the storage answers (a bucket exists and the keys fit), or a German sentence why not. */
  check(): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const MAX_DEPTH = 5;

/**
 * Why `name` may not be stored (null when it may): relative, '/'-separated, no empty segment, no
 * segment starting with a dot ('..', '.incoming', '.x.part' are never stored files), no backslash
 * or control character, at most MAX_DEPTH deep.
 */
export function storagePathError(name: string): string | null {
  const segments = name.split('/');
  if (segments.length > MAX_DEPTH) return 'zu tief verschachtelt';
  for (const segment of segments) {
    if (!segment || segment.startsWith('.')) return 'leerer oder versteckter Pfadteil';
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\\\u0000-\u001f\u007f]/.test(segment)) return 'unerlaubtes Zeichen';
  }
  return null;
}

export function assertStoragePath(name: string): void {
  const error = storagePathError(name);
  if (error) throw new Error(`Ungültiger Dateiname ${JSON.stringify(name)}: ${error}.`);
}
