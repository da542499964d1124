import type { PostRow } from '@/posts/posts.repository';
import type { PostDto, PublicPostDto } from '@/posts/dto/post.dto';
import { srcsetOf } from '@/files/upload-names';

export function mapPublicPost(row: PostRow): PublicPostDto {
  return {
    _id: row.id,
    article_number: row.articleNumber,
    title: row.title,
    text: row.text,
    info: row.info,
    photoURL: row.photoUrl,
    srcset: srcsetOf(row.photoUrl),
    created_at: row.createdAt.toISOString(),
    likes: row.likes,
    views: row.views,
    social_media: row.socialMedia,
    category: row.category,
    department: row.department
      ? { _id: row.department.id, name: row.department.name, title: row.department.title }
      : null,
    owner: row.ownerName ? { name: row.ownerName, photoURL: row.ownerPhoto } : null,
  };
}

export function mapPost(row: PostRow): PostDto {
  return {
    ...mapPublicPost(row),
    owner:
      row.ownerId && row.ownerName
        ? { _id: row.ownerId, name: row.ownerName, photoURL: row.ownerPhoto }
        : null,
    blocked: row.blocked,
    blocked_by:
      row.blocked && row.blockedBy
        ? { _id: row.blockedBy, name: row.blockedByName ?? 'Unbekannt' }
        : null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
