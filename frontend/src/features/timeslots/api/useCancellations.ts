import { api } from '@/api/typed';
import type { Cancellation } from '@/features/timeslots/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

/**
 * The upcoming cancelled trainings of one course or workshop, kept on the device with it (as its
 * times), so the editor shows them offline after one online visit.
 */
export function useCancellations(
  ownerKey: 'course' | 'workshop',
  ownerId: string,
): OfflineList<Cancellation> {
  return useOfflineList<Cancellation>('cancellation', {
    parent: ownerId,
    load: async () =>
      (
        await api.get('/api/cancellations', {
          query: ownerKey === 'course' ? { course: ownerId } : { workshop: ownerId },
        })
      ).data ?? [],
  });
}
