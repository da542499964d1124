import { api } from '@/api/typed';
import type { Trainer } from '@/api/types';
import { useReferenceList } from '@/offline/references';

/** A trainer as GET /api/trainers lists it (the generated schema's TrainerDto). */
export type TrainerOption = Trainer;

/** The departments a course can belong to; kept on the device for creating courses offline. */
export function useDepartments() {
  return useReferenceList(
    'departments',
    async () => (await api.get('/api/departments')).data ?? [],
  );
}

/** The trainers a course can name; kept on the device for editing trainers offline. */
export function useTrainers() {
  return useReferenceList('trainers', async () => (await api.get('/api/trainers')).data ?? []);
}
