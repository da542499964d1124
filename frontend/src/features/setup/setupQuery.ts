import type { components } from '@/api/generated/schema';
import { api } from '@/api/typed';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { prefetchLoader } from '@/api/prefetch';
import { setupToken } from '@/features/setup/setupForm';

export type SetupState = components['schemas']['SetupStateDto'];

/**
 * Whether the site waits for its setup, and with a setup link's token whether it works (that
 * answer is never cached: the token is a secret). Here, not in publicQueries: only the setup page
 * reads it, and the landing route's bundle stays without it.
 */
export const setupQuery = (token: string) => ({
  queryKey: ['public', 'setup', token] as const,
  queryFn: async (): Promise<SetupState> =>
    (await api.get('/public/setup', token ? { query: { token } } : {})).data ?? {
      pending: false,
      token: 'none',
    },
  staleTime: 0,
});

/** The setup page's loader: its state, for the token of the address or of the form's answer. */
export const setupLoader = prefetchLoader((qc, { url }) =>
  qc.prefetchQuery(
    setupQuery(
      setupToken(url.searchParams, qc.getQueryData<PageFormAnswer>(pageFormKey('setup')) ?? null),
    ),
  ),
);
