import { Button, Label, Text } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray, useFormState, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/components/form/fieldError';
import { FormTextField } from '@/components/form/FormTextField';
import { useEventFieldsStyles } from '@/features/events/staff/EventFields.styles';
import { EVENT_LIMITS, type EventFormValues } from '@/features/events/staff/eventSchema';

/**
 * An assembly's agenda (TOPs): add, remove, move up and down. The server's message for the list
 * (it names `agenda`, not an item) shows under it.
 */
export function AgendaEditor({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation(['events', 'form']);
  const styles = useEventFieldsStyles();
  const items = useFieldArray({ control, name: 'agenda' });
  const { errors } = useFormState({ control, name: 'agenda' });
  const listError = fieldErrorText(
    errors.agenda as (FieldError & { root?: FieldError }) | undefined,
    t,
  );
  const full = items.fields.length >= EVENT_LIMITS.agenda;
  return (
    <div
      className={styles.agendaGroup}
      role="group"
      aria-labelledby="event-agenda-label"
      aria-describedby={listError ? 'event-agenda-error' : undefined}
      data-testid="event-agenda"
    >
      <Label id="event-agenda-label">{t('fields.agenda')}</Label>
      {items.fields.length === 0 && <Text>{t('agenda.empty')}</Text>}
      <ol className={styles.agenda}>
        {items.fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className={styles.item} data-testid="event-agenda-item">
              <FormTextField
                control={control}
                name={`agenda.${index}.text`}
                label={t('agenda.item', { index: n })}
                maxLength={EVENT_LIMITS.agendaItem}
                required
              />
              <Button
                icon={<ArrowUpRegular />}
                aria-label={t('agenda.up', { index: n })}
                disabled={index === 0}
                onClick={() => items.move(index, index - 1)}
              />
              <Button
                icon={<ArrowDownRegular />}
                aria-label={t('agenda.down', { index: n })}
                disabled={index === items.fields.length - 1}
                onClick={() => items.move(index, index + 1)}
              />
              <Button
                icon={<DeleteRegular />}
                aria-label={t('agenda.remove', { index: n })}
                onClick={() => items.remove(index)}
              />
            </li>
          );
        })}
      </ol>
      {listError && (
        <Text id="event-agenda-error" className={styles.error} data-testid="event-agenda-error">
          {listError}
        </Text>
      )}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={full}
          onClick={() => items.append({ text: '' })}
          data-testid="event-agenda-add"
        >
          {t('agenda.add')}
        </Button>
        {full && <Text>{t('agenda.full', { max: EVENT_LIMITS.agenda })}</Text>}
      </div>
    </div>
  );
}
