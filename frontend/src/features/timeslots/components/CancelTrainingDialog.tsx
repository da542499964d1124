import { Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Weekday } from '@/api/types';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { formatCalendarDate, nextDatesOn } from '@/components/format/calendarDates';
import { useLang } from '@/i18n/useLang';
import '@/features/timeslots/strings';

/** How many of a slot's trainings the dialog offers (the server takes up to a year ahead). */
export const CANCELLABLE_TRAININGS = 12;
/** The limit of `CreateCancellationDto.reason`. */
export const REASON_MAX = 200;

/**
 * The trainings of a slot that can be cancelled: its next twelve dates from `today` (Berlin), the
 * ones already cancelled (`taken`) left out. A workshop's session (`session`: its date) is only
 * on its date: that one while it is not over and not cancelled, else none.
 */
export function cancellableDates(
  day: Weekday,
  today: string,
  taken: readonly string[],
  session?: string,
): string[] {
  const off = new Set(taken);
  const dates = session
    ? [session].filter((date) => date >= today)
    : nextDatesOn(day, today, CANCELLABLE_TRAININGS);
  return dates.filter((date) => !off.has(date));
}

/** A date out of `dates` and a reason of 3 to 200 characters (the server's rules). */
export function cancelTrainingSchema(dates: readonly string[]) {
  return z.object({
    date: z
      .string()
      .min(1, { message: 'form:required', abort: true })
      .refine((date) => dates.includes(date), 'timeslots:cancel.dateChoice'),
    reason: requiredText(REASON_MAX),
  });
}
export type CancelTrainingValues = z.output<ReturnType<typeof cancelTrainingSchema>>;

export interface CancelTrainingDialogProps {
  /** The slot as the editor names it: „Montag 17:00–18:30 · Turnhalle". */
  slotLabel: string;
  day: Weekday;
  /** A workshop's session: its date, the only one it can be cancelled on. */
  date?: string;
  /** A workshop's time (the texts say "Termin"). */
  session?: boolean;
  /** Today in Berlin (`YYYY-MM-DD`). */
  today: string;
  /** Dates of this slot already cancelled (also those still on the device). */
  taken: readonly string[];
  onSave(values: CancelTrainingValues): Promise<void>;
  onClose(): void;
}

/** Cancels one training of a slot: which date (its next trainings) and why. */
export function CancelTrainingDialog({
  slotLabel,
  day,
  date: sessionDate,
  session = false,
  today,
  taken,
  onSave,
  onClose,
}: CancelTrainingDialogProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const lang = useLang();
  const dates = useMemo(
    () => cancellableDates(day, today, taken, sessionDate),
    [day, today, taken, sessionDate],
  );
  const noDates = !sessionDate
    ? 'cancel.noDates'
    : sessionDate < today
      ? 'cancel.sessionOver'
      : 'cancel.sessionCancelled';
  const schema = useMemo(() => cancelTrainingSchema(dates), [dates]);
  // A session has its one date: chosen already.
  const form = useEntityForm(schema, {
    defaultValues: {
      date: sessionDate && dates.includes(sessionDate) ? sessionDate : '',
      reason: '',
    },
  });
  const submit = form.handleSubmit((values) => onSave(values));
  return (
    <FormDialog
      title={t(session ? 'cancel.sessionTitle' : 'cancel.title')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t(session ? 'cancel.sessionSave' : 'cancel.save')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      testIds={{ form: 'cancel-training-form', submit: 'cancel-training-save' }}
    >
      <Text weight="semibold">{slotLabel}</Text>
      <Text>{t('cancel.intro')}</Text>
      <FormSelect
        control={form.control}
        name="date"
        label={t('cancel.date')}
        required
        problem={dates.length === 0 ? t(noDates) : undefined}
        choices={dates.map((date) => ({ value: date, label: formatCalendarDate(date, lang) }))}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('cancel.reason')}
        hint={t('cancel.reasonHint')}
        required
        maxLength={REASON_MAX}
      />
    </FormDialog>
  );
}
