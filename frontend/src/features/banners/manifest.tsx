import { Flag20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { bannerEntity } from '@/features/banners/offline';
import '@/features/banners/strings';

/** The banners of spec section 6 (`banners`): admin and owner. */
export const bannersArea: BackOfficeArea = {
  key: 'banners',
  label: 'banners:menu',
  path: 'banners',
  permission: 'banners:manage',
  icon: <Flag20Regular />,
  entities: [bannerEntity],
  routes: [
    {
      path: 'banners',
      Page: lazy(async () => ({
        default: (await import('@/features/banners/pages/BannersPage')).BannersPage,
      })),
    },
  ],
};
