import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const funrunRoutes: RouteObject[] = [
  {
    path: 'volkslauf',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.sponsors('volkslauf'))),
    lazy: async () => {
      const m = await import('./pages/FunrunPage');
      return { Component: m.FunrunPage };
    },
  },
];
