import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';
import { api } from '@/api/typed';
import type { components } from '@/api/generated/schema';

export type HallPlanSlot = components['schemas']['HallPlanSlotDto'];

/**
 * A venue's slots from the working copies (GET /api/locations/{id}/plan): what a slot save is
 * checked against. Online only, like the other admin reads; null for a venue that is gone.
 */
export function useLocationPlan(id: string) {
  return useQuery({
    queryKey: ['account', 'locationPlan', id],
    queryFn: async (): Promise<HallPlanSlot[] | null> => {
      try {
        return (await api.get('/api/locations/{id}/plan', { path: { id } })).data ?? [];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
