import { CalendarLock20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { closureEntity } from '@/features/closures/offline';
import '@/features/closures/strings';

/** Venue closures (issue 25): who manages the venues closes them for a range of dates. */
export const closuresArea: BackOfficeArea = {
  key: 'closures',
  label: 'closures:menu',
  path: 'sperrungen',
  permission: 'locations:manage',
  icon: <CalendarLock20Regular />,
  entities: [closureEntity],
  routes: [
    {
      path: 'sperrungen',
      Page: lazy(async () => ({
        default: (await import('@/features/closures/pages/ClosuresPage')).ClosuresPage,
      })),
    },
  ],
};
