import { api } from '@/api/typed';
import type { StaffPost } from '@/api/types';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

/** The newest posts a staff page holds (the API's largest page), kept offline. */
const PAGE_SIZE = 100;

const loadPosts = async () =>
  (
    await api.get('/api/blogPost', {
      query: { page: 1, limit: PAGE_SIZE, sort: 'created_at', order: 'desc' },
    })
  ).data?.items ?? [];

export function useStaffPosts(): OfflineList<StaffPost> {
  return useOfflineList('post', { load: loadPosts });
}
