import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { PublicCourse } from '@/api/types';

export const publicCoursesQueryKey = ['public', 'courses'] as const;

/** GET /public/courses: the published courses for the home page. */
export function usePublicCourses() {
  return useQuery({
    queryKey: publicCoursesQueryKey,
    queryFn: async () => (await apiFetch<PublicCourse[]>('/public/courses')).data ?? [],
  });
}
