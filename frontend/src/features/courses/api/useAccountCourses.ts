import { getStoredUser } from '@/auth/session';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/typed';
import { storeServerCourses } from '@/offline/localStore';
import type { LocalCourse } from '@/offline/types';
import { useLocalCourses } from '@/offline/useLocalCourses';

export interface AccountCourses {
  courses: LocalCourse[] | undefined;
  loading: boolean;
  /** Nothing to show: the fetch failed and there is no local copy. */
  failed: boolean;
  /** The fetch failed but local copies are shown. */
  stale: boolean;
  refetch(): void;
}

/**
 * The user's courses: fetched when possible, stored in IndexedDB, always read from there, so the
 * list works offline after one online visit (authenticated data never goes to the SW cache).
 */
export function useAccountCourses(userId: string | undefined): AccountCourses {
  const local = useLocalCourses(userId);
  const query = useQuery({
    queryKey: ['account', 'courses', userId],
    enabled: Boolean(userId),
    networkMode: 'always',
    retry: false,
    queryFn: async () => {
      const envelope = await api.get('/api/courses');
      // The request may have been retried under another user's refreshed session: never store
      // one user's rows in another's local copy.
      if (userId && getStoredUser()?._id === userId) {
        await storeServerCourses(userId, envelope.data ?? []);
      }
      return envelope.data?.length ?? 0;
    },
  });
  const empty = local !== undefined && local.length === 0;
  return {
    courses: local,
    loading: local === undefined || (empty && query.isPending),
    failed: empty && query.isError,
    stale: !empty && query.isError,
    refetch: () => void query.refetch(),
  };
}
