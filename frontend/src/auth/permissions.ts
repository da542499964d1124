import type { Permission, SessionUser } from '@/api/types';

/**
 * Whether the session's user may do what `permission` names. The server sends the permissions
 * with the session (login, refresh, /verification), so the app holds no role table: a role's
 * rights change on the server alone. A user copy stored before permissions existed has none
 * until the next refresh.
 */
export function hasPermission(user: SessionUser | null, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

/** Whether `user` may open what `permission` guards (null: every logged-in user). */
export function mayOpen(user: SessionUser | null, permission: Permission | null): boolean {
  return Boolean(user) && (permission === null || hasPermission(user, permission));
}
