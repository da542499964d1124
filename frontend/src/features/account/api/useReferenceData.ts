import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { DepartmentRef } from '@/api/types';

export interface TrainerOption {
  _id: string;
  name: string;
  email: string;
}

export function useDepartments(enabled = true) {
  return useQuery({
    queryKey: ['account', 'departments'],
    enabled,
    queryFn: async () => (await apiFetch<DepartmentRef[]>('/api/departments')).data ?? [],
  });
}

export function useTrainers(enabled = true) {
  return useQuery({
    queryKey: ['account', 'trainers'],
    enabled,
    queryFn: async () => (await apiFetch<TrainerOption[]>('/api/trainers')).data ?? [],
  });
}
