import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { components } from '@/api/generated/schema';

export type ChangePasswordInput = components['schemas']['ChangePasswordDto'];

/** POST /api/changePassword: the server checks the current password and ends every session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (json: ChangePasswordInput) => api.post('/api/changePassword', { json }),
  });
}
