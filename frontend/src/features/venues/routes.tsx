import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const venueRoutes: RouteObject[] = [
  {
    path: 'sportstaetten',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.locations())),
    lazy: async () => {
      const m = await import('./pages/VenuesPage');
      return { Component: m.VenuesPage };
    },
  },
  {
    // A venue's hall plan: a page of its own keeps the venues page as light as it was.
    path: 'sportstaetten/:id',
    loader: prefetchLoader((qc, { params }) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.locations()),
        qc.prefetchQuery(publicQueries.locationPlan(params.id ?? '')),
      ]),
    ),
    lazy: async () => {
      const m = await import('./pages/VenuePlanPage');
      return { Component: m.VenuePlanPage };
    },
  },
];
