import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** The trial training's public pages (issue 25); the two mail links' pages hold no data to prefetch. */
export const trialRoutes: RouteObject[] = [
  {
    path: 'probetraining/bestaetigen',
    lazy: async () => ({ Component: (await import('./pages')).TrialConfirmPage }),
  },
  {
    path: 'probetraining/verwalten',
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
