import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LanguageLayout } from '@/app/LanguageLayout';
import { AppShell } from '@/app/shell/AppShell';
import { NotFoundPage } from '@/features/errors/pages/NotFoundPage';
import { HomePage } from '@/features/home/pages/HomePage';
import { homeLoader } from '@/features/home/homeLoader';
import { blogRoutes } from '@/features/blog/routes';
import { LoginPage } from '@/features/login/pages/LoginPage';
import { accountRoute } from '@/features/account/routes';
import { DEFAULT_LANGUAGE } from '@/i18n';

/** The route tree; exported for tests (createMemoryRouter). Every page path has the language prefix. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${DEFAULT_LANGUAGE}/`} replace /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    children: [
      {
        element: <AppShell />,
        children: [
          // The landing route stays in the entry chunk: lazy-loading it made mobile LCP worse.
          { index: true, element: <HomePage />, loader: homeLoader },
          { path: 'login', element: <LoginPage /> },
          ...blogRoutes,
          accountRoute,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
