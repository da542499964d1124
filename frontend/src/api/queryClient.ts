import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';
import { onSessionChange } from '@/auth/session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // The service worker answers public GETs offline; a 4xx will not heal by retrying. Offline,
        // a retry would wait (paused) for the connection and so would every route loader that
        // awaits the load: the page stayed blank until the device was back online. The failure
        // is final instead; the page shows its error or the device's copy, and react-query loads
        // again on reconnect.
        retry: (failureCount, error) =>
          onlineManager.isOnline() &&
          failureCount < 2 &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
        // offlineFirst: query once even when offline, so the service worker's cache can answer.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// Back-office data belongs to one user: when the session's user changes (logout, another login
// on this device), nothing of the previous user's stays in the query cache.
let sessionUserId: string | null | undefined;
onSessionChange((user) => {
  const next = user?._id ?? null;
  if (sessionUserId !== undefined && next !== sessionUserId) {
    queryClient.removeQueries({ queryKey: ['account'] });
  }
  sessionUserId = next;
});
