import { api } from '@/api/typed';
import type { StaffPost } from '@/api/types';
import { useOfflinePagedList, type OfflinePagedList } from '@/offline/hooks';

/** A page of the API's largest size; the first is kept on the device, older ones on request. */
const PAGE_SIZE = 100;

const loadPage = async (page: number) => {
  const { data } = await api.get('/api/blogPost', {
    query: { page, limit: PAGE_SIZE, sort: 'created_at', order: 'desc' },
  });
  return { items: data?.items ?? [], total: data?.total ?? 0 };
};

export function useStaffPosts(): OfflinePagedList<StaffPost> {
  return useOfflinePagedList('post', { loadPage });
}
