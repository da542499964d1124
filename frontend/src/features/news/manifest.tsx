import { News20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { newsEntity } from '@/features/news/offline';

/** The news of spec section 6 (`news`): every staff role. */
export const newsArea: BackOfficeArea = {
  key: 'news',
  path: 'news',
  permission: 'news:manage',
  icon: <News20Regular />,
  entities: [newsEntity],
  routes: [
    {
      path: 'news',
      Page: lazy(async () => ({
        default: (await import('@/features/news/pages/NewsPage')).NewsPage,
      })),
    },
  ],
};
