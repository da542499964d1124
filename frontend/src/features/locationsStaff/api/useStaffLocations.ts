import { api } from '@/api/typed';
import type { StaffLocation } from '@/api/types';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

const load = async () => (await api.get('/api/locations')).data ?? [];

/** Every venue (the API is not paged), kept on the device. */
export function useStaffLocations(): OfflineList<StaffLocation> {
  return useOfflineList('location', { load });
}
