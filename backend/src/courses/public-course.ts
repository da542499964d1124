import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { courses, departments } from '@/db/schema';

/**
 * The courses the public sees, wherever they are read (the list, the department pages, the
 * calendar feeds, the hall plan, trial bookings): published, not blocked, in a public department.
 * The query joins `departments`.
 */
export function isPublicCourse(): SQL {
  return and(
    isNotNull(courses.publishedRevisionId),
    eq(courses.blocked, false),
    eq(departments.public, true),
  )!;
}
