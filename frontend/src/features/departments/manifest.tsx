import { BuildingMultiple20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { departmentEntity } from '@/features/departments/offline';

/** The departments of spec section 6 (`abteilungen`): owner, admin, department. */
export const departmentsArea: BackOfficeArea = {
  key: 'departments',
  path: 'abteilungen',
  permission: 'departments:read',
  icon: <BuildingMultiple20Regular />,
  entities: [departmentEntity],
  routes: [
    {
      path: 'abteilungen',
      Page: lazy(async () => ({
        default: (await import('@/features/departments/staff/StaffDepartmentsPage'))
          .StaffDepartmentsPage,
      })),
    },
  ],
};
