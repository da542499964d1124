import { Wrench20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { workshopEntity } from '@/features/workshops/offline';
import { cancellationEntity, timeEntity } from '@/features/timeslots/offline';

/** The workshops of spec section 6 (`workshop`, `workshop/{id}`): workshop, admin, owner. */
export const workshopsArea: BackOfficeArea = {
  key: 'workshops',
  path: 'workshop',
  permission: 'workshops:manage',
  icon: <Wrench20Regular />,
  entities: [workshopEntity, timeEntity, cancellationEntity],
  alsoSelects: ['workshop'],
  routes: [
    {
      path: 'workshop',
      Page: lazy(async () => ({
        default: (await import('@/features/workshops/staff/StaffWorkshopsPage')).StaffWorkshopsPage,
      })),
    },
    {
      path: 'workshop/:id',
      Page: lazy(async () => ({
        default: (await import('@/features/workshops/staff/WorkshopDetailsPage'))
          .WorkshopDetailsPage,
      })),
    },
  ],
};
