import { api } from '@/api/typed';
import { usePermission } from '@/auth/usePermission';
import { venueOptions, type VenueOption } from '@/components/staff/venueOptions';
import type { StaffEvent } from '@/features/events/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';
import { useReferenceList, type ReferenceList } from '@/offline/references';

const load = async () => (await api.get('/api/events')).data ?? [];

/**
 * The events the session edits (the server's scope: all, or the department's), kept on the
 * device after one online visit. A club has some dozens a year: the list is not paged.
 */
export function useStaffEvents(): OfflineList<StaffEvent> {
  return useOfflineList('event', { load });
}

/** A venue an event can be at. */
export type EventVenueOption = VenueOption;

// The public list: department users may not read `/api/locations` (locations:manage).
const loadVenues = async () => venueOptions((await api.get('/public/locations')).data ?? []);

/** The venues to choose from, kept on the device like the other lists forms choose from. */
export function useEventVenues(): ReferenceList<EventVenueOption> {
  return useReferenceList('event-venues', loadVenues);
}

/** A department an event can belong to: its short name (the form's option) and its title. */
export interface EventDepartment {
  _id: string;
  name: string;
  title: string;
}

const loadDepartments = async (): Promise<EventDepartment[]> =>
  ((await api.get('/api/departments')).data ?? [])
    .map(({ _id, name, title }) => ({ _id, name, title }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

/** The departments an event can belong to: all for admin and owner, a department user's own. */
export function useEventDepartments(): ReferenceList<EventDepartment> {
  return useReferenceList('event-departments', loadDepartments);
}

/**
 * Whether the session may give an event to the whole club (no department). The server lets
 * admin and owner (EventsPolicy, by role); of the permissions it sends, `departments:administer`
 * is the one that says "not bound to one department".
 */
export function useMayChooseClub(): boolean {
  return usePermission('departments:administer');
}
