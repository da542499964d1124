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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@/api/types';
import {
  validateTimeSlot,
  type TimeSlotValues,
} from '@/features/timeslots/components/timeSlotValidation';
import { WEEKDAYS } from '@/components/format/weekdays';
import type { TimeSlotInput } from '@/features/timeslots/offline';
import '@/features/timeslots/strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  times: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

export interface TimeSlotDialogProps {
  initial: TimeSlotValues;
  title: string;
  onSave(values: TimeSlotInput): void;
  onClose(): void;
}

/** Add or edit one training time: weekday, start and end (HH:mm), location. */
export function TimeSlotDialog({ initial, title, onSave, onClose }: TimeSlotDialogProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const [values, setValues] = useState<TimeSlotValues>(initial);
  const [touched, setTouched] = useState(false);
  const errors = validateTimeSlot(values);
  const shown = (key: keyof TimeSlotValues) =>
    touched && errors[key] ? t(errors[key]) : undefined;
  const set = (patch: Partial<TimeSlotValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length > 0 || !values.day) return;
    onSave({
      day: values.day,
      start: values.start,
      end: values.end,
      location: values.location.trim(),
    });
  };

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
              <div className={styles.times}>
                <Field label={t('times.start')} required validationMessage={shown('start')}>
                  <Input
                    value={values.start}
                    placeholder="HH:mm"
                    inputMode="numeric"
                    maxLength={5}
                    onChange={(_, d) => set({ start: d.value })}
                  />
                </Field>
                <Field label={t('times.end')} required validationMessage={shown('end')}>
                  <Input
                    value={values.end}
                    placeholder="HH:mm"
                    inputMode="numeric"
                    maxLength={5}
                    onChange={(_, d) => set({ end: d.value })}
                  />
                </Field>
              </div>
              <Field label={t('times.location')} required validationMessage={shown('location')}>
                <Input value={values.location} onChange={(_, d) => set({ location: d.value })} />
              </Field>
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
