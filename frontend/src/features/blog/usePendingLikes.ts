import { useEffect } from 'react';
import { flushPendingLikes } from '@/features/blog/likes';

/**
 * Sends likes given offline: once at page load (when online) and whenever the browser comes back
 * online. `onSent` gets the new counts of the likes the server took.
 */
export function usePendingLikes(onSent?: (counts: Map<string, number>) => void): void {
  useEffect(() => {
    let active = true;
    const flush = () => {
      void flushPendingLikes().then((counts) => {
        if (active && counts.size > 0) onSent?.(counts);
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      active = false;
      window.removeEventListener('online', flush);
    };
  }, [onSent]);
}
