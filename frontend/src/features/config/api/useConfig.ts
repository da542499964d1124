import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Config } from '@/api/types';

export const configQueryKey = ['config'] as const;

/** GET /config: categories, tags, icons (cached by the service worker for offline use). */
export function useConfig() {
  return useQuery({
    queryKey: configQueryKey,
    queryFn: async () => (await apiFetch<Config>('/config')).data as Config,
    staleTime: 60 * 60 * 1000,
  });
}
