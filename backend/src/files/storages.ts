import type { AppConfig } from '@/config/env';
import type { FileStorage } from '@/files/file-storage';
import { LocalFileStorage } from '@/files/local-file-storage';
import { S3FileStorage } from '@/files/s3-file-storage';

/** The uploads' storage: UPLOAD_DIR, or the bucket's `uploads/` with STORAGE_DRIVER=s3. */
export function uploadStorage(config: AppConfig): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3, 'uploads/')
    : new LocalFileStorage(config.uploadDir, 'Upload-Ordner');
}

/** The forms' PDFs: FORMS_DIR, or the bucket's `forms/` with STORAGE_DRIVER=s3. */
export function formStorage(config: AppConfig): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3, 'forms/')
    : new LocalFileStorage(config.formsDir, 'Formular-Ordner');
}

/**
 * With STORAGE_DRIVER=s3 the PDFs shipped in FORMS_DIR go into the bucket once, when it has no
 * forms/manifest.json yet: from then on the bucket's copy is the one to replace.
 */
export async function copyBundledForms(config: AppConfig): Promise<number> {
  if (!config.s3) return 0;
  const target = formStorage(config);
  const present = await target.get('manifest.json');
  if (present) {
    present.stream.destroy();
    return 0;
  }
  const source = new LocalFileStorage(config.formsDir);
  let copied = 0;
  const files = [];
  for await (const file of source.list()) files.push(file);
  // The manifest last: a start that dies midway copies again next time.
  files.sort((a, b) => Number(a.name === 'manifest.json') - Number(b.name === 'manifest.json'));
  for (const file of files) {
    const stored = await source.get(file.name);
    if (!stored) continue;
    await target.put(file.name, stored);
    copied++;
  }
  return copied;
}
