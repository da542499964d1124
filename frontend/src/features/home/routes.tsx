import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** The start page's news items, each in full on its own page (issue 38). */
export const newsRoutes: RouteObject[] = [
  {
    path: 'news/:id',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.news())),
    lazy: async () => ({
      Component: (await import('@/features/home/pages/NewsItemPage')).NewsItemPage,
    }),
  },
];
