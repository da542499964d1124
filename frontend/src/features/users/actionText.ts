import type { TFunction } from 'i18next';
import type { Envelope, User } from '@/api/types';
import type { UserAction } from '@/features/users/api/useUsers';

/**
 * What a user action did, in the page's words (namespace `users`). The role by its label
 * ("Workshopleitung"), never its key; given or taken and blocked or unblocked as the server's
 * answer says, else as the action turned the list's state.
 */
export function userActionText(
  action: UserAction,
  envelope: Envelope<unknown>,
  t: TFunction<'users'>,
): string {
  const after = (envelope.data ?? null) as Partial<User> | null;
  switch (action.kind) {
    case 'role': {
      const given = after?.roles?.includes(action.role) ?? !action.user.roles.includes(action.role);
      const values = { name: action.user.fullname, role: t(`role.${action.role}`) };
      return given ? t('users.done.roleGiven', values) : t('users.done.roleTaken', values);
    }
    case 'block':
      return (after?.blocked ?? !action.user.blocked)
        ? t('users.done.blocked')
        : t('users.done.unblocked');
    case 'delete':
      return t('users.done.deleted');
    case 'resend':
      return t('users.done.resent');
    case 'photo':
      return t('users.done.photo');
  }
}
