import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@/api/types';
import { useLang } from '@/app/useLang';
import { useAuth } from '@/auth/useAuth';
import { hasAnyRole } from '@/features/account/accountMenu';

/** Shows the page only to the given roles; others go to the account start (which redirects). */
export function RequireRoles({
  roles,
  children,
}: {
  roles: readonly Role[] | null;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const lang = useLang();
  if (!user || !hasAnyRole(user.roles, roles)) {
    return <Navigate to={`/${lang}/account/profil`} replace />;
  }
  return <>{children}</>;
}
