import { api } from '@/api/typed';
import type { Closure } from '@/features/closures/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';
import { useReferenceList, type ReferenceList } from '@/offline/references';

const load = async () => (await api.get('/api/closures')).data ?? [];

/** The closures that are not over (the API is not paged), kept on the device. */
export function useClosures(): OfflineList<Closure> {
  return useOfflineList('closure', { load });
}

/** A venue a closure can name. */
export interface VenueOption {
  _id: string;
  name: string;
}

const loadVenues = async (): Promise<VenueOption[]> =>
  ((await api.get('/api/locations')).data ?? [])
    .map(({ _id, name }) => ({ _id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

/** The venues to choose from, kept on the device like the other lists forms choose from. */
export function useVenueOptions(): ReferenceList<VenueOption> {
  return useReferenceList('closure-venues', loadVenues);
}
