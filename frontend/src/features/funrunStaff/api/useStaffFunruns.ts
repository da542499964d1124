import { api } from '@/api/typed';
import type { StaffFunrun } from '@/features/funrunStaff/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';
import { useReferenceList, type ReferenceList } from '@/offline/references';

const load = async () => (await api.get('/api/funruns')).data ?? [];

/** Every year's run, kept on the device (one a year: the list is short and not paged). */
export function useStaffFunruns(): OfflineList<StaffFunrun> {
  return useOfflineList('funrun', { load });
}

/** A venue the run can start at, with what the page shows of it. */
export interface FunrunVenueOption {
  _id: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  maps_link: string | null;
}

const loadVenues = async (): Promise<FunrunVenueOption[]> =>
  ((await api.get('/api/locations')).data ?? [])
    .map(({ _id, name, address, postal_code, city, maps_link }) => ({
      _id,
      name,
      street: address,
      postal_code,
      city,
      maps_link,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

/** The venues to choose from, kept on the device like the other lists forms choose from. */
export function useFunrunVenues(): ReferenceList<FunrunVenueOption> {
  return useReferenceList('funrun-venues', loadVenues);
}
