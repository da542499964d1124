import { Button, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { EntityTable, EntityTitleCell, type EntityColumn } from '@/components/table/EntityTable';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { eventEntity, type LocalEvent } from '@/features/events/offline';
import { CreateEventDialog } from '@/features/events/staff/CreateEventDialog';
import { EventBadges } from '@/features/events/staff/EventBadges';
import { eventBody, type EventFormValues } from '@/features/events/staff/eventSchema';
import { referencesView } from '@/features/events/staff/newEventView';
import {
  useEventDepartments,
  useEventVenues,
  useMayChooseClub,
  useStaffEvents,
} from '@/features/events/staff/useStaffEvents';
import { useLang } from '@/i18n/useLang';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/events/strings';

/**
 * `account/termine`: the club's events the session edits, by date (the soonest first), each with
 * its kind, department and state; a new one (also offline) opens its editor.
 */
export function StaffEventsPage() {
  const { t } = useTranslation(['events', 'account']);
  const styles = useListPageStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mayChooseClub = useMayChooseClub();
  const { items, loading, failed, stale, refetch } = useStaffEvents();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const events = useOutboxSave(eventEntity);
  // The choices of a new event are put on the device with the page: it can be made offline later.
  const departments = useEventDepartments();
  const venues = useEventVenues();
  const [creating, setCreating] = useState(false);

  const columns = useMemo<EntityColumn<LocalEvent>[]>(
    () => [
      {
        id: 'date',
        label: t('list.date'),
        sortValue: (event) => `${event.date} ${event.start_time}`,
        render: (event) =>
          t('list.when', { date: formatCalendarDate(event.date, lang), time: event.start_time }),
      },
      {
        id: 'title',
        label: t('fields.title'),
        sortValue: (event) => event.title ?? '',
        render: (event) => (
          <EntityTitleCell
            to={`/${lang}/account/termine/${event._id}`}
            title={event.title}
            meta={event.place}
          />
        ),
      },
      {
        id: 'kind',
        label: t('list.kind'),
        sortValue: (event) => event.kind,
        render: (event) => t(`kinds.${event.kind}`),
      },
      {
        id: 'department',
        label: t('list.department'),
        wide: true,
        sortValue: (event) => event.department?.name ?? '',
        render: (event) => event.department?.name ?? t('wholeClub'),
      },
      {
        id: 'state',
        label: t('list.state'),
        render: (event) => <EventBadges event={event} rows={rowsOf.get(`event:${event._id}`)} />,
      },
    ],
    [t, lang, rowsOf],
  );

  const save = async (values: EventFormValues) => {
    const body = eventBody(values);
    const id = await events.save({
      create: body,
      view: {
        ...referencesView(body, departments.data, venues.data),
        slug: '',
        announced_on: null,
        version: 0,
        updated_at: new Date().toISOString(),
      },
    });
    if (!id) return;
    setCreating(false);
    void navigate(`/${lang}/account/termine/${id}`);
  };

  return (
    <section aria-labelledby="events-title">
      <div className={styles.header}>
        <Title2 as="h1" id="events-title">
          {t('list.title')}
        </Title2>
        <Button
          appearance="primary"
          icon={<Add20Regular />}
          onClick={() => setCreating(true)}
          data-testid="event-create"
        >
          {t('list.create')}
        </Button>
      </div>
      <EntityTable
        label={t('list.title')}
        items={items}
        getId={(event) => event._id}
        columns={columns}
        searchText={(event) => `${event.title} ${event.place}`}
        searchLabel={t('list.search')}
        defaultSort={{ column: 'date', direction: 'ascending' }}
        rowTestId="event-row"
        loading={loading}
        failed={failed}
        stale={stale}
        onRetry={refetch}
        texts={{
          failed: t('list.loadError'),
          empty: t('list.empty'),
          stale: t('list.stale'),
          noMatch: (search) => t('list.noMatch', { search }),
        }}
      />
      {creating && (
        <CreateEventDialog
          mayChooseClub={mayChooseClub}
          onSave={save}
          onClose={() => setCreating(false)}
        />
      )}
    </section>
  );
}
