import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { publicQueries } from '@/api/publicQueries';
import { api } from '@/api/typed';
import { useFileUpload } from '@/api/useFileUpload';

export type ClubSettings = components['schemas']['ClubSettingsDto'];
export type ClubInput = components['schemas']['UpdateClubDto'];

const KEY = ['staff', 'club'] as const;

/** GET /api/club: the club's settings for the "Verein" screen (and the workshop user's address). */
export function useClubSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/club')).data ?? null,
  });
}

/**
 * PUT /api/club with the version the screen was loaded with (If-Match). The answer replaces the
 * screen's copy, and the public facts are read again (header, footer, Impressum of this tab).
 */
export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: ClubInput; version: number }) =>
      api.put('/api/club', { json: values, headers: { 'If-Match': `"${version}"` } }),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(KEY, envelope.data);
      void queryClient.invalidateQueries({ queryKey: publicQueries.club().queryKey });
    },
  });
}

/** After a logo change: the screen's copy, and the public facts (the header's logo) again. */
function useTakeSettings() {
  const queryClient = useQueryClient();
  return (settings: ClubSettings) => {
    queryClient.setQueryData(KEY, settings);
    void queryClient.invalidateQueries({ queryKey: publicQueries.club().queryKey });
  };
}

/** POST /api/club/logo (online, with its progress): the app icons are made from it. */
export function useUploadLogo() {
  return useFileUpload<ClubSettings>('/api/club/logo', useTakeSettings());
}

/** DELETE /api/club/logo: back to the crest with the club's initials. */
export function useRemoveLogo() {
  const take = useTakeSettings();
  return useMutation({
    mutationFn: () => api.delete('/api/club/logo'),
    onSuccess: (envelope) => {
      if (envelope.data) take(envelope.data);
    },
  });
}
