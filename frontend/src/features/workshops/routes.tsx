import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const workshopRoutes: RouteObject[] = [
  {
    path: 'workshop',
    loader: prefetchLoader((qc) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.workshops()),
        qc.prefetchQuery(publicQueries.workshopPosts()),
        // Which workshops take registrations: their links are in the server's page.
        qc.prefetchQuery(publicQueries.registrations()),
      ]),
    ),
    lazy: async () => {
      const m = await import('./pages/WorkshopsPage');
      return { Component: m.WorkshopsPage };
    },
  },
];
