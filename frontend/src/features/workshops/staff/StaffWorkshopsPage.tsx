import { Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import type { Workshop } from '@/api/types';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { formatDate } from '@/components/format/date';
import { useListPageStyles as useListStyles } from '@/components/layout/listPage.styles';
import { EntityTable, EntityTitleCell, type EntityColumn } from '@/components/table/EntityTable';
import { StateBadges } from '@/features/publishing';
import { CreateWorkshopDialog } from '@/features/workshops/staff/CreateWorkshopDialog';
import { useStaffWorkshops } from '@/features/workshops/staff/useStaffWorkshops';
import { workshopBody, type WorkshopValues } from '@/features/workshops/staff/WorkshopFields';
import { useLang } from '@/i18n/useLang';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { workshopEntity } from '@/features/workshops/offline';
import type { Local } from '@/offline/types';
import { useOutboxRows } from '@/offline/useOutboxRows';
import '@/features/workshops/staff/strings';

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
  const { t } = useTranslation(['workshopsStaff', 'account']);
  const styles = useListStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { items, loading, failed, stale, refetch } = useStaffWorkshops();
  const rows = useOutboxRows(user?._id);
  const workshops = useOutboxSave(workshopEntity);
  const [creating, setCreating] = useState(false);
  useEffect(preloadRichTextEditor, []);
  const unsynced = useMemo(() => new Set((rows ?? []).map((r) => r.entityKey)), [rows]);
  const columns = useMemo<EntityColumn<Local<Workshop>>[]>(
    () => [
      {
        id: 'title',
        label: t('fields.title'),
        sortValue: (workshop) => workshop.title ?? '',
        render: (workshop) => (
          <EntityTitleCell
            to={`/${lang}/account/workshop/${workshop._id}`}
            title={workshop.title}
            meta={workshop.info}
          />
        ),
      },
      {
        id: 'state',
        label: t('courses.state'),
        render: (workshop) => (
          <StateBadges entity={workshop} unsynced={unsynced.has(`workshop:${workshop._id}`)} />
        ),
      },
      {
        id: 'updated',
        label: t('courses.updated'),
        wide: true,
        sortValue: (workshop) => workshop.updated_at ?? '',
        render: (workshop) => (workshop.updated_at ? formatDate(workshop.updated_at) : ''),
      },
    ],
    [t, lang, unsynced],
  );

  const save = async (values: WorkshopValues) => {
    const id = await workshops.save({
      create: workshopBody(values),
      view: { ...NEW_WORKSHOP_STATE, updated_at: new Date().toISOString() },
    });
    if (!id) return;
    setCreating(false);
    navigate(`/${lang}/account/workshop/${id}`);
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
      <EntityTable
        label={t('workshops.title')}
        items={items}
        getId={(workshop) => workshop._id}
        columns={columns}
        searchText={(workshop) => workshop.title ?? ''}
        searchLabel={t('workshops.search')}
        defaultSort={{ column: 'title', direction: 'ascending' }}
        rowTestId="workshop-row"
        loading={loading}
        failed={failed}
        stale={stale}
        onRetry={refetch}
        texts={{
          failed: t('workshops.loadError'),
          empty: t('workshops.empty'),
          noMatch: (search) => t('workshops.noMatch', { search }),
        }}
      />
      {creating && <CreateWorkshopDialog onSave={save} onClose={() => setCreating(false)} />}
    </section>
  );
}
