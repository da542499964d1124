import { Location20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { locationEntity } from '@/features/locationsStaff/offline';
import '@/features/locationsStaff/strings';

/** The venues of spec section 6 (`locations`): admin and owner. */
export const locationsArea: BackOfficeArea = {
  key: 'locations',
  label: 'locations:menu',
  path: 'sportstaetten',
  permission: 'locations:manage',
  icon: <Location20Regular />,
  entities: [locationEntity],
  routes: [
    {
      path: 'sportstaetten',
      Page: lazy(async () => ({
        default: (await import('@/features/locationsStaff/pages/LocationsPage')).LocationsPage,
      })),
    },
    {
      // The venue's hall plan from the working copies (issue 25).
      path: 'sportstaetten/:id',
      Page: lazy(async () => ({
        default: (await import('@/features/locationsStaff/pages/LocationPlanPage'))
          .LocationPlanPage,
      })),
    },
  ],
};
