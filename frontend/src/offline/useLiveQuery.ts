import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/** Result of a Dexie query that re-renders when the data changes; undefined while loading. */
export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: () => setValue(undefined),
    });
    return () => subscription.unsubscribe();
    // The caller lists the query's inputs in deps, as with useMemo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
