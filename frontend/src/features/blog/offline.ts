import type { StaffPost } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

export type LocalPost = Local<StaffPost>;

/** Blog posts offline: created, edited (PUT), deleted and given an image through the outbox. */
export const postEntity = defineOfflineEntity<StaffPost>()({
  type: 'post',
  ns: 'account',
  create: '/api/blogPost',
  update: { method: 'PUT', path: '/api/blogPost' },
  remove: '/api/blogPost/{id}',
  upload: { image: '/api/blogPost/uploadImage/{id}' },
  immutableKeys: [],
  label: (post, t) => t('entity.post', { title: post.title ?? '' }),
});
