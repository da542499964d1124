import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '@/api/publicQueries';

/** GET /config: categories, tags, icons (the start page's server render loads it too). */
export function useConfig() {
  return useQuery(publicQueries.config());
}
