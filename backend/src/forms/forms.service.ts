import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AppError } from '@/common/app-error';
import { FormsCatalog } from '@/forms/forms.catalog';
import { mapForm } from '@/forms/form.mapper';
import type { FormDto } from '@/forms/dto/form.dto';

export const PUBLIC_FORMS_KEY = 'public:forms';

export interface FormDownload {
  stream: Readable;
  size: number;
  etag: string;
  file: string;
}

/** The footer documents, the Formulare page's forms and the club newspaper (spec section 2). */
@Injectable()
export class FormsService {
  constructor(private readonly catalog: FormsCatalog) {}

  async list(): Promise<FormDto[]> {
    return (await this.catalog.list()).map(mapForm);
  }

  async download(file: string): Promise<FormDownload> {
    const entry = await this.catalog.find(file);
    const stream = entry && (await this.catalog.open(entry));
    if (!entry || !stream) throw AppError.notFound('Das Dokument wurde nicht gefunden.');
    return {
      stream,
      size: entry.size,
      // Replacing a PDF under the same name changes size or time, so the ETag moves with it.
      etag: `W/"${entry.size.toString(36)}-${entry.modified.getTime().toString(36)}"`,
      file: entry.file,
    };
  }
}
