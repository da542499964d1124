import { Person20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/profile/strings';

/** The own profile, photo, password and data export: every logged-in user. */
export const profileArea: BackOfficeArea = {
  key: 'profile',
  label: 'profile:menu',
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
