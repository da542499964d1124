import { getLocalCourse, getLocalCourses, getLocalTimes } from '@/offline/localStore';
import type { LocalCourse, LocalTimeSlot } from '@/offline/types';
import { useLiveQuery } from 'dexie-react-hooks';

/** Local copies of the user's courses, live; undefined while IndexedDB is read. */
export function useLocalCourses(userId: string | undefined): LocalCourse[] | undefined {
  return useLiveQuery(async () => (userId ? getLocalCourses(userId) : []), [userId]);
}

/** One local course; null when there is no local copy. */
export function useLocalCourse(
  userId: string | undefined,
  id: string | undefined,
): LocalCourse | null | undefined {
  return useLiveQuery(
    async () => (userId && id ? ((await getLocalCourse(userId, id)) ?? null) : null),
    [userId, id],
  );
}

export function useLocalTimes(
  userId: string | undefined,
  courseId: string | undefined,
): LocalTimeSlot[] | undefined {
  return useLiveQuery(
    async () => (userId && courseId ? getLocalTimes(userId, courseId) : []),
    [userId, courseId],
  );
}
