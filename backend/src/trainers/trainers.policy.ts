import type { AuthUser } from '@/auth/auth-user';
import { Permission, hasPermission } from '@/auth/permissions';
import { AppError } from '@/common/app-error';

/**
 * Linking a trainer to a login lets that login edit the trainer's courses, so only users managers
 * may do it; for anyone else the user answers like a missing one.
 */
export function assertMayLinkUser(actor: AuthUser, userId: string | null | undefined) {
  if (userId && !hasPermission(actor.roles, Permission.UsersManage)) {
    throw AppError.notFound('Der Benutzer wurde nicht gefunden.');
  }
}
