import type { AuthUser } from '@/auth/auth-user';
import type { Role } from '@/auth/permissions';
import { AppError, ErrorCode } from '@/common/app-error';
import type { UserWithDepartment } from '@/users/users.repository';

/**
 * Row rules for managing accounts. Admins see owners in the user list, so hiding them behind a
 * 404 would only confuse; a refusal says clearly why (403 USER_PROTECTED).
 */
export type UserAction = 'edit' | 'block' | 'delete' | 'role';

const isOwner = (roles: readonly string[]) => roles.includes('owner');

export function assertMayActOn(actor: AuthUser, target: UserWithDepartment, action: UserAction) {
  if ((action === 'block' || action === 'delete') && actor.id === target.id) {
    throw new AppError(
      ErrorCode.UserProtected,
      action === 'block'
        ? 'Du kannst dein eigenes Konto nicht sperren.'
        : 'Du kannst dein eigenes Konto nicht löschen.',
    );
  }
  if (isOwner(target.roles) && !isOwner(actor.roles)) {
    throw new AppError(
      ErrorCode.UserProtected,
      'Konten mit der Rolle Entwickler (owner) kann nur ein anderer Entwickler ändern.',
    );
  }
}

/** Only owners hand out or take away the owner role (an admin must not promote themselves). */
export function assertMayToggleRole(actor: AuthUser, role: Role) {
  if (role === 'owner' && !isOwner(actor.roles)) {
    throw new AppError(
      ErrorCode.UserProtected,
      'Die Rolle Entwickler (owner) kann nur ein Entwickler vergeben oder entziehen.',
    );
  }
}

/**
 * `owners` are the active (unblocked) owners, read under lock. Blocking, deleting or demoting the
 * only one of them would leave nobody who can manage owners.
 */
export function assertNotLastOwner(target: UserWithDepartment, owners: readonly string[]) {
  if (owners.length === 1 && owners[0] === target.id) {
    throw new AppError(
      ErrorCode.LastOwner,
      'Das ist das letzte aktive Entwickler-Konto (owner). Lege zuerst ein weiteres an.',
    );
  }
}

/**
 * An account is never left without a role (creating one needs a role, too): it could log in but
 * do nothing, and nobody could tell from the list what it is for. `roles` are the ones it would keep.
 */
export function assertKeepsARole(roles: readonly string[]) {
  if (roles.length === 0) {
    throw new AppError(
      ErrorCode.LastRole,
      'Ein Konto braucht mindestens eine Rolle: Gib ihm zuerst eine andere, bevor du ihm diese nimmst.',
    );
  }
}

export function assertCreatesOnlyAllowedRoles(actor: AuthUser, roles: readonly Role[]) {
  if (isOwner(roles)) assertMayToggleRole(actor, 'owner');
}

/** A department account manages one department (spec section 6); without one it could do nothing. */
export function assertDepartmentForRole(roles: readonly string[], departmentId: string | null) {
  if (roles.includes('department') && !departmentId) {
    throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
      details: { department: 'Ein Abteilungskonto braucht eine Abteilung.' },
    });
  }
}
