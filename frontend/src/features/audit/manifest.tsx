import { History20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/audit/strings';

/** The audit log (`protokoll`): who did what when; admin and owner. */
export const auditArea: BackOfficeArea = {
  key: 'audit',
  label: 'audit:menu',
  path: 'protokoll',
  permission: 'audit:read',
  icon: <History20Regular />,
  routes: [
    {
      path: 'protokoll',
      Page: lazy(async () => ({
        default: (await import('@/features/audit/pages/AuditPage')).AuditPage,
      })),
    },
  ],
};
