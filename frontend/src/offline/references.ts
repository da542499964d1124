import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { getStoredUser } from '@/auth/session';
import { useAuth } from '@/auth/useAuth';
import { db } from '@/offline/db';

export interface ReferenceList<T> {
  /** Undefined while nothing is known yet (IndexedDB read, first fetch). */
  data: T[] | undefined;
  /** Nothing to choose from: the fetch failed and the device has no copy. */
  isError: boolean;
  /** The fetch failed; the device's copy is shown. */
  stale: boolean;
}

export async function storeReference(userId: string, key: string, items: unknown[]): Promise<void> {
  await db.references.put({ userId, key, items, storedAt: Date.now() });
}

export async function readReference<T>(userId: string, key: string): Promise<T[] | null> {
  return ((await db.references.get([userId, key]))?.items as T[] | undefined) ?? null;
}

/**
 * A list a form chooses from (the trainers, the departments): fetched when possible, kept per user
 * in IndexedDB and read from there, so the choices are there offline after one online visit (a
 * course made at the gym needs its department and trainers). Logout removes it with the rest.
 */
export function useReferenceList<T>(key: string, load: () => Promise<T[]>): ReferenceList<T> {
  const userId = useAuth().user?._id;
  const stored = useLiveQuery(
    async () => (userId ? await readReference<T>(userId, key) : null),
    [userId, key],
  );
  const query = useQuery({
    queryKey: ['account', 'reference', key, userId],
    enabled: Boolean(userId),
    networkMode: 'always',
    retry: false,
    queryFn: async () => {
      const items = await load();
      // Never one user's list under another's name (a logout while the request ran).
      if (userId && getStoredUser()?._id === userId) await storeReference(userId, key, items);
      return items;
    },
  });
  const data = query.data ?? stored ?? undefined;
  return {
    data,
    isError: query.isError && !stored,
    stale: query.isError && Boolean(stored),
  };
}
