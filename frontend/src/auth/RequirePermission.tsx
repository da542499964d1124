import type { ReactNode } from 'react';
import type { Permission } from '@/api/types';
import { useAuth } from '@/auth/useAuth';
import { mayOpen } from '@/auth/permissions';

/**
 * Shows the page only when the session allows `permission` (null: every logged-in user); others
 * see `fallback` (a page that says so) at the same address.
 */
export function RequirePermission({
  permission,
  fallback,
  children,
}: {
  permission: Permission | null;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { user } = useAuth();
  return <>{mayOpen(user, permission) ? children : fallback}</>;
}
