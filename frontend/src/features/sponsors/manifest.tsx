import { Handshake20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { sponsorEntity } from '@/features/sponsors/offline';
import '@/features/sponsors/strings';

/** The sponsors of spec section 6 (`sponsors`): admin and owner. */
export const sponsorsArea: BackOfficeArea = {
  key: 'sponsors',
  label: 'sponsors:menu',
  path: 'sponsoren',
  permission: 'sponsors:manage',
  icon: <Handshake20Regular />,
  entities: [sponsorEntity],
  routes: [
    {
      path: 'sponsoren',
      Page: lazy(async () => ({
        default: (await import('@/features/sponsors/pages/SponsorsPage')).SponsorsPage,
      })),
    },
  ],
};
