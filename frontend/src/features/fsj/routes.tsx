import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** Spec section 2: the voluntary social year page (the club's text, in the server's HTML too). */
export const fsjRoutes: RouteObject[] = [
  {
    path: 'fsj',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.text('fsj'))),
    lazy: async () => {
      const m = await import('@/features/fsj/pages/FsjPage');
      return { Component: m.FsjPage };
    },
  },
];
