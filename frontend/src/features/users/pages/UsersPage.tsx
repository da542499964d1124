import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, PersonAdd20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import { isApiError } from '@/api/ApiError';
import type { User } from '@/api/types';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useOnline } from '@/components/network/useOnline';
import {
  useCreateUser,
  useUserAction,
  useUsers,
  type UserAction,
} from '@/features/users/api/useUsers';
import { DeleteUserText } from '@/features/users/components/DeleteUserText';
import { TrialPersonRequest } from '@/features/users/components/TrialPersonRequest';
import { UserCard } from '@/features/users/components/UserCard';
import { UserDialog, createBody, type UserValues } from '@/features/users/components/UserDialog';
import { userActionText } from '@/features/users/actionText';
import { userLocks } from '@/features/users/userLocks';
import { workshopUserOf } from '@/features/users/workshopUser';
import { useClubSettings } from '@/features/club';
import '@/features/users/strings';

const useStyles = makeStyles({
  search: { marginBlock: tokens.spacingVerticalM, maxWidth: '32rem' },
});

/** The search is sent once typing pauses. */
const SEARCH_DELAY_MS = 300;

/**
 * Spec section 6 "Admin can toggle roles of users, block, delete and add users": the online user
 * list (admin, owner). Every action needs the connection and is answered by the server; controls
 * the server would refuse are off, with the reason beside them.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation(['users', 'account', 'form']);
  const list = useListPageStyles();
  const styles = useStyles();
  const { user: me } = useAuth();
  const { show } = useFlash();
  const online = useOnline();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [workshop, setWorkshop] = useState(false);
  // The workshop account's fixed address and name, as the club set them ("Verein").
  const club = useClubSettings();
  const workshopUser = club.data ? workshopUserOf(club.data) : null;
  const [deleting, setDeleting] = useState<User | null>(null);
  const users = useUsers(search);
  const action = useUserAction();
  const create = useCreateUser();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pages = users.data?.pages;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const total = pages?.[0]?.total;
  const activeOwners = pages?.[0]?.activeOwners ?? [];
  const isOwner = me?.roles.includes('owner') ?? false;
  const busy = action.isPending || create.isPending;

  const act = useCallback(
    (next: UserAction) =>
      action.mutate(next, {
        onSuccess: (envelope) => {
          // The role by its label in both languages: the server's sentence names its key.
          const own = userActionText(next, envelope, t);
          show(next.kind === 'role' ? own : successText(envelope.message, own, i18n), 'success');
          if (next.kind === 'delete') setDeleting(null);
        },
        onError: (error) => {
          show(errorMessage(error, i18n), 'error');
          if (next.kind === 'delete') setDeleting(null);
        },
      }),
    [action, show, t, i18n],
  );
  const badFile = useCallback((problem: string) => show(t(problem), 'error'), [show, t]);

  const saveNew = async (values: UserValues) => {
    try {
      const envelope = await create.mutateAsync(createBody(values));
      show(successText(envelope.message, t('users.created'), i18n), 'success');
      setCreating(false);
    } catch (error) {
      // Field details (an address in use) land on the fields; the flash says what went wrong.
      show(errorMessage(error, i18n), 'error');
      throw error;
    }
  };

  const createWorkshop = () =>
    workshopUser &&
    create.mutate(workshopUser, {
      onSuccess: (envelope) => {
        show(successText(envelope.message, t('users.created'), i18n), 'success');
        setWorkshop(false);
      },
      onError: (error) => {
        const detail = isApiError(error) ? error.details?.email : undefined;
        show(detail ?? errorMessage(error, i18n), 'error');
        setWorkshop(false);
      },
    });

  return (
    <section aria-labelledby="users-title">
      <div className={list.header}>
        <Title2 as="h1" id="users-title">
          {t('users.title')}
        </Title2>
        <div className={list.header}>
          <Button
            icon={<PersonAdd20Regular />}
            disabled={!online || busy}
            onClick={() => setWorkshop(true)}
            data-testid="users-create-workshop"
          >
            {t('users.workshop.create')}
          </Button>
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            disabled={!online}
            onClick={() => setCreating(true)}
            data-testid="users-create"
          >
            {t('users.create')}
          </Button>
        </div>
      </div>
      {!online && (
        <MessageBar intent="warning" data-testid="users-offline">
          <MessageBarBody>{t('users.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <Field className={styles.search} label={t('users.search')} hint={t('users.searchHint')}>
        <SearchBox
          value={typed}
          onChange={(_event, data) => setTyped(data.value)}
          data-testid="users-search"
        />
      </Field>
      <ListStates
        loading={users.isPending}
        failed={users.isError && items.length === 0}
        stale={users.isError && items.length > 0}
        empty={items.length === 0}
        texts={{
          failed: t('users.loadError'),
          empty: search ? t('users.emptySearch', { search }) : t('users.empty'),
          stale: t('users.stale'),
        }}
        onRetry={() => void users.refetch()}
      >
        <ul className={list.grid} aria-label={t('users.list')} aria-busy={users.isFetching}>
          {items.map((user) => (
            <li key={user._id} data-testid="user-item">
              <UserCard
                user={user}
                self={user._id === me?._id}
                locks={userLocks(user, me, activeOwners)}
                disabled={!online || busy}
                onAction={act}
                onDelete={setDeleting}
                onBadFile={badFile}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          loaded={items.length}
          total={total}
          loading={users.isFetchingNextPage}
          onLoadMore={() => void users.fetchNextPage()}
          label={t('users.loadMore')}
        />
      </ListStates>
      <TrialPersonRequest online={online} />
      {creating && (
        <UserDialog
          mayGiveOwner={isOwner}
          online={online}
          onSave={saveNew}
          onClose={() => setCreating(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('users.deleteTitle')}
        confirmLabel={t('users.deleteConfirm')}
        cancelLabel={t('account:common.cancel')}
        busy={action.isPending || !online}
        onConfirm={() => deleting && act({ kind: 'delete', user: deleting })}
        testIds={{
          surface: 'user-delete-dialog',
          confirm: 'user-delete-confirm',
          cancel: 'user-delete-cancel',
        }}
      >
        {deleting && <DeleteUserText user={deleting} />}
      </ConfirmDialog>
      <ConfirmDialog
        open={workshop}
        onCancel={() => setWorkshop(false)}
        title={t('users.workshop.title')}
        confirmLabel={t('users.workshop.confirm')}
        cancelLabel={t('account:common.cancel')}
        busy={create.isPending || !online || !workshopUser}
        onConfirm={createWorkshop}
        testIds={{
          surface: 'user-workshop-dialog',
          confirm: 'user-workshop-confirm',
          cancel: 'user-workshop-cancel',
        }}
      >
        {workshopUser ? (
          <>
            <p>{t('users.workshop.text')}</p>
            <ul>
              <li>
                {t('users.workshop.name', {
                  name: `${workshopUser.firstname} ${workshopUser.lastname}`,
                })}
              </li>
              <li>{t('users.workshop.email', { email: workshopUser.email })}</li>
              <li>{t('users.workshop.role', { role: t('role.workshop') })}</li>
            </ul>
            <p>{t('users.workshop.invite')}</p>
          </>
        ) : (
          <p data-testid="user-workshop-missing">
            {club.isPending ? t('users.workshop.loading') : t('users.workshop.missing')}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
