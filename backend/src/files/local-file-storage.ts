import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage, StoredFile } from '@/files/file-storage';
import { isUploadName } from '@/files/upload-names';

/** Files in one folder (config.uploadDir), outside the web root; served only via /uploads. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    this.check(name);
    await mkdir(this.dir, { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const partial = join(this.dir, `.${name}.part`);
    await writeFile(partial, data);
    await rename(partial, join(this.dir, name));
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!isUploadName(name)) return null;
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
    this.check(name);
    await rm(join(this.dir, name), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let dir;
    try {
      dir = await opendir(this.dir);
    } catch {
      return;
    }
    for await (const entry of dir) {
      if (entry.isFile() && isUploadName(entry.name)) yield entry.name;
    }
  }

  private check(name: string): void {
    if (!isUploadName(name)) throw new Error(`Kein vom Server vergebener Dateiname: ${name}`);
  }
}
