import type { MatrixRow } from '@test/integration/matrix/matrix';
import { SESSION_ROWS } from '@test/integration/matrix/session.matrix';
import { COURSE_ROWS } from '@test/integration/matrix/courses.matrix';
import { DEPARTMENT_ROWS } from '@test/integration/matrix/departments.matrix';
import { LOCATION_ROWS } from '@test/integration/matrix/locations.matrix';
import { USER_ROWS } from '@test/integration/matrix/users.matrix';

/** Every route of the API: one entry per feature file (one line each, so branches merge cleanly). */
export const MATRIX: MatrixRow[] = [
  ...SESSION_ROWS,
  ...COURSE_ROWS,
  ...DEPARTMENT_ROWS,
  ...LOCATION_ROWS,
  ...USER_ROWS,
];

/** The controllers the route inventory must find (one line per feature module). */
export const CONTROLLERS: string[] = [
  'AuthController',
  'ConfigPublicController',
  'CoursesAdminController',
  'CoursesPublicController',
  'TimesAdminController',
  'PublishingAdminController',
  'DepartmentsAdminController',
  'LocationsAdminController',
  'LocationsPublicController',
  'UsersAdminController',
  'UsersPublicController',
  'AccountController',
  'TrainersAdminController',
  'DashboardAdminController',
  'PageViewsPublicController',
  'AuditAdminController',
];
