import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface UploadFile {
  path: string;
  /** Path below the upload folder with forward slashes, as stored in the zip under uploads/. */
  name: string;
}

/** Upload folders are flat or nested a level or two; deeper trees are not ours. */
const MAX_DEPTH = 4;

/**
 * Every regular file under the upload folder (symlinks and dot entries are skipped); none when it
 * does not exist.
 */
export async function listUploads(root: string): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      // Dot entries are never stored uploads: `.incoming/` holds raw uploads being processed
      // (metadata not yet stripped) and `.<name>.part` files half-written ones.
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < MAX_DEPTH) await walk(path, depth + 1);
      else if (entry.isFile())
        files.push({ path, name: relative(root, path).split(sep).join('/') });
    }
  };
  await walk(root, 0);
  return files;
}
