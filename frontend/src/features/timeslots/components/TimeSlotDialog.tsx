import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@/api/types';
import type { VenueChoice } from '@/features/timeslots/api/useVenueChoices';
import {
  OTHER_PLACE,
  initialPlace,
  validateTimeSlot,
  visiblePlace,
  type TimeSlotValues,
} from '@/features/timeslots/components/timeSlotValidation';
import { weekdayOf } from '@/components/format/calendarDates';
import { WEEKDAYS } from '@/components/format/weekdays';
import type { TimeSlotInput } from '@/features/timeslots/offline';
import '@/features/timeslots/strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Two columns on a phone too: an input's own minimum width would push "Ende" out of the dialog.
  times: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  time: { minWidth: 0, width: '100%' },
});

/** Where the dialog starts: the slot being edited, or a new one at the course's usual place. */
export interface TimeSlotStart {
  day: Weekday | '';
  /** A session's date; '' for a new one and for one saved before sessions had dates. */
  date: string;
  start: string;
  end: string;
  venue?: string | null;
  location: string;
  /** A new slot: a place that names no venue is no choice yet (the course's text is a hint). */
  isNew: boolean;
}

export interface TimeSlotDialogProps {
  initial: TimeSlotStart;
  /** A workshop's session: asked for its date (its weekday is the date's), not for a weekday. */
  session: boolean;
  title: string;
  /** The venues to choose from; undefined while they load. */
  venues: readonly VenueChoice[] | undefined;
  /** The venues could not be loaded and the device has none: only another place can be typed. */
  venuesFailed: boolean;
  onSave(values: TimeSlotInput): void;
  onClose(): void;
}

function placeOf(start: TimeSlotStart, venues: readonly VenueChoice[]) {
  const place = initialPlace(start, venues);
  return start.isNew && place.venue === OTHER_PLACE ? { venue: '', location: '' } : place;
}

/**
 * Add or edit one training time: weekday (a course's weekly time) or date (a workshop's session),
 * start and end (HH:mm) and where: a venue of the list (what the hall plan and its overlap rule go
 * by), or another place that is no venue, typed.
 */
export function TimeSlotDialog({
  initial,
  session,
  title,
  venues,
  venuesFailed,
  onSave,
  onClose,
}: TimeSlotDialogProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const [values, setValues] = useState<TimeSlotValues>(() => ({
    day: initial.day,
    date: initial.date,
    start: initial.start,
    end: initial.end,
    ...placeOf(initial, venues ?? []),
  }));
  const [touched, setTouched] = useState(false);
  const [placeChosen, setPlaceChosen] = useState(false);
  // The venues came after the dialog opened (first visit, slow device): place the slot again.
  useEffect(() => {
    if (venues && !placeChosen) setValues((v) => ({ ...v, ...placeOf(initial, venues) }));
  }, [venues, placeChosen, initial]);
  const errors = validateTimeSlot(values, session);
  const shown = (key: keyof TimeSlotValues) =>
    touched && errors[key] ? t(errors[key]) : undefined;
  const set = (patch: Partial<TimeSlotValues>) => setValues((v) => ({ ...v, ...patch }));
  const choices = useMemo(() => {
    const list = [...(venues ?? [])];
    // A venue the list does not hold (yet): the slot's own, so it stays chosen.
    if (initial.venue && !list.some((v) => v._id === initial.venue)) {
      list.unshift({ _id: initial.venue, name: initial.location });
    }
    return list;
  }, [venues, initial.venue, initial.location]);

  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    const when = session
      ? { day: weekdayOf(values.date), date: values.date }
      : values.day
        ? { day: values.day, date: null }
        : null;
    if (!when) return;
    const venue = choices.find((v) => v._id === values.venue);
    onSave({
      ...when,
      start: values.start,
      end: values.end,
      venue: venue?._id ?? null,
      location: venue ? venue.name : visiblePlace(values.location),
    });
  };

  const venueProblem = venuesFailed ? t('times.venuesFailed') : shown('venue');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {session ? (
                <Field
                  label={t('times.date')}
                  required
                  hint={t('times.dateHint')}
                  validationMessage={shown('date')}
                >
                  <Input
                    type="date"
                    value={values.date}
                    data-testid="time-slot-date"
                    onChange={(_, d) => set({ date: d.value })}
                  />
                </Field>
              ) : (
                <Field label={t('times.day')} required validationMessage={shown('day')}>
                  <Select value={values.day} onChange={(_, d) => set({ day: d.value as Weekday })}>
                    <option value="">{t('common.choose')}</option>
                    {WEEKDAYS.map((day) => (
                      <option key={day} value={day}>
                        {t(`weekday.${day}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <div className={styles.times}>
                <Field label={t('times.start')} required validationMessage={shown('start')}>
                  <Input
                    className={styles.time}
                    value={values.start}
                    placeholder="HH:mm"
                    inputMode="numeric"
                    maxLength={5}
                    onChange={(_, d) => set({ start: d.value })}
                  />
                </Field>
                <Field label={t('times.end')} required validationMessage={shown('end')}>
                  <Input
                    className={styles.time}
                    value={values.end}
                    placeholder="HH:mm"
                    inputMode="numeric"
                    maxLength={5}
                    onChange={(_, d) => set({ end: d.value })}
                  />
                </Field>
              </div>
              <Field
                label={t('times.venue')}
                required
                hint={t('times.venueHint')}
                validationState={venueProblem ? (venuesFailed ? 'warning' : 'error') : 'none'}
                validationMessage={venueProblem}
              >
                <Select
                  value={values.venue}
                  data-testid="time-slot-venue"
                  onChange={(_, d) => {
                    setPlaceChosen(true);
                    set({ venue: d.value });
                  }}
                >
                  <option value="">{venues ? t('common.choose') : t('times.venuesLoading')}</option>
                  {choices.map((venue) => (
                    <option key={venue._id} value={venue._id}>
                      {venue.name}
                    </option>
                  ))}
                  <option value={OTHER_PLACE}>{t('times.otherPlace')}</option>
                </Select>
              </Field>
              {values.venue === OTHER_PLACE && (
                <Field
                  label={t('times.place')}
                  required
                  hint={t('times.placeHint')}
                  validationMessage={shown('location')}
                >
                  <Input
                    value={values.location}
                    maxLength={200}
                    onChange={(_, d) => {
                      setPlaceChosen(true);
                      set({ location: d.value });
                    }}
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button appearance="primary" type="submit" data-testid="time-slot-save">
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
