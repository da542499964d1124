import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Permission } from '@/api/types';
import { ACCOUNT_MENU, permissionFor } from '@/features/account/accountMenu';
import { RequirePermission } from '@/features/account/components/RequirePermission';

// Pages load lazily: the account area is not where visitors land.
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => {
    await import('@/features/account/strings');
    return { Component: (await load())[name] };
  };

/** A lazy page that only a session with `permission` sees (others go to their profile). */
const guarded =
  <K extends string>(
    permission: Permission | null,
    load: () => Promise<Record<K, ComponentType>>,
    name: K,
  ) =>
  async () => {
    const Page: ComponentType = (await page(load, name)()).Component;
    return {
      Component: () => (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
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
      lazy: guarded(
        permissionFor('courses'),
        () => import('@/features/account/pages/CoursesPage'),
        'CoursesPage',
      ),
    },
    {
      path: 'angebot/:id',
      lazy: guarded(
        permissionFor('courses'),
        () => import('@/features/account/pages/CourseDetailsPage'),
        'CourseDetailsPage',
      ),
    },
    {
      path: 'veroeffentlichungen',
      lazy: guarded(
        permissionFor('publish'),
        () => import('@/features/account/pages/PublishPage'),
        'PublishPage',
      ),
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
            <RequirePermission permission={entry.permission}>
              <ComingSoonPage entry={entry.key} />
            </RequirePermission>
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
