import { api } from '@/api/typed';
import type { News } from '@/api/types';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

/** The newest news items a staff page holds (the API's largest page), kept offline. */
const PAGE_SIZE = 100;

const loadNews = async () =>
  (await api.get('/api/news', { query: { page: 1, limit: PAGE_SIZE } })).data?.items ?? [];

export function useStaffNews(): OfflineList<News> {
  return useOfflineList('news', { load: loadNews });
}
