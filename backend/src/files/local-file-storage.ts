import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertStoragePath,
  storagePathError,
  type FileInfo,
  type FileStorage,
  type StoredFile,
} from '@/files/file-storage';

/** Files in one folder on this machine's disk (UPLOAD_DIR), outside the web root. */
export class LocalFileStorage implements FileStorage {
  readonly label: string;

  constructor(
    private readonly dir: string,
    what = 'Ordner',
  ) {
    this.label = `${what} ${dir}`;
  }

  async put(name: string, data: Buffer | StoredFile): Promise<void> {
    assertStoragePath(name);
    const target = join(this.dir, name);
    await mkdir(dirname(target), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const partial = join(dirname(target), `.${name.split('/').pop()}.part`);
    try {
      await writeFile(partial, Buffer.isBuffer(data) ? data : data.stream);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    if (storagePathError(name)) return null;
    const path = join(this.dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    assertStoragePath(name);
    await rm(join(this.dir, name), { force: true });
  }

  async *list(): AsyncIterable<FileInfo> {
    yield* this.walk('', 1);
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Symlinks and dot entries are skipped: `.incoming/` holds raw uploads, `.x.part` half-written files. */
  private async *walk(prefix: string, depth: number): AsyncIterable<FileInfo> {
    let dir;
    try {
      dir = await opendir(join(this.dir, prefix));
    } catch {
      return;
    }
    const entries = [];
    for await (const entry of dir) entries.push(entry);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory() && depth < 5) {
        yield* this.walk(name, depth + 1);
      } else if (entry.isFile()) {
        const info = await stat(join(this.dir, name)).catch(() => null);
        if (info) yield { name, size: info.size, modified: info.mtime };
      }
    }
  }
}
