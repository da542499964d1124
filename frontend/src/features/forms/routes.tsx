import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const formsRoutes: RouteObject[] = [
  {
    path: 'formulare',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.forms())),
    lazy: async () => {
      const m = await import('./pages/FormsPage');
      return { Component: m.FormsPage };
    },
  },
];
