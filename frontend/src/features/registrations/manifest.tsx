import { ClipboardTaskListLtr20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { registrationEntity } from '@/features/registrations/offline';
import '@/features/registrations/strings';

/**
 * Registrations for workshops and the fun run (issue 37): whoever manages a target opens it for
 * registration, sees who came and checks them in at the venue, offline too. The pages ask for
 * the target's own permission besides (a workshop's `workshops:manage`, the run's `club:manage`).
 */
export const registrationsArea: BackOfficeArea = {
  key: 'registrations',
  label: 'registrationsStaff:menu',
  path: 'anmeldungen',
  permission: 'registrations:manage',
  icon: <ClipboardTaskListLtr20Regular />,
  entities: [registrationEntity],
  routes: [
    {
      path: 'anmeldungen',
      Page: lazy(async () => ({
        default: (await import('@/features/registrations/pages/RegistrationTargetsPage'))
          .RegistrationTargetsPage,
      })),
    },
    {
      path: 'anmeldungen/:kind/:target',
      Page: lazy(async () => ({
        default: (await import('@/features/registrations/pages/RegistrationTargetPage'))
          .RegistrationTargetPage,
      })),
    },
  ],
};
