import type { AuthUser } from '@/auth/auth-user';

/** Which courses a user may see and edit: admin/owner all; department its own; trainers theirs. */
export type CourseScope =
  { all: true } | { all: false; departmentId: string | null; trainerUserId: string | null };

export const CoursesPolicy = {
  scopeFor(user: AuthUser): CourseScope {
    if (user.roles.includes('owner') || user.roles.includes('admin')) return { all: true };
    return {
      all: false,
      departmentId: user.roles.includes('department') ? user.departmentId : null,
      trainerUserId: user.roles.includes('course') ? user.id : null,
    };
  },

  /** Create, delete and block: admin/owner anywhere, a department user only in their department. */
  canManageInDepartment(user: AuthUser, departmentId: string): boolean {
    if (user.roles.includes('owner') || user.roles.includes('admin')) return true;
    return user.roles.includes('department') && user.departmentId === departmentId;
  },
};
