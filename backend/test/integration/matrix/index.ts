import type { MatrixRow } from '@test/integration/matrix/matrix';
import { SESSION_ROWS } from '@test/integration/matrix/session.matrix';
import { COURSE_ROWS } from '@test/integration/matrix/courses.matrix';
import { DEPARTMENT_ROWS } from '@test/integration/matrix/departments.matrix';
import { LOCATION_ROWS } from '@test/integration/matrix/locations.matrix';
import { FILE_ROWS } from '@test/integration/matrix/files.matrix';
import { WORKSHOP_ROWS } from '@test/integration/matrix/workshops.matrix';
import { POST_ROWS } from '@test/integration/matrix/posts.matrix';
import { NEWS_ROWS } from '@test/integration/matrix/news.matrix';
import { SPONSOR_ROWS } from '@test/integration/matrix/sponsors.matrix';
import { BANNER_ROWS } from '@test/integration/matrix/banners.matrix';
import { SUPPORT_ROWS } from '@test/integration/matrix/support.matrix';
import { BACKUP_ROWS } from '@test/integration/matrix/backup.matrix';
import { USER_ROWS } from '@test/integration/matrix/users.matrix';
import { HEALTH_ROWS } from '@test/integration/matrix/health.matrix';
import { PRIVACY_ROWS } from '@test/integration/matrix/privacy.matrix';
import { SEO_ROWS } from '@test/integration/matrix/seo.matrix';
import { HISTORY_ROWS } from '@test/integration/matrix/history.matrix';
import { SCHEDULE_ROWS } from '@test/integration/matrix/schedule.matrix';
import { TRIAL_ROWS } from '@test/integration/matrix/trials.matrix';
import { CALENDAR_ROWS } from '@test/integration/matrix/calendar.matrix';
import { HALL_PLAN_ROWS } from '@test/integration/matrix/hall-plan.matrix';
import { SETUP_ROWS } from '@test/integration/matrix/setup.matrix';
import { CLUB_ROWS } from '@test/integration/matrix/club.matrix';
import { TEXT_ROWS } from '@test/integration/matrix/texts.matrix';
import { DOCUMENT_ROWS } from '@test/integration/matrix/documents.matrix';
import { FUNRUN_ROWS } from '@test/integration/matrix/funruns.matrix';
import { REGISTRATION_ROWS } from '@test/integration/matrix/registrations.matrix';
import { EVENT_ROWS } from '@test/integration/matrix/events.matrix';

/** Every route of the API: one entry per feature file (one line each, so branches merge cleanly). */
export const MATRIX: MatrixRow[] = [
  ...SESSION_ROWS,
  ...COURSE_ROWS,
  ...DEPARTMENT_ROWS,
  ...LOCATION_ROWS,
  ...FILE_ROWS,
  ...WORKSHOP_ROWS,
  ...POST_ROWS,
  ...NEWS_ROWS,
  ...SPONSOR_ROWS,
  ...BANNER_ROWS,
  ...SUPPORT_ROWS,
  ...BACKUP_ROWS,
  ...USER_ROWS,
  ...HEALTH_ROWS,
  ...PRIVACY_ROWS,
  ...SEO_ROWS,
  ...HISTORY_ROWS,
  ...SCHEDULE_ROWS,
  ...TRIAL_ROWS,
  ...CALENDAR_ROWS,
  ...HALL_PLAN_ROWS,
  ...SETUP_ROWS,
  ...CLUB_ROWS,
  ...TEXT_ROWS,
  ...DOCUMENT_ROWS,
  ...FUNRUN_ROWS,
  ...REGISTRATION_ROWS,
  ...EVENT_ROWS,
];

/** The controllers the route inventory must find (one line per feature module). */
export const CONTROLLERS: string[] = [
  'AuthController',
  'ConfigPublicController',
  'ClubPublicController',
  'ClubAdminController',
  'ClubSiteController',
  'TextsPublicController',
  'TextsAdminController',
  'CoursesAdminController',
  'CoursesPublicController',
  'TimesAdminController',
  'PublishingAdminController',
  'DepartmentsAdminController',
  'DepartmentsPublicController',
  'LocationsAdminController',
  'LocationsPublicController',
  'FilesPublicController',
  'DocumentsPublicController',
  'DocumentsAdminController',
  'WorkshopsAdminController',
  'WorkshopsPublicController',
  'PostsAdminController',
  'PostsPageController',
  'PostsPublicController',
  'NewsAdminController',
  'NewsPublicController',
  'SponsorsAdminController',
  'SponsorsPublicController',
  'BannersAdminController',
  'BannersPublicController',
  'SupportAdminController',
  'SupportPageController',
  'SupportPublicController',
  'BackupAdminController',
  'UsersAdminController',
  'UsersPublicController',
  'AccountController',
  'TrainersAdminController',
  'DashboardAdminController',
  'PageViewsPublicController',
  'PreferencesPageController',
  'AuditAdminController',
  'HealthPublicController',
  'PrivacyController',
  'SeoPublicController',
  'SetupPageController',
  'SetupPublicController',
  'HistoryAdminController',
  'ScheduleAdminController',
  'SchedulePublicController',
  'TrialsAdminController',
  'TrialsPageController',
  'TrialsPublicController',
  'CalendarPublicController',
  'HallPlanAdminController',
  'HallPlanPublicController',
  'FunrunsAdminController',
  'FunrunsPublicController',
  'RegistrationsAdminController',
  'RegistrationsPageController',
  'RegistrationsPublicController',
  'EventsAdminController',
  'EventsPublicController',
];
