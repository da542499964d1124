import {
  Avatar,
  Badge,
  Button,
  Card,
  Menu,
  MenuButton,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  mergeClasses,
} from '@fluentui/react-components';
import {
  Delete20Regular,
  ImageAdd20Regular,
  LockClosed20Regular,
  LockOpen20Regular,
  MailArrowUp20Regular,
  PeopleTeam20Regular,
} from '@fluentui/react-icons';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@/api/types';
import { imageProblem } from '@/components/form/rules';
import type { UserAction } from '@/features/users/api/useUsers';
import { useUserCardStyles } from '@/features/users/components/UserCard.styles';
import { lockNotes, type UserLocks } from '@/features/users/userLocks';
import '@/features/users/strings';

export const ROLES: readonly Role[] = ['owner', 'admin', 'department', 'workshop', 'course'];

const ROLE_COLOR: Record<Role, 'brand' | 'important' | 'success' | 'warning' | 'informative'> = {
  owner: 'brand',
  admin: 'important',
  department: 'success',
  workshop: 'warning',
  course: 'informative',
};

export interface UserCardProps {
  user: User;
  /** The logged-in user's own row. */
  self: boolean;
  locks: UserLocks;
  /** Offline or an action running: every control off. */
  disabled: boolean;
  onAction(action: UserAction): void;
  /** Opens the delete confirmation (the page owns the one dialog). */
  onDelete(user: User): void;
  /** A picked file broke the upload rules (a `form:` key). */
  onBadFile(problem: string): void;
}

/** One user: photo, name, e-mail, roles, state, and the controls with why any is off. */
export const UserCard = memo(function UserCard({
  user,
  self,
  locks,
  disabled,
  onAction,
  onDelete,
  onBadFile,
}: UserCardProps) {
  const { t } = useTranslation(['users', 'form']);
  const styles = useUserCardStyles();
  const file = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const notes = lockNotes(locks);
  const name = user.fullname || user.email;
  const off = (lock?: string) => disabled || Boolean(locks.all) || Boolean(lock);
  const describedBy = notes.length > 0 ? noteId : undefined;

  return (
    <Card
      className={mergeClasses(styles.card, user.blocked && styles.blocked)}
      data-testid={`user-${user.email}`}
    >
      <div className={styles.head}>
        <Avatar
          size={56}
          name={name}
          image={
            user.photoURL
              ? { src: user.photoURL, alt: t('users.photoOfName', { name }) }
              : undefined
          }
          data-testid="user-photo"
        />
        <div className={styles.identity}>
          <Text weight="semibold" size={400} className={styles.wrap}>
            {name}
            {self ? ` (${t('users.you')})` : ''}
          </Text>
          <Text className={styles.wrap}>{user.email}</Text>
          {user.phone ? <Text size={200}>{t('users.phone', { phone: user.phone })}</Text> : null}
          {user.department ? (
            <Text size={200}>{t('users.department', { title: user.department.title })}</Text>
          ) : null}
        </div>
      </div>
      <div className={styles.badges}>
        <ul className={styles.badgeList} aria-label={t('users.roles')} data-testid="user-roles">
          {user.roles.length === 0 ? (
            <li>
              <Badge appearance="outline" color="subtle">
                {t('users.noRoles')}
              </Badge>
            </li>
          ) : (
            ROLES.filter((role) => user.roles.includes(role)).map((role) => (
              <li key={role}>
                <Badge appearance="tint" color={ROLE_COLOR[role]}>
                  {t(`role.${role}`)}
                </Badge>
              </li>
            ))
          )}
        </ul>
        <div className={styles.badgeList} data-testid="user-state">
          <Badge appearance="filled" color={user.blocked ? 'danger' : 'success'}>
            {t(user.blocked ? 'users.state.blocked' : 'users.state.active')}
          </Badge>
          <Badge appearance="outline" color={user.verified ? 'success' : 'warning'}>
            {t(user.verified ? 'users.state.verified' : 'users.state.unverified')}
          </Badge>
        </div>
      </div>
      <div className={styles.actions} role="group" aria-label={t('users.actions', { name })}>
        <Menu
          checkedValues={{ roles: user.roles }}
          onCheckedValueChange={(_event, data) => {
            const next = data.checkedItems as Role[];
            const role =
              next.find((r) => !user.roles.includes(r)) ??
              user.roles.find((r) => !next.includes(r));
            if (role && !locks.roles[role]) onAction({ kind: 'role', user, role });
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <MenuButton
              icon={<PeopleTeam20Regular />}
              disabledFocusable={off()}
              aria-label={t('users.rolesMenuOf', { name })}
              aria-describedby={describedBy}
              data-testid="user-roles-menu"
            >
              {t('users.rolesMenu')}
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {ROLES.map((role) => {
                const lock = locks.roles[role];
                return (
                  <MenuItemCheckbox
                    key={role}
                    name="roles"
                    value={role}
                    disabled={Boolean(lock)}
                    subText={lock ? t(lock) : undefined}
                    data-testid={`user-role-${role}`}
                  >
                    {t(`role.${role}`)}
                  </MenuItemCheckbox>
                );
              })}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Button
          icon={user.blocked ? <LockOpen20Regular /> : <LockClosed20Regular />}
          disabledFocusable={off(locks.block)}
          aria-label={t(user.blocked ? 'users.unblockOf' : 'users.blockOf', { name })}
          aria-describedby={locks.block || locks.all ? describedBy : undefined}
          onClick={() => onAction({ kind: 'block', user })}
          data-testid="user-block"
        >
          {t(user.blocked ? 'users.unblock' : 'users.block')}
        </Button>
        <Button
          icon={<ImageAdd20Regular />}
          disabledFocusable={off()}
          aria-label={t('users.photoOf', { name })}
          aria-describedby={locks.all ? describedBy : undefined}
          onClick={() => file.current?.click()}
          data-testid="user-photo-button"
        >
          {t('users.photo')}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          tabIndex={-1}
          aria-hidden
          data-testid="user-photo-input"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (!picked) return;
            const problem = imageProblem(picked);
            if (problem) onBadFile(problem);
            else onAction({ kind: 'photo', user, file: picked });
          }}
        />
        {!user.verified && (
          <Button
            icon={<MailArrowUp20Regular />}
            disabledFocusable={off()}
            aria-label={t('users.resendOf', { name })}
            onClick={() => onAction({ kind: 'resend', user })}
            data-testid="user-resend"
          >
            {t('users.resend')}
          </Button>
        )}
        <Button
          icon={<Delete20Regular />}
          disabledFocusable={off(locks.delete)}
          aria-label={t('users.deleteOf', { name })}
          aria-describedby={locks.delete || locks.all ? describedBy : undefined}
          onClick={() => onDelete(user)}
          data-testid="user-delete"
        >
          {t('users.delete')}
        </Button>
      </div>
      {notes.length > 0 && (
        <Text id={noteId} size={200} className={styles.note} data-testid="user-lock-note">
          {notes.map((key) => t(key)).join(' ')}
        </Text>
      )}
    </Card>
  );
});
