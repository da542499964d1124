import { nullIfNotFound } from '@/api/ApiError';
import { api } from '@/api/typed';
import type { TimeSlot } from '@/api/types';
import type { CourseRecord, LocalCourse } from '@/features/courses/offline';
import type { LocalTimeSlot } from '@/features/timeslots';
import { useOfflineList, useOfflineRecord } from '@/offline/hooks';

export interface AccountCourse {
  course: LocalCourse | null | undefined;
  times: LocalTimeSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  stale: boolean;
  refetch(): void;
}

// A course the server does not know: "does not exist", not a load error.
const loadCourse = async (id: string) =>
  (await nullIfNotFound(api.get('/api/course/{id}', { path: { id } })))?.data;

/**
 * One course and its time slots; spec: load before entry and continue on failure. A course made
 * on this device that has not synced yet is not asked for.
 */
export function useAccountCourse(id: string | undefined): AccountCourse {
  const { record, loading, failed, stale, refetch } = useOfflineRecord<CourseRecord>('course', id, {
    load: loadCourse,
  });
  const times = useOfflineList<TimeSlot>('time', {
    parent: id,
    enabled: Boolean(id) && Boolean(record) && record?.serverVersion !== null,
    load: async () => (await api.get('/api/times/{id}', { path: { id: id ?? '' } })).data ?? [],
  });
  return {
    course: record,
    times: times.items,
    loading,
    failed,
    stale: stale || times.stale,
    refetch: () => {
      refetch();
      times.refetch();
    },
  };
}
