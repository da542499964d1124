import { Document20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { postEntity } from '@/features/blog/offline';

/** The posts of spec section 6 (`beiträge`, Account_Post): every staff role edits. */
export const blogArea: BackOfficeArea = {
  key: 'blog',
  path: 'beiträge',
  permission: 'posts:edit',
  icon: <Document20Regular />,
  entities: [postEntity],
  routes: [
    {
      path: 'beiträge',
      Page: lazy(async () => ({
        default: (await import('@/features/blog/staff/StaffPostsPage')).StaffPostsPage,
      })),
    },
  ],
};
