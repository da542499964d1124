import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { AccountLink } from '@/components/AccountLink';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { berlinToday } from '@/components/format/calendarDates';
import { changedValues } from '@/components/form/patch';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { EmptyState } from '@/components/layout/EmptyState';
import { useEditorPageStyles } from '@/components/layout/editorPage.styles';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { eventEntity, type LocalEvent, type StaffEvent } from '@/features/events/offline';
import { EventBadges } from '@/features/events/staff/EventBadges';
import { EventFields } from '@/features/events/staff/EventFields';
import {
  eventBody,
  eventSchema,
  eventValues,
  type EventFormValues,
} from '@/features/events/staff/eventSchema';
import { referencesView } from '@/features/events/staff/newEventView';
import {
  useEventDepartments,
  useEventVenues,
  useMayChooseClub,
  useStaffEvents,
} from '@/features/events/staff/useStaffEvents';
import { useLang } from '@/i18n/useLang';
import type { PatchOf } from '@/offline/entity';
import { useEntityRows, useRejectedDetails } from '@/offline/useOutboxRows';
import '@/features/events/strings';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
});

/**
 * `account/termine/:id`: one event's fields (the agenda and the notice for an assembly), its
 * cancellation and its deletion. Saved through the outbox (the PUT carries the whole event with
 * If-Match), offline too; a save the server refused later shows its messages on the fields.
 */
export function EventDetailsPage() {
  const { t } = useTranslation(['events', 'account']);
  const styles = { ...useEditorPageStyles(), ...useStyles() };
  const id = useParams().id ?? '';
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const list = useStaffEvents();
  const event = list.items?.find((item) => item._id === id);
  const rows = useEntityRows(user?._id, id ? { type: 'event', id } : null);
  const rejected = useRejectedDetails(user?._id, id ? { type: 'event', id } : null);
  const writes = useOutboxSave(eventEntity);
  const listPath = `/${lang}/account/termine`;

  if (list.items === undefined && list.loading)
    return <Spinner label={t('account:common.loading')} />;
  if (!event) {
    return (
      <EmptyState text={list.failed ? t('list.loadError') : t('editor.notFound')}>
        <Button onClick={list.refetch}>{t('account:common.retry')}</Button>
      </EmptyState>
    );
  }

  const remove = async () => {
    if (await writes.remove(event._id)) void navigate(listPath);
  };

  return (
    <article className={styles.root} aria-labelledby="event-title">
      <AccountLink to={listPath}>{t('editor.back')}</AccountLink>
      <Title2 as="h1" id="event-title">
        {event.title}
      </Title2>
      <EventBadges event={event} rows={rows} />
      {list.stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('list.stale')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.panel}>
        <EventForm
          key={event._id}
          event={event}
          serverDetails={rejected}
          onSave={(patch, view) => void writes.save({ id: event._id, patch, view })}
        />
      </div>
      <div className={styles.actions}>
        <ConfirmDialog
          trigger={
            <Button icon={<Delete20Regular />} data-testid="event-delete">
              {t('delete.button')}
            </Button>
          }
          title={t('delete.title', { title: event.title })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('account:common.cancel')}
          onConfirm={() => void remove()}
          testIds={{
            surface: 'event-delete-dialog',
            confirm: 'event-delete-confirm',
            cancel: 'event-delete-cancel',
          }}
        >
          {t('delete.text')}
        </ConfirmDialog>
      </div>
    </article>
  );
}

/** The editable fields on the form kit; the outbox sends the whole event, marked as changed. */
function EventForm({
  event,
  serverDetails,
  onSave,
}: {
  event: LocalEvent;
  serverDetails: Record<string, string> | undefined;
  onSave(patch: PatchOf<typeof eventEntity>, view: Partial<StaffEvent>): void;
}) {
  const { t } = useTranslation(['events', 'account']);
  const styles = useStyles();
  const mayChooseClub = useMayChooseClub();
  const departments = useEventDepartments();
  const venues = useEventVenues();
  const { announced_on, date, published } = event;
  const schema = useMemo(
    () =>
      eventSchema({
        mayChooseClub,
        current: { announced_on, date, published },
        today: berlinToday(),
      }),
    [mayChooseClub, announced_on, date, published],
  );
  const form = useEntityForm(schema, { defaultValues: eventValues(event), serverDetails });
  // New values from the server (a synced edit) reach the fields the person has not touched.
  const { reset, follow } = form;
  const unsavedGuard = useUnsavedChangesGuard(form.formState.isDirty);
  useEffect(() => follow(eventValues(event)), [event, follow]);
  const submit = form.handleSubmit((values: EventFormValues) => {
    const body = eventBody(values);
    // Against the event's own body: the device's copy may hold values the rules would refuse.
    const patch = changedValues(body, eventBody(eventValues(event)));
    onSave(patch, referencesView(body, departments.data, venues.data, event));
    reset(values);
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="event-editor">
      <EventFields
        control={form.control}
        mayChooseClub={mayChooseClub}
        departments={departments}
        venues={venues}
        withCancel
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" data-testid="event-submit">
          {t('editor.save')}
        </Button>
      </div>
      {unsavedGuard}
    </form>
  );
}
