import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** The registrations' public pages (issue 37); the two mail links' pages hold no data to prefetch. */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'anmeldung/bestaetigen',
    lazy: async () => ({ Component: (await import('./pages')).RegistrationConfirmPage }),
  },
  {
    path: 'anmeldung/verwalten',
    lazy: async () => ({ Component: (await import('./pages')).RegistrationManagePage }),
  },
  {
    path: 'anmeldung/:offer',
    loader: prefetchLoader((qc, { params }) =>
      qc.prefetchQuery(publicQueries.registration(params.offer ?? '')),
    ),
    lazy: async () => ({ Component: (await import('./pages')).RegistrationPage }),
  },
];
