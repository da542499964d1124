import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { berlinToday } from '@/components/format/calendarDates';
import { useEntityForm } from '@/components/form/useEntityForm';
import { EventFields } from '@/features/events/staff/EventFields';
import {
  eventSchema,
  eventValues,
  type EventFormValues,
} from '@/features/events/staff/eventSchema';
import { useEventDepartments, useEventVenues } from '@/features/events/staff/useStaffEvents';
import '@/features/events/strings';

/**
 * A new event: kind, title, when and where; a department user's starts in their department, an
 * admin's for the whole club. It is saved as a draft unless "Veröffentlicht" is ticked.
 */
export function CreateEventDialog({
  mayChooseClub,
  onSave,
  onClose,
}: {
  mayChooseClub: boolean;
  onSave(values: EventFormValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation(['events', 'account']);
  const { user } = useAuth();
  const departments = useEventDepartments();
  const venues = useEventVenues();
  const schema = useMemo(
    () => eventSchema({ mayChooseClub, current: null, today: berlinToday() }),
    [mayChooseClub],
  );
  const form = useEntityForm(schema, {
    defaultValues: eventValues(null, mayChooseClub ? '' : (user?.department?._id ?? '')),
  });
  const submit = form.handleSubmit(onSave);
  return (
    <FormDialog
      title={t('list.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('account:common.create')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      testIds={{ form: 'event-form', submit: 'event-save' }}
    >
      <EventFields
        control={form.control}
        mayChooseClub={mayChooseClub}
        departments={departments}
        venues={venues}
      />
    </FormDialog>
  );
}
