import { api } from '@/api/typed';
import type { Banner } from '@/api/types';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

const load = async () => (await api.get('/api/banners')).data ?? [];

/** Every banner (the API is not paged), kept on the device. */
export function useStaffBanners(): OfflineList<Banner> {
  return useOfflineList('banner', { load });
}
