import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const departmentRoutes: RouteObject[] = [
  {
    path: 'abteilung/:name',
    loader: prefetchLoader((qc, { params }) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.department(params.name ?? '')),
        qc.prefetchQuery(publicQueries.departmentPosts(params.name ?? '')),
      ]),
    ),
    lazy: async () => {
      const m = await import('./pages/DepartmentPage');
      return { Component: m.DepartmentPage };
    },
  },
];
