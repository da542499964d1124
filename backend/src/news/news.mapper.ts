import { srcsetOf } from '@/files/upload-names';
import type { NewsRow } from '@/news/news.repository';
import type { NewsDto, PublicNewsDto } from '@/news/dto/news.dto';

export function mapPublicNews(row: NewsRow): PublicNewsDto {
  return {
    _id: row.id,
    title: row.title,
    text: row.text,
    info: row.info,
    photoURL: row.photoUrl,
    srcset: srcsetOf(row.photoUrl),
    created_at: row.createdAt.toISOString(),
    created_by: row.authorName ? { name: row.authorName } : null,
  };
}

export function mapNews(row: NewsRow, canDelete: boolean): NewsDto {
  return {
    ...mapPublicNews(row),
    created_by:
      row.createdBy && row.authorName ? { _id: row.createdBy, name: row.authorName } : null,
    can_delete: canDelete,
    version: row.version,
  };
}
