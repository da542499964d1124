import { Button, Checkbox, Text, Title3 } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useFunrunEditorStyles } from '@/features/funrunStaff/components/FunrunEditor.styles';
import { FUNRUN_LIMITS, type FunrunFormValues } from '@/features/funrunStaff/funrunSchema';

interface Props {
  control: Control<FunrunFormValues>;
  /** The run's date: a new pick-up window starts on it. */
  date: string;
}

/** Bib pick-up windows, as many as the run has (the day before, the morning of the run …). */
export function BibPickupFields({ control, date }: Props) {
  const { t } = useTranslation('funrunStaff');
  const styles = useFunrunEditorStyles();
  const rows = useFieldArray({ control, name: 'bib_pickups' });
  return (
    <div className={styles.section} data-testid="funrun-bib-pickups">
      <Title3 as="h2">{t('sections.bibPickups')}</Title3>
      <Text>{t('hints.bibPickups')}</Text>
      {rows.fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <FormTextField
            control={control}
            name={`bib_pickups.${index}.date`}
            label={t('fields.slot_date')}
            type="date"
            required
          />
          <FormTextField
            control={control}
            name={`bib_pickups.${index}.from`}
            label={t('fields.slot_from')}
            type="time"
            required
          />
          <div className={styles.rowEnd}>
            <FormTextField
              control={control}
              name={`bib_pickups.${index}.to`}
              label={t('fields.slot_to')}
              type="time"
              required
            />
            <Button
              icon={<DeleteRegular />}
              aria-label={t('remove.slot', { index: index + 1 })}
              onClick={() => rows.remove(index)}
            />
          </div>
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={rows.fields.length >= FUNRUN_LIMITS.slots}
          onClick={() => rows.append({ date, from: '08:00', to: '09:00' })}
          data-testid="funrun-add-slot"
        >
          {t('add.slot')}
        </Button>
      </div>
    </div>
  );
}

/** The tracks: names in both languages, distance, start, fee, medal and age group. */
export function TrackFields({ control, start }: Omit<Props, 'date'> & { start: string }) {
  const { t } = useTranslation('funrunStaff');
  const styles = useFunrunEditorStyles();
  const rows = useFieldArray({ control, name: 'tracks' });
  return (
    <div className={styles.section} data-testid="funrun-tracks">
      <Title3 as="h2">{t('sections.tracks')}</Title3>
      <Text>{t('hints.tracks')}</Text>
      {rows.fields.map((field, index) => {
        const name = (key: string) => `tracks.${index}.${key}` as `tracks.${number}.name_de`;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('trackN', { index: index + 1 })}
            className={styles.row}
            data-testid="funrun-track"
          >
            <FormTextField
              control={control}
              name={name('name_de')}
              label={t('fields.track_name_de')}
              required
              maxLength={FUNRUN_LIMITS.trackName}
            />
            <FormTextField
              control={control}
              name={name('name_en')}
              label={t('fields.track_name_en')}
              required
              maxLength={FUNRUN_LIMITS.trackName}
            />
            <FormTextField
              control={control}
              name={name('distance_m')}
              label={t('fields.track_distance')}
              type="number"
              required
            />
            <FormTextField
              control={control}
              name={name('start_time')}
              label={t('fields.track_start')}
              type="time"
              required
            />
            <FormTextField
              control={control}
              name={name('fee')}
              label={t('fields.track_fee')}
              hint={t('hints.euro')}
              required
            />
            <FormTextField
              control={control}
              name={name('age_group')}
              label={t('fields.track_age_group')}
              maxLength={FUNRUN_LIMITS.ageGroup}
            />
            <div className={styles.rowEnd}>
              <Controller
                control={control}
                name={`tracks.${index}.medal`}
                render={({ field: medal }) => (
                  <Checkbox
                    label={t('fields.track_medal')}
                    checked={medal.value}
                    onChange={(_event, data) => medal.onChange(data.checked === true)}
                    onBlur={medal.onBlur}
                  />
                )}
              />
              <Button
                icon={<DeleteRegular />}
                aria-label={t('remove.track', { index: index + 1 })}
                onClick={() => rows.remove(index)}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={rows.fields.length >= FUNRUN_LIMITS.tracks}
          onClick={() =>
            rows.append({
              name_de: '',
              name_en: '',
              distance_m: '',
              start_time: start,
              fee: '0',
              medal: false,
              age_group: '',
            })
          }
          data-testid="funrun-add-track"
        >
          {t('add.track')}
        </Button>
      </div>
    </div>
  );
}
