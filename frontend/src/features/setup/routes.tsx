import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { setupToken } from '@/features/setup/setupForm';

/**
 * `/:lang/einrichtung`, outside the site's shell: while nobody has set the site up, every page
 * leads here (backend pages/page-server.ts), and the page names no club.
 */
export const setupRoutes: RouteObject[] = [
  {
    path: 'einrichtung',
    loader: prefetchLoader((qc, { url }) =>
      qc.prefetchQuery(
        publicQueries.setup(
          setupToken(
            url.searchParams,
            qc.getQueryData<PageFormAnswer>(pageFormKey('setup')) ?? null,
          ),
        ),
      ),
    ),
    lazy: async () => ({ Component: (await import('./pages/SetupPage')).SetupPage }),
  },
];
