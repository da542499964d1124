import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { Trainer } from '@/api/types';

/** A trainer as GET /api/trainers lists it (the generated schema's TrainerDto). */
export type TrainerOption = Trainer;

export function useDepartments(enabled = true) {
  return useQuery({
    queryKey: ['account', 'departments'],
    enabled,
    queryFn: async () => (await api.get('/api/departments')).data ?? [],
  });
}

export function useTrainers(enabled = true) {
  return useQuery({
    queryKey: ['account', 'trainers'],
    enabled,
    queryFn: async () => (await api.get('/api/trainers')).data ?? [],
  });
}
