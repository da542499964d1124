import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';

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
