import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { LanguageLayout } from '@/app/LanguageLayout';
import { prefetchLoader } from '@/api/prefetch';
import { AppShell } from '@/app/shell/AppShell';
import { NotFoundPage } from '@/features/errors/pages/NotFoundPage';
import { HomePage } from '@/features/home/pages/HomePage';
import { homeLoader } from '@/features/home/homeLoader';
import { newsRoutes } from '@/features/home/routes';
import { blogRoutes } from '@/features/blog/routes';
import { departmentRoutes } from '@/features/departments/routes';
import { formsRoutes } from '@/features/forms/routes';
import { datesRoutes } from '@/features/dates/routes';
import { funrunRoutes } from '@/features/funrun/routes';
import { passwordRoutes } from '@/features/password/routes';
import { trialRoutes } from '@/features/trials/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { venueRoutes } from '@/features/venues/routes';
import { workshopRoutes } from '@/features/workshops/routes';
import { fsjRoutes } from '@/features/fsj/routes';
import { legalRoutes } from '@/features/legal/routes';
import { setupRoutes } from '@/features/setup/routes';
import { DEFAULT_LANGUAGE } from '@/i18n';

/** The route tree; exported for tests (createMemoryRouter). Every page path has the language prefix. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${DEFAULT_LANGUAGE}/`} replace /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    children: [
      // Outside the shell: the page of a site nobody has set up yet names no club.
      ...setupRoutes,
      {
        element: <AppShell />,
        // The club's name and facts (header, footer, every page's head), the menus' entries and
        // the footer's club documents (spec section 2) on every page, in the server's HTML too:
        // the menus open and their links work before the app starts. The active banners and
        // venue closures too, so a notice is in the page as it arrives.
        loader: prefetchLoader((qc) =>
          Promise.all([
            qc.prefetchQuery(publicQueries.club()),
            qc.prefetchQuery(publicQueries.navigation()),
            qc.prefetchQuery(publicQueries.forms()),
            qc.prefetchQuery(publicQueries.banners()),
            qc.prefetchQuery(publicQueries.closures()),
          ]),
        ),
        children: [
          // The landing route stays in the entry chunk: lazy-loading it made mobile LCP worse.
          { index: true, element: <HomePage />, loader: homeLoader },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('@/features/login/pages/LoginPage')).LoginPage,
            }),
          },
          ...departmentRoutes,
          ...workshopRoutes,
          ...funrunRoutes,
          ...datesRoutes,
          ...formsRoutes,
          ...venueRoutes,
          ...trialRoutes,
          ...registrationRoutes,
          ...passwordRoutes,
          ...blogRoutes,
          ...newsRoutes,
          {
            // The back office is client-rendered and loads on its first visit, with its areas'
            // drawer entries and routes (app/backOffice).
            path: 'account/*',
            lazy: async () => ({
              Component: (await import('@/app/backOffice/BackOffice')).BackOffice,
            }),
          },
          ...legalRoutes,
          ...fsjRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export type HydrationState = NonNullable<
  Parameters<typeof createBrowserRouter>[1]
>['hydrationData'];

/** The browser's router; `hydrationData` when it takes over a server-rendered page. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
