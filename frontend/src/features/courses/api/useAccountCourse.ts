import { getStoredUser } from '@/auth/session';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { TimeSlot } from '@/api/types';
import { storeServerCourse } from '@/offline/localStore';
import type { LocalCourse, LocalTimeSlot } from '@/offline/types';
import { useLocalCourse, useLocalTimes } from '@/offline/useLocalCourses';

export interface AccountCourse {
  course: LocalCourse | null | undefined;
  times: LocalTimeSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  stale: boolean;
  refetch(): void;
}

/** One course and its time slots; spec: load before entry and continue on failure. */
export function useAccountCourse(
  userId: string | undefined,
  id: string | undefined,
): AccountCourse {
  const course = useLocalCourse(userId, id);
  const times = useLocalTimes(userId, id);
  const query = useQuery({
    queryKey: ['account', 'course', userId, id],
    enabled: Boolean(userId && id),
    networkMode: 'always',
    retry: false,
    queryFn: async () => {
      const envelope = await api.get('/api/course/{id}', { path: { id: id ?? '' } });
      let slots: TimeSlot[] | undefined;
      try {
        slots = (await api.get('/api/times/{id}', { path: { id: id ?? '' } })).data;
      } catch {
        slots = undefined; // the course's own `times` are used instead
      }
      if (userId && envelope.data && getStoredUser()?._id === userId) {
        await storeServerCourse(userId, envelope.data, slots); // never into another user's copy
      }
      return envelope.data?.version ?? null;
    },
  });
  return {
    course,
    times,
    loading: course === undefined || (course === null && query.isPending),
    failed: course === null && query.isError,
    stale: Boolean(course) && query.isError,
    refetch: () => void query.refetch(),
  };
}
