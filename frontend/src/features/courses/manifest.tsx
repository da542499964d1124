import { Sport20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { courseEntity } from '@/features/courses/offline';
import { cancellationEntity, timeEntity } from '@/features/timeslots/offline';
import { trialBookingEntity, trialPlacesEntity } from '@/features/trialBookings/offline';

/** The courses of spec section 6 (`angebote`, `angebot/{id}`). */
export const coursesArea: BackOfficeArea = {
  key: 'courses',
  path: 'angebote',
  permission: 'courses:read',
  icon: <Sport20Regular />,
  entities: [courseEntity, timeEntity, cancellationEntity, trialBookingEntity, trialPlacesEntity],
  alsoSelects: ['angebot'],
  routes: [
    {
      path: 'angebote',
      Page: lazy(async () => ({
        default: (await import('@/features/courses/pages/CoursesPage')).CoursesPage,
      })),
    },
    {
      path: 'angebot/:id',
      Page: lazy(async () => ({
        default: (await import('@/features/courses/pages/CourseDetailsPage')).CourseDetailsPage,
      })),
    },
  ],
};
