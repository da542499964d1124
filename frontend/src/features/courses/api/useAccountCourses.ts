import { api } from '@/api/typed';
import type { CourseRecord } from '@/features/courses/offline';
import { useOfflineList, type OfflineList } from '@/offline/hooks';

const loadCourses = async () => (await api.get('/api/courses')).data ?? [];

/** The user's courses (with their times), also offline after one online visit. */
export function useAccountCourses(): OfflineList<CourseRecord> {
  return useOfflineList('course', { load: loadCourses });
}
