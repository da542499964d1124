import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Permission } from '@/api/types';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { mayOpen } from '@/auth/permissions';

/**
 * Shows the page only when the session allows `permission` (null: every logged-in user); others
 * go to their profile.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | null;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const lang = useLang();
  if (!mayOpen(user, permission)) {
    return <Navigate to={`/${lang}/account/profil`} replace />;
  }
  return <>{children}</>;
}
