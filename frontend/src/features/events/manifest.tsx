import { CalendarLtr20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { eventEntity } from '@/features/events/offline';
import '@/features/events/strings';

/**
 * The club's own dates (issue 37): assembly, party, tournament. Admin and owner edit all of
 * them, a department user those of their department (the server scopes the list).
 */
export const eventsArea: BackOfficeArea = {
  key: 'events',
  label: 'events:menu',
  path: 'termine',
  permission: 'events:manage',
  icon: <CalendarLtr20Regular />,
  entities: [eventEntity],
  routes: [
    {
      path: 'termine',
      Page: lazy(async () => ({
        default: (await import('@/features/events/staff/StaffEventsPage')).StaffEventsPage,
      })),
    },
    {
      path: 'termine/:id',
      Page: lazy(async () => ({
        default: (await import('@/features/events/staff/EventDetailsPage')).EventDetailsPage,
      })),
    },
  ],
};
