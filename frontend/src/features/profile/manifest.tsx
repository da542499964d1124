import { Person20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';

/** The own profile and data export: every logged-in user. */
export const profileArea: BackOfficeArea = {
  key: 'profile',
  path: 'profil',
  permission: null,
  icon: <Person20Regular />,
  routes: [
    {
      path: 'profil',
      Page: lazy(async () => ({
        default: (await import('@/features/profile/pages/ProfilePage')).ProfilePage,
      })),
    },
  ],
};
