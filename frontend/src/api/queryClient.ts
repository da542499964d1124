import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';
import { onSessionChange } from '@/auth/session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // The service worker answers public GETs offline; a 4xx will not heal by retrying.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
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
