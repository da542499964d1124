import { Checkbox, Field, Switch, Title3 } from '@fluentui/react-components';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import type { ReferenceList } from '@/offline/references';
import { AgendaEditor } from '@/features/events/staff/AgendaEditor';
import { useEventFieldsStyles } from '@/features/events/staff/EventFields.styles';
import {
  EVENT_KINDS,
  EVENT_LIMITS,
  type EventFormValues,
} from '@/features/events/staff/eventSchema';
import type { EventVenueOption } from '@/features/events/staff/useStaffEvents';

export interface EventFieldsProps {
  control: Control<EventFormValues>;
  /** Admin and owner: "Ganzer Verein" is a choice; a department user picks their department. */
  mayChooseClub: boolean;
  departments: ReferenceList<{ _id: string; name: string }>;
  venues: ReferenceList<EventVenueOption>;
  /** The editor: a cancellation and its note (a new event is not cancelled). */
  withCancel?: boolean;
}

/** The event's fields on the form kit (the create dialog and the editor share them). */
export function EventFields({
  control,
  mayChooseClub,
  departments,
  venues,
  withCancel,
}: EventFieldsProps) {
  const { t } = useTranslation('events');
  const styles = useEventFieldsStyles();
  const [kind, locationId, cancelled] = useWatch({
    control,
    name: ['kind', 'location_id', 'cancelled'],
  });
  const text = (name: keyof EventFormValues & string, extra: object = {}) => (
    <FormTextField control={control} name={name} label={t(`fields.${name}`)} {...extra} />
  );
  const check = (name: 'published' | 'cancelled', hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field hint={hint}>
          {name === 'published' ? (
            <Checkbox
              label={t(`fields.${name}`)}
              checked={field.value}
              onChange={(_event, data) => field.onChange(data.checked === true)}
              onBlur={field.onBlur}
              data-testid={`event-${name}-toggle`}
            />
          ) : (
            <Switch
              label={t(`fields.${name}`)}
              checked={field.value}
              onChange={(_event, data) => field.onChange(data.checked)}
              onBlur={field.onBlur}
              data-testid={`event-${name}-toggle`}
            />
          )}
        </Field>
      )}
    />
  );

  return (
    <div className={styles.fields}>
      <div className={styles.grid}>
        <FormSelect
          control={control}
          name="kind"
          label={t('fields.kind')}
          required
          choices={EVENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="department_id"
          label={t('fields.department_id')}
          required={!mayChooseClub}
          // The empty choice: the whole club for admin and owner, "please choose" for the others.
          placeholder={mayChooseClub ? t('wholeClub') : undefined}
          problem={
            departments.isError && !departments.data ? t('editor.departmentsFailed') : undefined
          }
          choices={(departments.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
        />
      </div>
      {text('title', { required: true, maxLength: EVENT_LIMITS.title })}
      {text('description', {
        multiline: true,
        maxLength: EVENT_LIMITS.description,
        hint: t('hints.description'),
      })}
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.when')}</Title3>
        <div className={styles.grid}>
          {text('date', { type: 'date', required: true })}
          {text('start_time', { type: 'time', required: true })}
          {text('end_date', { type: 'date', hint: t('hints.end_date') })}
          {text('end_time', { type: 'time' })}
        </div>
        <FormSelect
          control={control}
          name="location_id"
          label={t('fields.location_id')}
          placeholder={t('editor.noVenue')}
          problem={venues.isError && !venues.data ? t('editor.venuesFailed') : undefined}
          choices={(venues.data ?? []).map((venue) => ({ value: venue._id, label: venue.name }))}
        />
        {!locationId && text('place', { maxLength: EVENT_LIMITS.place, hint: t('hints.place') })}
      </div>
      {kind === 'assembly' && (
        <div className={styles.section} data-testid="event-assembly">
          <Title3 as="h2">{t('sections.assembly')}</Title3>
          {text('notice_days', { type: 'number', required: true, hint: t('hints.notice_days') })}
          <AgendaEditor control={control} />
        </div>
      )}
      <div className={styles.section}>
        <Title3 as="h2">{t('sections.state')}</Title3>
        {check('published', t('hints.published'))}
        {withCancel && check('cancelled', t('hints.cancelled'))}
        {withCancel &&
          cancelled &&
          text('cancel_note', { multiline: true, maxLength: EVENT_LIMITS.cancelNote })}
      </div>
    </div>
  );
}
