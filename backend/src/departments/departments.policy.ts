import type { AuthUser } from '@/auth/auth-user';

/** Admin/owner see and edit every department; a department user only the one they manage. */
export const DepartmentsPolicy = {
  /** null = all departments; otherwise the one id the user may see (or none). */
  scopeFor(user: AuthUser): { all: true } | { all: false; departmentId: string | null } {
    if (user.roles.includes('owner') || user.roles.includes('admin')) return { all: true };
    return {
      all: false,
      departmentId: user.roles.includes('department') ? user.departmentId : null,
    };
  },

  canSee(user: AuthUser, departmentId: string): boolean {
    const scope = DepartmentsPolicy.scopeFor(user);
    return scope.all || scope.departmentId === departmentId;
  },
};
