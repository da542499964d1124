import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Config, DepartmentRef } from '@/api/types';

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

export function useConfig() {
  return useQuery({
    queryKey: ['config'],
    staleTime: 60 * 60_000,
    queryFn: async () => (await apiFetch<Config>('/config')).data ?? null,
  });
}
