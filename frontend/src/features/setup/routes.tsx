import type { RouteObject } from 'react-router';

/**
 * `/:lang/einrichtung`, outside the site's shell: while nobody has set the site up, every page
 * leads here (backend pages/page-server.ts), and the page names no club. Page and loader load
 * with the route: nothing of them is in the landing route's bundle.
 */
export const setupRoutes: RouteObject[] = [
  {
    path: 'einrichtung',
    lazy: async () => {
      const { SetupPage, setupLoader } = await import('./pages/SetupPage');
      return { Component: SetupPage, loader: setupLoader };
    },
  },
];
