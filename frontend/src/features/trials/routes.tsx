import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';
import { trialBookingQuery } from '@/features/trials/trialBookingQuery';

/** The trial training's public pages (issue 25); the confirm link's page holds no data to prefetch. */
export const trialRoutes: RouteObject[] = [
  {
    path: 'probetraining/bestaetigen',
    lazy: async () => ({ Component: (await import('./pages')).TrialConfirmPage }),
  },
  {
    path: 'probetraining/verwalten',
    // The mailed link's booking, in the server's page too (it works without JavaScript).
    loader: prefetchLoader((qc, { url }) => {
      const token = url.searchParams.get('token');
      return token ? qc.prefetchQuery(trialBookingQuery(token)) : Promise.resolve();
    }),
    lazy: async () => ({ Component: (await import('./pages')).TrialManagePage }),
  },
  {
    path: 'probetraining/:course',
    loader: prefetchLoader((qc, { params }) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.courses()),
        qc.prefetchQuery(publicQueries.trials(params.course ?? '')),
      ]),
    ),
    lazy: async () => ({ Component: (await import('./pages')).TrialBookingPage }),
  },
];
