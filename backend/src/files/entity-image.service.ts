import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/common/app-error';
import {
  ImageColumnRepository,
  type ImageSlot,
  type VersionedTable,
} from '@/files/image-column.repository';
import { ImageUploadService } from '@/files/image-upload.service';

export interface ReplaceImageOptions<T extends VersionedTable> {
  /** The 404 sentence when the row vanished while the file was streaming. */
  notFound: string;
  /** Further columns set in the same update (e.g. updatedBy). */
  extra?: Partial<T['$inferInsert']>;
  /**
   * Whether the replaced URL is still shown elsewhere (a published revision or a pending request
   * of a course or workshop); then its files stay. Without it the replaced files are deleted.
   */
  stillReferenced?: (previous: string) => Promise<boolean>;
}

/**
 * Every image endpoint in one method: receive -> set the column -> clean up. The caller checks
 * the row and its permission before (404 before a byte is read) and invalidates its public cache
 * after.
 */
@Injectable()
export class EntityImageService {
  constructor(
    private readonly images: ImageUploadService,
    private readonly repo: ImageColumnRepository,
  ) {}

  async replace<T extends VersionedTable>(
    request: FastifyRequest,
    slot: ImageSlot<T>,
    id: string,
    options: ReplaceImageOptions<T>,
  ): Promise<T['$inferSelect']> {
    const image = await this.images.receive(request);
    const replaced = await this.repo
      .replace(slot, id, image.photoURL, options.extra)
      .catch(async (error: unknown) => {
        await this.images.remove(image.photoURL);
        throw error;
      });
    if (!replaced) {
      // Deleted while the upload was streaming.
      await this.images.remove(image.photoURL);
      throw AppError.notFound(options.notFound);
    }
    const { previous } = replaced;
    if (previous) {
      const keep = options.stillReferenced ? await options.stillReferenced(previous) : false;
      if (!keep) await this.images.remove(previous);
    }
    return replaced.row;
  }

  /** Deletes an image's files when its row goes; URLs the pipeline did not make are left. */
  remove(url: string | null | undefined): Promise<void> {
    return this.images.remove(url);
  }
}
