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
