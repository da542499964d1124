import type { SessionUser } from '@/api/types';
import { hasPermission } from '@/auth/permissions';

/**
 * Spec section 6: where the account's start sends a user; null = stay on the dashboard. Who may
 * see the dashboard stays; who manages workshops goes to them, who has courses to the courses,
 * everyone else to the profile.
 */
export function dashboardRedirect(user: SessionUser): string | null {
  if (hasPermission(user, 'dashboard:view')) return null;
  if (hasPermission(user, 'workshops:manage')) return 'workshop';
  if (hasPermission(user, 'courses:read')) return 'angebote';
  return 'profil';
}
