import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';

/**
 * Row rule for workshops: the club has one workshop team, so every user with WorkshopsManage
 * (workshop, admin, owner) sees and edits every workshop. Publishing goes through a request
 * unless the user may publish directly; delete, block and decisions are separate permissions.
 */
export const WorkshopsPolicy = {
  canSee(user: AuthUser): boolean {
    return hasPermission(user.roles, Permission.WorkshopsManage);
  },
};
