import { api } from '@/api/typed';
import { venueOptions, type VenueOption } from '@/components/staff/venueOptions';
import type { StaffFunrun } from '@/features/funrunStaff/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';
import { useReferenceList, type ReferenceList } from '@/offline/references';

const load = async () => (await api.get('/api/funruns')).data ?? [];

/** Every year's run, kept on the device (one a year: the list is short and not paged). */
export function useStaffFunruns(): OfflineList<StaffFunrun> {
  return useOfflineList('funrun', { load });
}

/** A venue the run can start at. */
export type FunrunVenueOption = VenueOption;

const loadVenues = async () => venueOptions((await api.get('/api/locations')).data ?? []);

/** The venues to choose from, kept on the device like the other lists forms choose from. */
export function useFunrunVenues(): ReferenceList<FunrunVenueOption> {
  return useReferenceList('funrun-venues', loadVenues);
}
