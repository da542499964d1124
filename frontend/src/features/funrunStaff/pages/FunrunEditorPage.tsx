import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '@/components/RouterLink';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { changedValues } from '@/components/form/patch';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useFunrunVenues, useStaffFunruns } from '@/features/funrunStaff/api/useStaffFunruns';
import { useFunrunEditorStyles } from '@/features/funrunStaff/components/FunrunEditor.styles';
import { BibPickupFields, TrackFields } from '@/features/funrunStaff/components/FunrunListFields';
import {
  FUNRUN_LIMITS,
  funrunBody,
  funrunSchema,
  funrunValues,
  newFunrunValues,
  type FunrunFormValues,
} from '@/features/funrunStaff/funrunSchema';
import { funrunEntity, type LocalFunrun } from '@/features/funrunStaff/offline';
import { useLang } from '@/i18n/useLang';
import '@/features/funrunStaff/strings';

/** `account/volkslauf/:id` (`neu` for a new year): one year's run with its tracks, offline too. */
export function FunrunEditorPage() {
  const { t } = useTranslation('funrunStaff');
  const styles = useFunrunEditorStyles();
  const lang = useLang();
  const id = useParams().id ?? '';
  const list = useStaffFunruns();
  const creating = id === 'neu';
  const item = list.items?.find((run) => run._id === id);
  const latest = useMemo(
    () => [...(list.items ?? [])].sort((a, b) => b.year - a.year)[0],
    [list.items],
  );
  const ready = list.items !== undefined;
  return (
    <section aria-labelledby="funrun-editor-title" className={styles.root}>
      <div>
        <RouterLink to={`/${lang}/account/volkslauf`}>
          <ArrowLeftRegular aria-hidden="true" /> {t('editor.back')}
        </RouterLink>
      </div>
      <Title2 as="h1" id="funrun-editor-title">
        {creating ? t('editor.newTitle') : t('editor.title', { year: item?.year ?? '' })}
      </Title2>
      {!ready && <Spinner label={t('list.loading')} />}
      {ready && !creating && !item && (
        <MessageBar intent="error" data-testid="funrun-missing">
          <MessageBarBody>{t('editor.missing')}</MessageBarBody>
        </MessageBar>
      )}
      {ready && (creating || item) && (
        <FunrunForm
          key={item?._id ?? 'new'}
          item={item ?? null}
          initial={item ? funrunValues(item) : newFunrunValues(latest)}
        />
      )}
    </section>
  );
}

function FunrunForm({ item, initial }: { item: LocalFunrun | null; initial: FunrunFormValues }) {
  const { t } = useTranslation(['funrunStaff', 'account']);
  const styles = useFunrunEditorStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const venues = useFunrunVenues();
  const funruns = useOutboxSave(funrunEntity);
  const form = useEntityForm(funrunSchema, { defaultValues: initial });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const { follow } = form;
  useEffect(() => {
    if (item) follow(funrunValues(item));
  }, [item, follow]);
  const [date, start] = useWatch({ control: form.control, name: ['date', 'start_time'] });

  const submit = form.handleSubmit(async (values) => {
    const body = funrunBody(values);
    const venue = venues.data?.find((option) => option._id === body.location_id) ?? null;
    const saved = item
      ? await funruns.save({
          id: item._id,
          patch: changedValues(body, item),
          view: { venue },
        })
      : await funruns.save({
          create: body,
          view: { venue, version: 0, updated_at: new Date().toISOString() },
        });
    if (saved) {
      form.reset(values);
      void navigate(`/${lang}/account/volkslauf`);
    }
  });

  const text = (name: keyof FunrunFormValues & string, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={t(`fields.${name}`)} {...extra} />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="funrun-form"
    >
      {guard}
      <Text>{t('editor.intro')}</Text>
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.event')}</Title3>
        <div className={styles.grid}>
          {text('year', { type: 'number', required: true })}
          {text('date', { type: 'date', required: true })}
          {text('start_time', { type: 'time', required: true })}
        </div>
        <FormSelect
          control={form.control}
          name="location_id"
          label={t('fields.location_id')}
          problem={venues.isError && !venues.data ? t('editor.venuesFailed') : undefined}
          choices={[
            { value: '', label: t('fields.noVenue') },
            ...(venues.data ?? []).map((venue) => ({ value: venue._id, label: venue.name })),
          ]}
        />
      </div>
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.registration')}</Title3>
        <div className={styles.grid}>
          {text('registration_until', { type: 'date', required: true })}
          {text('registration_email', {
            type: 'email',
            maxLength: FUNRUN_LIMITS.email,
            hint: t('hints.registration_email'),
          })}
        </div>
        <div className={styles.grid}>
          {text('late_closes_minutes', { type: 'number', required: true, hint: t('hints.late') })}
          {text('late_fee', { required: true, hint: t('hints.euro') })}
        </div>
      </div>
      <BibPickupFields control={form.control} date={date || ''} />
      <TrackFields control={form.control} start={start || '09:30'} />
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.texts')}</Title3>
        <Text>{t('hints.texts')}</Text>
        {text('intro_de', { multiline: true, maxLength: FUNRUN_LIMITS.intro })}
        {text('intro_en', { multiline: true, maxLength: FUNRUN_LIMITS.intro })}
        {text('notes_de', {
          multiline: true,
          maxLength: FUNRUN_LIMITS.notes,
          hint: t('hints.notes'),
        })}
        {text('notes_en', { multiline: true, maxLength: FUNRUN_LIMITS.notes })}
      </div>
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.results')}</Title3>
        {text('results_url', {
          type: 'url',
          maxLength: FUNRUN_LIMITS.url,
          hint: t('hints.results'),
        })}
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabled={isSubmitting}
          data-testid="funrun-save"
        >
          {t('editor.save')}
        </Button>
        <Button onClick={() => void navigate(`/${lang}/account/volkslauf`)}>
          {t('account:common.cancel')}
        </Button>
      </div>
    </form>
  );
}
