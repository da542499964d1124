import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** The club's dates (issue 37): the list and one event's page, both rendered on the server. */
export const datesRoutes: RouteObject[] = [
  {
    path: 'termine',
    loader: prefetchLoader((qc) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.events()),
        qc.prefetchQuery(publicQueries.workshops()),
        qc.prefetchQuery(publicQueries.funrun()),
        qc.prefetchQuery(publicQueries.navigation()),
        // Which dates take registrations: their links are in the server's page.
        qc.prefetchQuery(publicQueries.registrations()),
      ]),
    ),
    lazy: async () => ({ Component: (await import('./pages/DatesPage')).DatesPage }),
  },
  {
    path: 'termin/:slug',
    loader: prefetchLoader((qc, { params }) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.event(params.slug ?? '')),
        qc.prefetchQuery(publicQueries.registrations()),
      ]),
    ),
    lazy: async () => ({ Component: (await import('./pages/EventPage')).EventPage }),
  },
];
