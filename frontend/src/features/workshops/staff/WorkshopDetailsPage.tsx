import {
  Button,
  Divider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountLink } from '@/components/AccountLink';
import { ImagePicker } from '@/components/form/ImagePicker';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { EmptyState } from '@/components/layout/EmptyState';
import { useEditorPageStyles } from '@/components/layout/editorPage.styles';
import { HistoryButton } from '@/features/history';
import { PublishActions, StateBadges } from '@/features/publishing';
import { TimeSlotEditor } from '@/features/timeslots';
import type { LocalWorkshop } from '@/features/workshops/offline';
import type { PatchOf } from '@/offline/entity';
import { toggleWorkshopBlock } from '@/features/workshops/staff/workshopActions';
import {
  WorkshopFields,
  workshopPatch,
  workshopSchema,
  workshopValues,
} from '@/features/workshops/staff/WorkshopFields';
import { useStaffWorkshop } from '@/features/workshops/staff/useStaffWorkshops';
import { useLang } from '@/i18n/useLang';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { workshopEntity } from '@/features/workshops/offline';
import { useEntityRows, useRejectedDetails } from '@/offline/useOutboxRows';
import { useAuth } from '@/auth/useAuth';
import '@/features/workshops/staff/strings';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const PERMISSIONS = { block: 'workshops:block', delete: 'workshops:delete' } as const;

/** WorkshopDetails (spec section 6): fields, image, times, publish request, block and delete. */
export function WorkshopDetailsPage() {
  const { t } = useTranslation(['workshopsStaff', 'account']);
  const styles = { ...useEditorPageStyles(), ...useStyles() };
  const { id } = useParams();
  const lang = useLang();
  const { user } = useAuth();
  const { workshop, times, loading, failed, stale, refetch } = useStaffWorkshop(id);
  // The workshop's rows and its times': what waits, and what the publish actions go by.
  const rows = useEntityRows(user?._id, id ? { type: 'workshop', id } : null);
  const writes = useOutboxSave(workshopEntity);
  const rejected = useRejectedDetails(user?._id, id ? { type: 'workshop', id } : null);

  if (loading) return <Spinner label={t('common.loading')} />;
  if (!workshop) {
    return (
      <EmptyState text={failed ? t('workshops.loadError') : t('workshops.notFound')}>
        <Button onClick={refetch}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }

  return (
    <article className={styles.root} aria-labelledby="workshop-title">
      <AccountLink to={`/${lang}/account/workshop`}>{t('workshops.back')}</AccountLink>
      <Title2 as="h1" id="workshop-title">
        {workshop.title}
      </Title2>
      <StateBadges entity={workshop} unsynced={rows.length > 0} />
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('courses.stale')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.panel}>
        <PublishActions
          unit={workshopEntity}
          entity={workshop}
          rows={rows}
          permissions={PERMISSIONS}
          toggleBlock={toggleWorkshopBlock}
          listPath="workshop"
          testId="workshop"
          deleteTitle={t('workshops.deleteTitle')}
        />
        <HistoryButton type="workshop" id={workshop._id} title={workshop.title} />
      </div>
      <div className={styles.panel}>
        <WorkshopForm
          key={workshop._id}
          workshop={workshop}
          serverDetails={rejected}
          onSave={(patch) => void writes.save({ id: workshop._id, patch })}
        />
      </div>
      <div className={styles.panel}>
        <ImagePicker
          label={t('fields.photo')}
          currentUrl={workshop.photoURL}
          currentSrcset={workshop.srcset}
          pending={workshop.localImages?.image}
          uploadOf={{ type: 'workshop', id: workshop._id }}
          onPick={(file) =>
            void writes.save({ id: workshop._id, patch: {}, images: { image: file } })
          }
        />
      </div>
      <Divider />
      <div className={styles.panel}>
        <TimeSlotEditor
          ownerKey="workshop"
          ownerId={workshop._id}
          defaultLocation=""
          times={times ?? []}
        />
      </div>
    </article>
  );
}

/** The editable fields on the form kit; a save sends only what changed. */
function WorkshopForm({
  workshop,
  serverDetails,
  onSave,
}: {
  workshop: LocalWorkshop;
  serverDetails: Record<string, string> | undefined;
  onSave(patch: PatchOf<typeof workshopEntity>): void;
}) {
  const { t } = useTranslation(['workshopsStaff', 'account']);
  const styles = useStyles();
  const form = useEntityForm(workshopSchema, {
    defaultValues: workshopValues(workshop),
    serverDetails,
  });
  // New values from the server (a synced edit) reach the fields the person has not touched.
  const { reset, follow } = form;
  const unsavedGuard = useUnsavedChangesGuard(form.formState.isDirty);
  useEffect(() => follow(workshopValues(workshop)), [workshop, follow]);
  const submit = form.handleSubmit((values) => {
    onSave(workshopPatch(workshop, values));
    reset(values);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="workshop-editor">
      <div className={styles.fields}>
        <WorkshopFields control={form.control} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" data-testid="workshop-submit">
            {t('common.save')}
          </Button>
        </div>
      </div>
      {unsavedGuard}
    </form>
  );
}
