import { People20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/users/strings';

/** User administration (spec section 6: admin and owner add, block, delete users, toggle roles). */
export const usersArea: BackOfficeArea = {
  key: 'users',
  label: 'users:menu',
  path: 'benutzer',
  permission: 'users:manage',
  icon: <People20Regular />,
  routes: [
    {
      path: 'benutzer',
      Page: lazy(async () => ({
        default: (await import('@/features/users/pages/UsersPage')).UsersPage,
      })),
    },
  ],
};
