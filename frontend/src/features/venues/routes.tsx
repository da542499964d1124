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
];
