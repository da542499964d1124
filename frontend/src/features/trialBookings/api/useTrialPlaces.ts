import { nullIfNotFound } from '@/api/ApiError';
import { api } from '@/api/typed';
import type { TrialPlaces } from '@/features/trialBookings/offline';
import { useOfflineRecord, type OfflineRecord } from '@/offline/hooks';

// The staff course carries its trial places (read-only there); version 0: the server keeps none.
const loadPlaces = async (id: string): Promise<TrialPlaces | null> => {
  const course = (await nullIfNotFound(api.get('/api/course/{id}', { path: { id } })))?.data;
  return course ? { _id: id, trial_places: course.trial_places, version: 0 } : null;
};

/** The trial places of a course, as a record of their own on the device. */
export function useTrialPlaces(courseId: string): OfflineRecord<TrialPlaces> {
  return useOfflineRecord<TrialPlaces>('trialPlaces', courseId, { load: loadPlaces });
}
