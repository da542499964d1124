import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { components } from '@/api/generated/schema';
import { updateSessionUser } from '@/auth/session';

export type ProfileInput = components['schemas']['ProfileDto'];

/**
 * PUT /api/profile: the own name and phone, based on the version the session holds (If-Match).
 * The answer becomes the session's user at once: the drawer's name follows without a reload.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async ({ values, version }: { values: ProfileInput; version: number }) => {
      const envelope = await api.put('/api/profile', {
        json: values,
        headers: { 'If-Match': `"${version}"` },
      });
      if (envelope.data) updateSessionUser(envelope.data);
      return envelope;
    },
  });
}
