import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { useVersionedSave } from '@/components/form/useVersionedSave';
import { useOnline } from '@/components/network/useOnline';
import { useSaveOffer } from '@/features/registrations/api/useRegistrationOffer';
import {
  ASKED_FIELDS,
  FEE_NOTE_MAX,
  NOTICES,
  offerBody,
  offerSchema,
  offerValues,
  type OfferFormValues,
} from '@/features/registrations/offerSchema';
import type { OrganiserNotice, RegistrationOffer } from '@/features/registrations/offline';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    alignItems: 'start',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
});

/**
 * How the target takes registrations: open or closed, places, deadline and fee (a workshop's;
 * the run's are its registration date and its tracks'), what the form asks, and whom the
 * organiser's notices go to and how often. Saved online with If-Match ("0": the first save
 * creates it); a 412 keeps what was typed and takes the server's version for the next save.
 */
export function OfferSettingsForm({ offer }: { offer: RegistrationOffer }) {
  const { t } = useTranslation(['registrationsStaff', 'account']);
  const styles = useStyles();
  const online = useOnline();
  const save = useSaveOffer();
  const form = useEntityForm(offerSchema, { defaultValues: offerValues(offer) });
  const { isValid, isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const toValues = useCallback((o: RegistrationOffer) => offerValues(o), []);
  const submit = useVersionedSave({
    form,
    entity: offer,
    toValues,
    save: (values, version) =>
      save.mutateAsync({ body: offerBody(offer.kind, offer.target, values), version }),
    texts: {
      saved: t(offer.version === 0 ? 'settings.created' : 'settings.saved'),
      conflict: t('settings.conflict'),
    },
  });
  const run = offer.kind === 'funrun';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="offer-form"
    >
      {guard}
      {!online && (
        <MessageBar intent="warning" data-testid="offer-offline">
          <MessageBarBody>{t('settings.offline')}</MessageBarBody>
        </MessageBar>
      )}
      {offer.version === 0 && (
        <MessageBar intent="info" data-testid="offer-new">
          <MessageBarBody>{t('settings.new')}</MessageBarBody>
        </MessageBar>
      )}
      <OpenSwitch control={form.control} />
      <div className={styles.grid}>
        <FormTextField
          control={form.control}
          name="places"
          type="number"
          label={t(run ? 'fields.placesPerTrack' : 'fields.places')}
          hint={t('hints.places')}
        />
        {!run && (
          <FormTextField
            control={form.control}
            name="deadline"
            type="date"
            label={t('fields.deadline')}
            hint={t('hints.deadline')}
          />
        )}
        {!run && (
          <FormTextField
            control={form.control}
            name="fee"
            label={t('fields.fee')}
            hint={t('hints.fee')}
          />
        )}
      </div>
      {run && <Text>{t('hints.funrun')}</Text>}
      {!run && (
        <FormTextField
          control={form.control}
          name="fee_note"
          label={t('fields.fee_note')}
          hint={t('hints.fee_note')}
          multiline
          maxLength={FEE_NOTE_MAX}
        />
      )}
      <FormCheckboxGroup
        control={form.control}
        name="fields"
        label={t('fields.fields')}
        choices={ASKED_FIELDS[offer.kind].map((field) => ({
          value: field,
          label: t(`asked.${field}`),
        }))}
      />
      {run && <Text>{t('hints.funrunAsks')}</Text>}
      <FormTextField
        control={form.control}
        name="organiser_email"
        type="email"
        label={t('fields.organiser_email')}
        hint={t('hints.organiser_email')}
        autoComplete="email"
      />
      <NoticeChoice control={form.control} />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!online || !isValid || (!isDirty && offer.version > 0) || isSubmitting}
          icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="offer-save"
        >
          {isSubmitting ? t('settings.saving') : t('account:common.save')}
        </Button>
        {isDirty && !isSubmitting && <Text>{t('settings.unsaved')}</Text>}
      </div>
    </form>
  );
}

function OpenSwitch({ control }: { control: Control<OfferFormValues> }) {
  const { t } = useTranslation('registrationsStaff');
  const { field } = useController({ control, name: 'open' });
  return (
    <Field hint={t('hints.open')}>
      <Switch
        label={t('fields.open')}
        checked={field.value}
        onChange={(_event, data) => field.onChange(data.checked)}
        onBlur={field.onBlur}
        data-testid="offer-open"
      />
    </Field>
  );
}

function NoticeChoice({ control }: { control: Control<OfferFormValues> }) {
  const { t } = useTranslation('registrationsStaff');
  const { field } = useController({ control, name: 'notice' });
  return (
    <Field label={t('fields.notice')}>
      <RadioGroup
        value={field.value}
        onChange={(_event, data) => field.onChange(data.value as OrganiserNotice)}
        onBlur={field.onBlur}
        data-testid="offer-notice"
      >
        {NOTICES.map((notice) => (
          <Radio key={notice} value={notice} label={t(`notice.${notice}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
