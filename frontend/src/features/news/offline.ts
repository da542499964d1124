import type { News } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

export type LocalNews = Local<News>;

/**
 * News items offline: create, change (`PUT /api/news` with If-Match, the author, an admin or the
 * owner), image and delete, all through the outbox.
 */
export const newsEntity = defineOfflineEntity<News>()({
  type: 'news',
  ns: 'account',
  create: '/api/news',
  update: { method: 'PUT', path: '/api/news' },
  remove: { path: '/api/news', query: 'id' },
  upload: { image: '/api/news/uploadImage/{id}' },
  immutableKeys: [],
  label: (news, t) => t('entity.news', { title: news.title ?? '' }),
});
