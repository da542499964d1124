import { api } from '@/api/typed';
import type { TrialBooking } from '@/features/trialBookings/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

/**
 * A course's trial bookings (from a week ago on), kept on the device with the course, so the
 * trainer sees them and marks who came at the gym without a connection.
 */
export function useTrialBookings(courseId: string): OfflineList<TrialBooking> {
  return useOfflineList<TrialBooking>('trialBooking', {
    parent: courseId,
    load: async () => (await api.get('/api/trials', { query: { course: courseId } })).data ?? [],
  });
}
