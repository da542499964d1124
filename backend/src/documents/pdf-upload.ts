import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';
import { looksLikePdf, pdfProblem } from '@/documents/pdf-check';

export const NOT_A_PDF = 'Nur PDF-Dateien können hochgeladen werden.';
export const ACTIVE_CONTENT =
  'Die PDF-Datei enthält aktive Inhalte (Skripte, eingebettete Dateien oder Aktionen) und wird deshalb nicht angenommen. Bitte speichere sie ohne diese Inhalte (z. B. „Als PDF drucken“).';
const MISSING = 'Bitte wähle eine PDF-Datei aus.';

/** A checked PDF from a multipart request, with the request's text fields. */
export interface ReceivedPdf {
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart request with one PDF part and text fields (in any order): the PDF streamed to
 * a temp file with the upload size limit counted while streaming and the magic bytes checked on
 * the first chunk, then read back whole and checked for active content (pdf-check.ts).
 */
@Injectable()
export class PdfUpload {
  private readonly incomingDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // The image pipeline's dot folder: never listed, served or backed up.
    this.incomingDir = join(config.uploadDir, '.incoming');
  }

  async receive(request: FastifyRequest): Promise<ReceivedPdf> {
    const missing = new AppError(ErrorCode.ValidationFailed, MISSING, {
      details: { file: MISSING },
    });
    if (!request.isMultipart()) throw missing;
    await mkdir(this.incomingDir, { recursive: true });
    const temp = join(this.incomingDir, `${randomUUID()}.pdf.part`);
    const fields: Record<string, string> = {};
    let received = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (received || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        await this.spool(part.file, temp);
        if (part.file.truncated) throw tooLarge(this.config.uploadMaxBytes);
        received = true;
      }
      if (!received) throw missing;
      const data = await readFile(temp);
      const problem = pdfProblem(data);
      if (problem === 'not_pdf') throw new AppError(ErrorCode.UnsupportedMediaType, NOT_A_PDF);
      if (problem === 'active_content') {
        throw new AppError(ErrorCode.PdfActiveContent, ACTIVE_CONTENT);
      }
      return { data, fields };
    } catch (error) {
      throw this.multipartError(error);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private async spool(file: NodeJS.ReadableStream, temp: string): Promise<void> {
    const max = this.config.uploadMaxBytes;
    let seen = 0;
    let head = Buffer.alloc(0);
    let checked = false;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        seen += chunk.length;
        if (seen > max) return done(tooLarge(max));
        if (!checked) {
          head = Buffer.concat([head, chunk]).subarray(0, 5);
          if (head.length >= 5) {
            checked = true;
            if (!looksLikePdf(head)) {
              return done(new AppError(ErrorCode.UnsupportedMediaType, NOT_A_PDF));
            }
          }
        }
        done(null, chunk);
      },
    });
    await pipeline(file, guard, createWriteStream(temp));
    if (!checked) throw new AppError(ErrorCode.UnsupportedMediaType, NOT_A_PDF);
  }

  private multipartError(error: unknown): unknown {
    if (error instanceof AppError) return error;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(this.config.uploadMaxBytes);
    if (typeof code === 'string' && code.startsWith('FST_')) {
      return new AppError(ErrorCode.ValidationFailed, 'Die Datei konnte nicht gelesen werden.', {
        details: { file: 'Bitte sende genau eine PDF-Datei als multipart/form-data.' },
      });
    }
    return error;
  }
}

function tooLarge(max: number): AppError {
  const mb = Math.round((max / (1024 * 1024)) * 10) / 10;
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `Die Datei ist zu groß. Erlaubt sind höchstens ${mb.toLocaleString('de-DE')} MB.`,
  );
}
