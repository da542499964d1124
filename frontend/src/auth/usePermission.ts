import type { Permission } from '@/api/types';
import { hasPermission } from '@/auth/permissions';
import { useAuth } from '@/auth/useAuth';

/** Whether the logged-in user may do what `permission` names (false when logged out). */
export function usePermission(permission: Permission): boolean {
  const { user } = useAuth();
  return hasPermission(user, permission);
}
