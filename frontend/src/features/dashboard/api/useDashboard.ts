import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/typed';

/** GET /api/dashboard: counts by state, open requests, users, page views, latest changes. */
export function useDashboard() {
  return useQuery({
    queryKey: ['account', 'dashboard'],
    queryFn: async () => (await api.get('/api/dashboard')).data ?? null,
  });
}
