import { useEffect, useState } from 'react';

/**
 * How many writes of this user wait on the device (refused or not sent): the login page says
 * they are kept. The outbox (IndexedDB) is loaded only then, never for a plain login.
 */
export function useHeldChanges(userId: string | null): number {
  const [held, setHeld] = useState<{ userId: string; count: number } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    import('@/offline/outbox')
      .then(({ getPendingCount }) => getPendingCount(userId))
      .then((count) => {
        if (live) setHeld({ userId, count });
      })
      // A database the browser refuses: the notice still says the account is blocked.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);
  return held && held.userId === userId ? held.count : 0;
}
