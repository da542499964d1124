import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { validateBody } from '@/common/validation';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { ImageUploadService } from '@/files/image-upload.service';
import { DocumentsRepository, type DocumentRow } from '@/documents/documents.repository';
import { DOCUMENT_SLUG, documentSlug } from '@/documents/document-slug';
import { PdfUpload } from '@/documents/pdf-upload';
import { inCategoryOrder, mapDocument, mapForm } from '@/documents/document.mapper';
import {
  DocumentFieldsDto,
  type DocumentDto,
  type FormDto,
  type MoveDirection,
} from '@/documents/dto/document.dto';

/** The public list's cache key; every page's footer reads it, so pages depend on it too. */
export const PUBLIC_FORMS_KEY = 'public:forms';

const NOT_FOUND = 'Das Dokument wurde nicht gefunden.';
const CHANGED = 'Das Dokument wurde inzwischen von jemand anderem geändert.';

/** Where a document's PDF lives in the uploads' storage: never a name GET /uploads serves. */
export const documentFileKey = (): string => `documents/${randomUUID()}.pdf`;

export interface DocumentDownload {
  stream: Readable;
  size: number;
  etag: string;
  file: string;
}

/**
 * The club's documents (spec section 2: the footer's five, the Formulare page's forms, the club
 * newspaper's issues): PDFs uploaded in the back office, each under a public address that stays
 * when the file is replaced.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly repo: DocumentsRepository,
    private readonly upload: PdfUpload,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    private readonly files: ImageUploadService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async publicList(): Promise<FormDto[]> {
    return inCategoryOrder(await this.repo.list()).map(mapForm);
  }

  async list(): Promise<DocumentDto[]> {
    return inCategoryOrder(await this.repo.list()).map(mapDocument);
  }

  async download(file: string): Promise<DocumentDownload> {
    const row = DOCUMENT_SLUG.test(file) ? await this.repo.findBySlug(file) : null;
    const stored = row && (await this.storage.get(row.fileKey));
    if (!row || !stored) throw AppError.notFound(NOT_FOUND);
    return {
      stream: stored.stream,
      size: stored.size,
      // The file key is new with every replacement, so the tag moves with the file.
      etag: `W/"${row.fileKey.replace(/^documents\/|\.pdf$/g, '')}"`,
      file: row.slug,
    };
  }

  /** Multipart: `title`, `category` and one PDF part `file`. */
  async create(user: AuthUser, request: FastifyRequest): Promise<DocumentDto> {
    const { data, fields } = await this.upload.receive(request);
    const dto = await validateBody(DocumentFieldsDto, {
      title: fields.title,
      category: fields.category,
    });
    const title = stripTags(dto.title).trim();
    const fileKey = documentFileKey();
    await this.storage.put(fileKey, data);
    let row: DocumentRow;
    try {
      row = await this.repo.insert({
        title,
        category: dto.category,
        slug: documentSlug(title, await this.repo.slugs()),
        fileKey,
        size: data.length,
        updatedBy: user.id,
      });
    } catch (error) {
      await this.storage.delete(fileKey).catch(() => undefined);
      throw error;
    }
    await this.changed(user, 'document.created', row, { title, category: row.category });
    return mapDocument(row);
  }

  /** Title and category; a new category puts the document at its end. */
  async update(
    user: AuthUser,
    id: string,
    dto: DocumentFieldsDto,
    version: number,
  ): Promise<DocumentDto> {
    const before = await this.found(id);
    const title = stripTags(dto.title).trim();
    const row = await this.repo.updateVersioned(
      id,
      version,
      { title, category: dto.category, updatedBy: user.id },
      dto.category !== before.category,
    );
    if (!row) throw await this.conflict(id);
    await this.changed(user, 'document.updated', row, {
      ...(before.title !== row.title ? { title: { from: before.title, to: row.title } } : {}),
      ...(before.category !== row.category
        ? { category: { from: before.category, to: row.category } }
        : {}),
    });
    return mapDocument(row);
  }

  /** A new PDF under the same address; the old file goes once the row names the new one. */
  async replace(
    user: AuthUser,
    id: string,
    request: FastifyRequest,
    version: number,
  ): Promise<DocumentDto> {
    const before = await this.found(id);
    const { data } = await this.upload.receive(request);
    const fileKey = documentFileKey();
    await this.storage.put(fileKey, data);
    const row = await this.repo
      .updateVersioned(id, version, { fileKey, size: data.length, updatedBy: user.id }, false)
      .catch(async (error: unknown) => {
        await this.storage.delete(fileKey).catch(() => undefined);
        throw error;
      });
    if (!row) {
      await this.storage.delete(fileKey).catch(() => undefined);
      throw await this.conflict(id);
    }
    await this.files.removeFiles([before.fileKey]);
    await this.changed(user, 'document.replaced', row, {
      size: { from: before.size, to: row.size },
    });
    return mapDocument(row);
  }

  async move(
    user: AuthUser,
    id: string,
    direction: MoveDirection,
    version: number,
  ): Promise<DocumentDto[]> {
    await this.found(id);
    const row = await this.repo.swapWithNeighbour(id, version, direction, user.id);
    if (!row) throw await this.conflict(id);
    if (row.version !== version) {
      await this.changed(user, 'document.moved', row, { direction });
    }
    return this.list();
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.delete(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.files.removeFiles([row.fileKey]);
    await this.changed(user, 'delete', row, { title: row.title, slug: row.slug });
  }

  private async found(id: string): Promise<DocumentRow> {
    const row = await this.repo.find(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  private async conflict(id: string): Promise<AppError> {
    const now = await this.repo.find(id);
    if (!now) return AppError.notFound(NOT_FOUND);
    return AppError.versionConflict(CHANGED, mapDocument(now));
  }

  private async changed(
    user: AuthUser,
    action:
      'document.created' | 'document.updated' | 'document.replaced' | 'document.moved' | 'delete',
    row: DocumentRow,
    changes: Record<string, unknown>,
  ): Promise<void> {
    // On every instance (PublicCache broadcasts), and every page whose footer read the list.
    this.cache.invalidate(PUBLIC_FORMS_KEY);
    await this.audit.record({
      action,
      actor: user,
      entityType: 'document',
      entityId: row.id,
      details: { version: row.version, slug: row.slug, changes },
    });
  }
}
