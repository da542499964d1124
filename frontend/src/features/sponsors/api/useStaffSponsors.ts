import { api } from '@/api/typed';
import type { Sponsor } from '@/api/types';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

const load = async () => (await api.get('/api/sponsors')).data ?? [];

/** Every sponsor (the API is not paged), kept on the device. */
export function useStaffSponsors(): OfflineList<Sponsor> {
  return useOfflineList('sponsor', { load });
}
