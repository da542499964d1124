import { DatabaseArrowDown20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/backup/strings';

/** The backup download of spec section 6: admin and owner. */
export const backupArea: BackOfficeArea = {
  key: 'backup',
  label: 'backup:menu',
  path: 'backup',
  permission: 'backup:download',
  icon: <DatabaseArrowDown20Regular />,
  routes: [
    {
      path: 'backup',
      Page: lazy(async () => ({
        default: (await import('@/features/backup/pages/BackupPage')).BackupPage,
      })),
    },
  ],
};
