import type { News } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type LocalNews = Local<News>;

/**
 * News items offline. The spec's API creates and deletes them (no change after the create): a
 * news item made offline still takes edits until its create goes out.
 */
export const newsEntity: OfflineEntity<News> = {
  type: 'news',
  paths: {
    create: '/api/news',
    remove: (id) => `/api/news?id=${encodeURIComponent(id)}`,
  },
  updateMethod: 'PUT',
  immutableKeys: [],
  label: (news, t) => t('entity.news', { title: news.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};
