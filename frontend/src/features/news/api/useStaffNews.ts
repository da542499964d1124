import { api } from '@/api/typed';
import type { News } from '@/api/types';
import { useOfflinePagedList, type OfflinePagedList } from '@/offline/hooks';

/** A page of the API's largest size; the first is kept on the device, older ones on request. */
const PAGE_SIZE = 100;

const loadPage = async (page: number) => {
  const { data } = await api.get('/api/news', { query: { page, limit: PAGE_SIZE } });
  return { items: data?.items ?? [], total: data?.total ?? 0 };
};

export function useStaffNews(): OfflinePagedList<News> {
  return useOfflinePagedList('news', { loadPage });
}
