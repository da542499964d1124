import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';

/**
 * Row rule for club events: admin and owner edit every one, the club's own (no department)
 * included; a department user those of the department they manage, and creates only there.
 */
export const EventsPolicy = {
  /** null: every event; otherwise the one department whose events the user edits (or none). */
  scopeFor(user: AuthUser): { all: true } | { all: false; departmentId: string | null } {
    if (user.roles.includes('owner') || user.roles.includes('admin')) return { all: true };
    const mayEdit = hasPermission(user.roles, Permission.EventsManage);
    return { all: false, departmentId: mayEdit ? user.departmentId : null };
  },

  /** Whether the user edits events of `departmentId` (null: the whole club's). */
  canEdit(user: AuthUser, departmentId: string | null): boolean {
    const scope = EventsPolicy.scopeFor(user);
    return scope.all || (departmentId !== null && scope.departmentId === departmentId);
  },
};
