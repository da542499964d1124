import { Text } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { addDays, isCalendarDate } from '@/components/format/calendarDates';
import type { VenueOption } from '@/features/closures/api/useClosures';
import '@/features/closures/strings';

/** The limit of `CreateClosureDto.reason`, and how far ahead the server takes a closure. */
export const CLOSURE_LIMITS = { reason: 200, daysAhead: 366 } as const;

const calendarDate = z
  .string()
  .trim()
  .min(1, 'form:required')
  .refine(isCalendarDate, 'closures:validation.date');

/**
 * The server's rules (`ScheduleService.close`): a venue of the list, from and to as dates, to not
 * before from nor before today (Berlin), at most a year ahead and a year long, a reason of 3 to
 * 200 characters.
 */
export function closureSchema(today: string, venues: readonly string[]) {
  return z
    .object({
      location: z
        .string()
        .min(1, 'form:required')
        .refine((id) => venues.includes(id), 'form:required'),
      from: calendarDate,
      to: calendarDate,
      reason: requiredText(CLOSURE_LIMITS.reason),
    })
    .superRefine(({ from, to }, ctx) => {
      if (!isCalendarDate(from) || !isCalendarDate(to)) return;
      const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['to'], message });
      if (to < from) problem('closures:validation.toBeforeFrom');
      else if (to < today) problem('closures:validation.past');
      else if (
        from > addDays(today, CLOSURE_LIMITS.daysAhead) ||
        to > addDays(from, CLOSURE_LIMITS.daysAhead)
      ) {
        problem('closures:validation.tooFar');
      }
    });
}
export type ClosureValues = z.output<ReturnType<typeof closureSchema>>;

export interface ClosureDialogProps {
  /** Today in Berlin (`YYYY-MM-DD`). */
  today: string;
  /** The venues to choose from; undefined while they load. */
  venues: readonly VenueOption[] | undefined;
  /** The venues could not be loaded and the device has none. */
  venuesFailed: boolean;
  onSave(values: ClosureValues): Promise<void>;
  onClose(): void;
}

/** Closes a venue for a range of dates: which venue, from, to (both included), why. */
export function ClosureDialog({
  today,
  venues,
  venuesFailed,
  onSave,
  onClose,
}: ClosureDialogProps) {
  const { t } = useTranslation(['closures', 'account']);
  const ids = useMemo(() => (venues ?? []).map((venue) => venue._id), [venues]);
  const schema = useMemo(() => closureSchema(today, ids), [today, ids]);
  const form = useEntityForm(schema, {
    defaultValues: { location: '', from: today, to: today, reason: '' },
  });
  // "To" is checked against "from": a new start shows at once what it means for the end.
  const from = form.watch('from');
  const { trigger, getFieldState } = form;
  useEffect(() => {
    if (getFieldState('from').isDirty) void trigger('to');
  }, [from, trigger, getFieldState]);
  const submit = form.handleSubmit((values) => onSave(values));
  return (
    <FormDialog
      title={t('closures.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('closures.save')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      submitDisabled={venuesFailed}
      testIds={{ form: 'closure-form', submit: 'closure-save' }}
    >
      <Text>{t('closures.intro')}</Text>
      <FormSelect
        control={form.control}
        name="location"
        label={t('fields.location')}
        required
        problem={venuesFailed ? t('closures.venuesFailed') : undefined}
        choices={(venues ?? []).map((venue) => ({ value: venue._id, label: venue.name }))}
      />
      <FormTextField
        control={form.control}
        name="from"
        label={t('fields.from')}
        type="date"
        required
      />
      <FormTextField
        control={form.control}
        name="to"
        label={t('fields.to')}
        hint={t('closures.toHint')}
        type="date"
        required
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('fields.reason')}
        hint={t('closures.reasonHint')}
        required
        maxLength={CLOSURE_LIMITS.reason}
      />
    </FormDialog>
  );
}
