import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live. The local disk is the default (LocalFileStorage); object storage
 * can implement the same four calls later without touching the upload pipeline or the features.
 * Names are always server-made (upload-names.ts); implementations may rely on that.
 */
export interface FileStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored name, e.g. for the backup. */
  list(): AsyncIterable<string>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
