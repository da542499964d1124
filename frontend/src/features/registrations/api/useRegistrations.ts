import { api } from '@/api/typed';
import type { Registration, RegistrationKind } from '@/features/registrations/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

/**
 * The registrations of a target (confirmed and waiting), kept on the device under their offer,
 * so the organiser sees them and checks people in at the venue without a connection. No offer
 * saved yet (no id): nobody can have registered, and nothing is asked.
 */
export function useRegistrations(
  kind: RegistrationKind,
  target: string,
  offerId: string | null | undefined,
): OfflineList<Registration> {
  return useOfflineList<Registration>('registration', {
    parent: offerId ?? '',
    enabled: Boolean(offerId),
    load: async () => (await api.get('/api/registrations', { query: { kind, target } })).data ?? [],
  });
}
