import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { api } from '@/api/typed';
import { useAuth } from '@/auth/useAuth';
import type { RegistrationKind, RegistrationOffer } from '@/features/registrations/offline';
import { storeReference, useReferenceList } from '@/offline/references';

export type SaveRegistrationOffer = components['schemas']['SaveRegistrationOfferDto'];

const offerKey = (kind: RegistrationKind, target: string) => `registration-offer:${kind}:${target}`;

export interface OfferState {
  /** Undefined until known (from the device or the server). */
  offer: RegistrationOffer | undefined;
  /** Nothing known: the fetch failed and the device has no copy. */
  isError: boolean;
  /** The fetch failed; the device's copy is shown. */
  stale: boolean;
}

/**
 * A target's offer (settings, counts, tracks), kept on the device like a reference list: the
 * list of registrations hangs on its id, so both are there at the venue without signal.
 */
export function useRegistrationOffer(kind: RegistrationKind, target: string): OfferState {
  const list = useReferenceList(offerKey(kind, target), async () => {
    const offer = (await api.get('/api/registration-offer', { query: { kind, target } })).data;
    return offer ? [offer] : [];
  });
  return { offer: list.data?.[0], isError: list.isError, stale: list.stale };
}

/** The query keys of the reference lists this feature keeps (the targets, an offer). */
export const isRegistrationReference = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'account' &&
  queryKey[1] === 'reference' &&
  typeof queryKey[2] === 'string' &&
  queryKey[2].startsWith('registration-');

/**
 * PUT /api/registration-offer with the version the form was loaded with (If-Match; "0" creates
 * it). The answer becomes the device's copy; the list of targets is asked again for its counts.
 */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  return useMutation({
    mutationFn: ({ body, version }: { body: SaveRegistrationOffer; version: number }) =>
      api.put('/api/registration-offer', { json: body, headers: { 'If-Match': `"${version}"` } }),
    onSuccess: async (envelope) => {
      const offer = envelope.data;
      if (!offer || !userId) return;
      const key = offerKey(offer.kind, offer.target);
      queryClient.setQueryData(['account', 'reference', key, userId], [offer]);
      await storeReference(userId, key, [offer]);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          isRegistrationReference(query.queryKey) &&
          String(query.queryKey[2]).startsWith('registration-targets'),
      });
    },
  });
}
