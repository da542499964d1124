import type { Role, SessionUser, User } from '@/api/types';

/**
 * Why a control of a user's row is off: `users:` keys of the explanation, or undefined where the
 * server would take the action. The same rules the server enforces (users.policy.ts): an admin
 * does not change an owner's account or hand out the owner role, nobody blocks or deletes
 * themself, and the last active owner is never blocked, deleted or demoted.
 */
export interface UserLocks {
  /** Everything on the row (roles, block, photo, resend, delete). */
  all?: string;
  block?: string;
  delete?: string;
  /** The row is the last active owner: said even where "yourself" already turns a control off. */
  lastOwner?: string;
  /** Per role: why toggling it is off. */
  roles: Partial<Record<Role, string>>;
}

export function userLocks(
  user: User,
  actor: Pick<SessionUser, '_id' | 'roles'> | null,
  activeOwners: readonly string[],
): UserLocks {
  const actorIsOwner = actor?.roles.includes('owner') ?? false;
  const roles: UserLocks['roles'] = {};
  if (user.roles.includes('owner') && !actorIsOwner) {
    return { all: 'users.lock.ownerOnly', roles };
  }
  const locks: UserLocks = { roles };
  if (!actorIsOwner) roles.owner = 'users.lock.ownerRole';
  if (!user.department && !user.roles.includes('department')) {
    roles.department = 'users.lock.noDepartment';
  }
  const lastOwner = activeOwners.length === 1 && activeOwners[0] === user._id;
  if (lastOwner) {
    locks.block = 'users.lock.lastOwner';
    locks.delete = 'users.lock.lastOwner';
    roles.owner = 'users.lock.lastOwner';
    locks.lastOwner = 'users.lock.lastOwner';
  }
  // Its only role stays (LAST_ROLE); a lock said above (the owner's) is the nearer reason.
  const [only] = user.roles;
  if (user.roles.length === 1 && only && !roles[only]) roles[only] = 'users.lock.lastRole';
  if (actor && actor._id === user._id) {
    locks.block = 'users.lock.self';
    locks.delete = 'users.lock.self';
  }
  return locks;
}

/**
 * The explanations shown under a row's controls, each once. A role's own reason is shown at the
 * role in the menu (it holds for every row an admin sees, and would repeat on each).
 */
export function lockNotes(locks: UserLocks): string[] {
  return [
    ...new Set(
      [locks.all, locks.block, locks.delete, locks.lastOwner].filter((key): key is string =>
        Boolean(key),
      ),
    ),
  ];
}
