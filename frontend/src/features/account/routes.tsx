import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ACCOUNT_MENU, rolesFor } from '@/features/account/accountMenu';
import { RequireRoles } from '@/features/account/components/RequireRoles';

// Pages load lazily: the account area is not where visitors land.
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => {
    await import('@/features/account/strings');
    return { Component: (await load())[name] };
  };

/** `/:lang/account` and its pages (spec section 2); mounted by the app router. */
export const accountRoute: RouteObject = {
  path: 'account',
  lazy: page(() => import('@/features/account/components/AccountLayout'), 'AccountLayout'),
  children: [
    {
      index: true,
      lazy: page(() => import('@/features/account/pages/DashboardPage'), 'DashboardPage'),
    },
    {
      path: 'angebote',
      lazy: page(() => import('@/features/account/pages/CoursesPage'), 'CoursesPage'),
    },
    {
      path: 'angebot/:id',
      lazy: page(() => import('@/features/account/pages/CourseDetailsPage'), 'CourseDetailsPage'),
    },
    {
      path: 'veroeffentlichungen',
      lazy: async () => {
        await import('@/features/account/strings');
        const { PublishPage } = await import('@/features/account/pages/PublishPage');
        return {
          Component: () => (
            <RequireRoles roles={rolesFor('publish')}>
              <PublishPage />
            </RequireRoles>
          ),
        };
      },
    },
    {
      path: 'profil',
      lazy: page(() => import('@/features/account/pages/ProfilePage'), 'ProfilePage'),
    },
    ...ACCOUNT_MENU.filter((entry) => entry.comingSoon).map((entry): RouteObject => ({
      path: entry.path,
      lazy: async () => {
        await import('@/features/account/strings');
        const { ComingSoonPage } = await import('@/features/account/pages/ComingSoonPage');
        return {
          Component: () => (
            <RequireRoles roles={entry.roles}>
              <ComingSoonPage entry={entry.key} />
            </RequireRoles>
          ),
        };
      },
    })),
    {
      path: 'workshop/:id',
      lazy: page(() => import('@/features/account/pages/ComingSoonPage'), 'ComingSoonPage'),
    },
  ],
};
