import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { Envelope, Role, User } from '@/api/types';
import type { components } from '@/api/generated/schema';

export type CreateUser = components['schemas']['CreateUserDto'];

/** Every page and search of the list; an action refetches them all (online list, no device copy). */
export const USERS_KEY = ['account', 'users'] as const;
const PAGE_SIZE = 25;

/** GET /api/users, searched on the server (case, accents and umlauts folded), 25 at a time. */
export function useUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, search],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { data } = await api.get('/api/users', {
        query: { page: pageParam, limit: PAGE_SIZE, search: search || undefined },
      });
      return data ?? { items: [], total: 0, page: pageParam, limit: PAGE_SIZE, activeOwners: [] };
    },
    getNextPageParam: (last, pages) =>
      pages.reduce((n, page) => n + page.items.length, 0) < last.total ? last.page + 1 : undefined,
    // A new search keeps the old rows on screen until its answer is there (no flicker to a spinner).
    placeholderData: keepPreviousData,
  });
}

/** The departments a department account can manage (create dialog). */
export function useDepartmentChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'users', 'departments'],
    enabled,
    queryFn: async () => (await api.get('/api/departments')).data ?? [],
  });
}

/** What the screen does to one user; every action is online only and answered by the server. */
export type UserAction =
  | { kind: 'role'; user: User; role: Role }
  | { kind: 'block'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'resend'; user: User }
  | { kind: 'photo'; user: User; file: File };

function run(action: UserAction): Promise<Envelope<unknown>> {
  const path = { id: action.user._id };
  switch (action.kind) {
    case 'role':
      return api.post('/api/toggleUserRole', {
        json: { _id: action.user._id, role: action.role },
      });
    case 'block':
      return api.post('/api/user/block/{id}', { path });
    case 'delete':
      return api.delete('/api/users/{id}', { path });
    case 'resend':
      return api.post('/api/resendToken/{id}', { path });
    case 'photo':
      return api.upload('/api/user/profileImage/{id}', path, action.file);
  }
}

/** Runs an action; whatever the answer, the list is asked again (roles, owners, states moved). */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateUser) => api.post('/api/users', { json }),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
