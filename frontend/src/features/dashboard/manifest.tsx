import { Board20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';

/** The account's start: staff see the dashboard, others are sent on (spec section 6). */
export const dashboardArea: BackOfficeArea = {
  key: 'dashboard',
  path: '',
  permission: 'dashboard:view',
  icon: <Board20Regular />,
  routes: [
    {
      path: '',
      // Everyone may open the start: the page itself sends who has no dashboard on.
      permission: null,
      Page: lazy(async () => ({
        default: (await import('@/features/dashboard/pages/DashboardPage')).DashboardPage,
      })),
    },
  ],
};
