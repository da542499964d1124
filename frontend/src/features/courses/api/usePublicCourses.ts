import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '@/api/publicQueries';

/** GET /public/courses: the published courses for the home page (the same query the server render loads). */
export function usePublicCourses() {
  return useQuery(publicQueries.courses());
}
