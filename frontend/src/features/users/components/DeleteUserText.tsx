import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import '@/features/users/strings';

/**
 * What a delete takes and what stays (the server's erasure, spec section 6): the account and the
 * person's data go; their content stays without their name; a linked trainer entry and their
 * department stay.
 */
export function DeleteUserText({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const name = user.fullname || user.email;
  return (
    <div data-testid="user-delete-text">
      <p>{t('users.deleteIntro', { name, email: user.email })}</p>
      <ul>
        <li>{t('users.deleteGoes.account')}</li>
        <li>{t('users.deleteGoes.data')}</li>
      </ul>
      <p>{t('users.deleteStays')}</p>
      <ul>
        <li>{t('users.deleteKept.content', { name })}</li>
        {user.roles.includes('course') && <li>{t('users.deleteKept.trainer')}</li>}
        {user.department && (
          <li>{t('users.deleteKept.department', { title: user.department.title })}</li>
        )}
      </ul>
    </div>
  );
}
