import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { apiDownload } from '@/api/client';
import { api, buildPath } from '@/api/typed';
import { saveFile } from '@/components/download/saveFile';
import { isRegistrationReference } from '@/features/registrations/api/useRegistrationOffer';
import type { RegistrationKind } from '@/features/registrations/offline';

export type RegistrationMessage = components['schemas']['RegistrationMessageDto'];
export type LateRegistration = components['schemas']['CreateLateRegistrationDto'];

/** After a change the server made (a late registration): the list and the counts again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['account', 'offline', 'registration'] }),
      queryClient.invalidateQueries({
        predicate: (query) => isRegistrationReference(query.queryKey),
      }),
    ]);
}

/** POST /api/registrations/message: a mail to everybody confirmed or waiting (online only). */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: RegistrationMessage) =>
      api.post('/api/registrations/message', { json: body }),
  });
}

/**
 * POST /api/registrations/late: the race office enters a runner on site, confirmed at once with
 * the next start number (online only: the number comes from the server).
 */
export function useLateRegistration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LateRegistration) => api.post('/api/registrations/late', { json: body }),
    onSuccess: () => void refresh(),
  });
}

/** GET /api/registrations/csv with the bearer token, handed to the browser's "save". */
export function useCsvDownload(kind: RegistrationKind, target: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(
        buildPath('/api/registrations/csv', undefined, { kind, target }),
      );
      saveFile(blob, fileName ?? `anmeldungen-${kind}.csv`);
    },
  });
}
