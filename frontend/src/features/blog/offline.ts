import type { StaffPost } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type LocalPost = Local<StaffPost>;

/** Blog posts offline: created, edited (PUT), deleted and given an image through the outbox. */
export const postEntity: OfflineEntity<StaffPost> = {
  type: 'post',
  paths: {
    create: '/api/blogPost',
    update: '/api/blogPost',
    remove: (id) => `/api/blogPost/${encodeURIComponent(id)}`,
    upload: { image: (id) => `/api/blogPost/uploadImage/${encodeURIComponent(id)}` },
  },
  updateMethod: 'PUT',
  immutableKeys: [],
  label: (post, t) => t('entity.post', { title: post.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};
