import { Building20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/club/strings';

/** The club's own settings ("Verein"): admin and owner. */
export const clubArea: BackOfficeArea = {
  key: 'club',
  label: 'club:menu',
  path: 'verein',
  permission: 'club:manage',
  icon: <Building20Regular />,
  routes: [
    {
      path: 'verein',
      Page: lazy(async () => ({
        default: (await import('@/features/club/pages/ClubSettingsPage')).ClubSettingsPage,
      })),
    },
  ],
};
