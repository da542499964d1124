import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

/** True from tablet width up: the account drawer is inline there, an overlay below. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
