import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@/common/app-error';
import { FILE_STORAGE, type FileStorage, type StoredFile } from '@/files/file-storage';
import { contentTypeOf, isUploadName } from '@/files/upload-names';

export const UPLOAD_NOT_FOUND = 'Die Datei wurde nicht gefunden.';

/** Reads uploaded files for GET /uploads/{name}. */
@Injectable()
export class FilesService {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Only server-made names are looked up: "../x", "a/b" or "x.html" never reach the disk. */
  async open(name: string): Promise<StoredFile & { contentType: string }> {
    const file = isUploadName(name) ? await this.storage.get(name) : null;
    if (!file) throw AppError.notFound(UPLOAD_NOT_FOUND);
    return { ...file, contentType: contentTypeOf(name) };
  }
}
