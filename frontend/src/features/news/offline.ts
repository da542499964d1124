import type { News } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type LocalNews = Local<News>;

/**
 * News items offline: create, change (`PUT /api/news` with If-Match, the author, an admin or the
 * owner), image and delete, all through the outbox.
 */
export const newsEntity: OfflineEntity<News> = {
  type: 'news',
  paths: {
    create: '/api/news',
    update: '/api/news',
    remove: (id) => `/api/news?id=${encodeURIComponent(id)}`,
    upload: { image: (id) => `/api/news/uploadImage/${encodeURIComponent(id)}` },
  },
  updateMethod: 'PUT',
  immutableKeys: [],
  label: (news, t) => t('entity.news', { title: news.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};
