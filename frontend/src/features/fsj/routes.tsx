import type { RouteObject } from 'react-router';

/** Spec section 2: the voluntary social year page. */
export const fsjRoutes: RouteObject[] = [
  {
    path: 'fsj',
    lazy: async () => {
      const m = await import('@/features/fsj/pages/FsjPage');
      return { Component: m.FsjPage };
    },
  },
];
