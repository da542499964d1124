import { CheckmarkStarburst20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { usePublishRequests } from '@/features/publishing/api/usePublishRequests';

/** The publish queue (`veroeffentlichungen`), with the open requests' count on its entry. */
export const publishingArea: BackOfficeArea = {
  key: 'publish',
  path: 'veroeffentlichungen',
  permission: 'publish-requests:read',
  icon: <CheckmarkStarburst20Regular />,
  useCount: () => usePublishRequests(true).data?.length ?? 0,
  routes: [
    {
      path: 'veroeffentlichungen',
      Page: lazy(async () => ({
        default: (await import('@/features/publishing/pages/PublishPage')).PublishPage,
      })),
    },
  ],
};
