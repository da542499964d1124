import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { auditArea } from '@/features/audit/manifest';
import { backupArea } from '@/features/backup/manifest';
import { bannersArea } from '@/features/banners/manifest';
import { blogArea } from '@/features/blog/manifest';
import { closuresArea } from '@/features/closures/manifest';
import { clubArea } from '@/features/club/manifest';
import { coursesArea } from '@/features/courses/manifest';
import { funrunArea } from '@/features/funrunStaff/manifest';
import { dashboardArea } from '@/features/dashboard/manifest';
import { departmentsArea } from '@/features/departments/manifest';
import { documentsArea } from '@/features/documents/manifest';
import { eventsArea } from '@/features/events/manifest';
import { locationsArea } from '@/features/locationsStaff/manifest';
import { newsArea } from '@/features/news/manifest';
import { profileArea } from '@/features/profile/manifest';
import { publishingArea } from '@/features/publishing/manifest';
import { registrationsArea } from '@/features/registrations/manifest';
import { sponsorsArea } from '@/features/sponsors/manifest';
import { supportArea } from '@/features/support/manifest';
import { textsArea } from '@/features/texts/manifest';
import { usersArea } from '@/features/users/manifest';
import { workshopsArea } from '@/features/workshops/manifest';

/**
 * The back office's areas in the drawer's order (spec section 6). Each feature declares its own
 * entry, icon, permission, pages and offline entities in its manifest; the drawer, the routes and
 * the sync engine's registry follow this list.
 */
export const BACK_OFFICE_AREAS: readonly BackOfficeArea[] = [
  dashboardArea,
  departmentsArea,
  coursesArea,
  workshopsArea,
  blogArea,
  newsArea,
  bannersArea,
  supportArea,
  locationsArea,
  closuresArea,
  sponsorsArea,
  usersArea,
  clubArea,
  textsArea,
  documentsArea,
  funrunArea,
  eventsArea,
  registrationsArea,
  backupArea,
  auditArea,
  profileArea,
  publishingArea,
];
