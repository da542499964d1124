import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const funrunRoutes: RouteObject[] = [
  {
    path: 'volkslauf',
    loader: prefetchLoader((qc) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.funrun()),
        qc.prefetchQuery(publicQueries.sponsors('volkslauf')),
        // The current run's online registration, when it has one: its link is in the server's page.
        qc.prefetchQuery(publicQueries.registrations()),
      ]),
    ),
    lazy: async () => {
      const m = await import('./pages/FunrunPage');
      return { Component: m.FunrunPage };
    },
  },
  {
    // An earlier (or a coming) year's run, readable for good.
    path: 'volkslauf/:year',
    loader: prefetchLoader((qc, { params }) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.funrun()),
        qc.prefetchQuery(publicQueries.funrunYear(params.year ?? '')),
      ]),
    ),
    lazy: async () => {
      const m = await import('./pages/FunrunYearPage');
      return { Component: m.FunrunYearPage };
    },
  },
];
