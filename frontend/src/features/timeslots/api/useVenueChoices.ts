import { api } from '@/api/typed';
import { useReferenceList, type ReferenceList } from '@/offline/references';

/** A venue a time slot can be in. */
export interface VenueChoice {
  _id: string;
  name: string;
}

const load = async (): Promise<VenueChoice[]> =>
  ((await api.get('/public/locations')).data ?? [])
    .map(({ _id, name }) => ({ _id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

/**
 * The venues a time slot is picked from: the public list (every role that edits times may read
 * it), kept on the device like the other lists forms choose from, so a trainer adds a time at
 * the gym without a connection after one visit online.
 */
export function useVenueChoices(): ReferenceList<VenueChoice> {
  return useReferenceList('venues', load);
}
