import { Button, MessageBar, MessageBarBody, SearchBox, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { AccountLink } from '@/components/AccountLink';
import { useFlash } from '@/components/flash';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { matchesSearch } from '@/components/format/search';
import { ListStates } from '@/components/layout/ListStates';
import { useListPageStyles as useListStyles } from '@/components/layout/listPage.styles';
import { StateBadges } from '@/features/publishing';
import { CreateWorkshopDialog } from '@/features/workshops/staff/CreateWorkshopDialog';
import { useStaffWorkshops } from '@/features/workshops/staff/useStaffWorkshops';
import { workshopBody, type WorkshopValues } from '@/features/workshops/staff/WorkshopFields';
import { useLang } from '@/i18n/useLang';
import { useOutboxMutation } from '@/offline/hooks';
import { useOutboxRows } from '@/offline/useOutboxRows';

/** What the server gives a new workshop, shown until it answers. */
const NEW_WORKSHOP_STATE = {
  state: 'draft',
  blocked: false,
  blocked_by: null,
  photoURL: null,
  published_at: null,
  pending_request: null,
  last_rejection: null,
  version: 0,
} as const;

/**
 * Spec section 6 `workshop` (Account_Workshop): the club's workshops, searchable, each with its
 * state; create (also offline). The workshop team works under one shared club account.
 */
export function StaffWorkshopsPage() {
  const { t } = useTranslation('account');
  const styles = useListStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { show } = useFlash();
  const { items, loading, failed, stale, refetch } = useStaffWorkshops();
  const rows = useOutboxRows(user?._id);
  const workshops = useOutboxMutation('workshop');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(preloadRichTextEditor, []);
  const unsynced = useMemo(() => new Set((rows ?? []).map((r) => r.entityKey)), [rows]);
  const visible = useMemo(
    () =>
      (items ?? [])
        .filter((w) => matchesSearch(w.title ?? '', search))
        .sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', 'de')),
    [items, search],
  );

  const save = async (values: WorkshopValues) => {
    try {
      const id = await workshops.create(workshopBody(values), {
        ...NEW_WORKSHOP_STATE,
        updated_at: new Date().toISOString(),
      });
      setCreating(false);
      show(t(navigator.onLine ? 'workshops.created' : 'sync.savedOffline'), 'success');
      navigate(`/${lang}/account/workshop/${id}`);
    } catch {
      show(t('sync.saveFailed'), 'error');
    }
  };

  return (
    <section aria-labelledby="workshops-title">
      <div className={styles.header}>
        <Title2 as="h1" id="workshops-title">
          {t('workshops.title')}
        </Title2>
        <Button
          appearance="primary"
          icon={<Add20Regular />}
          onClick={() => setCreating(true)}
          data-testid="workshop-create"
        >
          {t('workshops.create')}
        </Button>
      </div>
      <MessageBar intent="info" layout="multiline" data-testid="workshop-user-hint">
        <MessageBarBody>{t('workshops.userHint')}</MessageBarBody>
      </MessageBar>
      <SearchBox
        className={styles.search}
        aria-label={t('workshops.search')}
        placeholder={t('workshops.search')}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      <ListStates
        loading={loading}
        failed={failed}
        stale={stale}
        empty={visible.length === 0}
        texts={{
          failed: t('workshops.loadError'),
          empty: search ? t('courses.noMatch', { search }) : t('workshops.empty'),
        }}
        onRetry={refetch}
      >
        <ul className={styles.list} aria-label={t('workshops.title')}>
          {visible.map((workshop) => (
            <li key={workshop._id} className={styles.row} data-testid="workshop-row">
              <span className={styles.title}>
                <AccountLink to={`/${lang}/account/workshop/${workshop._id}`}>
                  {workshop.title}
                </AccountLink>
                <span className={styles.meta}>{workshop.info}</span>
              </span>
              <StateBadges entity={workshop} unsynced={unsynced.has(`workshop:${workshop._id}`)} />
            </li>
          ))}
        </ul>
      </ListStates>
      {creating && <CreateWorkshopDialog onSave={save} onClose={() => setCreating(false)} />}
    </section>
  );
}
