import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { useVersionedSave } from '@/components/form/useVersionedSave';
import { useOnline } from '@/components/network/useOnline';
import {
  useClubSettings,
  useUpdateClub,
  type ClubSettings,
} from '@/features/club/api/useClubSettings';
import {
  CLUB_LIMITS,
  WEEKDAYS,
  clubBody,
  clubSchema,
  clubValues,
  type ClubFormValues,
} from '@/features/club/clubSchema';
import { ClubLogoField } from '@/features/club/components/ClubLogoField';
import { legalNoticeMissing } from '@/features/club/legalNotice';
import '@/features/club/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    // A field with a counter under it is taller: the one beside it keeps its height.
    alignItems: 'start',
  },
  /** One entry of a list (office hours, a board member, a link): its fields side by side. */
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& > *': { flex: '1 1 9rem' },
    '& > button': { flex: '0 0 auto' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/**
 * The back office's "Verein" (club:manage): the club's name, address, contacts, office hours,
 * board, register, links, where mails go and the workshop account. What every page, feed and
 * mail says of the club comes from here; a save is public at once. Saved online (like the
 * profile): an admin's desk job, said plainly when the device is offline.
 */
export function ClubSettingsPage() {
  const { t } = useTranslation('club');
  const styles = useStyles();
  const settings = useClubSettings();
  return (
    <section aria-labelledby="club-title" className={styles.root}>
      <Title2 as="h1" id="club-title">
        {t('settings.title')}
      </Title2>
      <Text>{t('settings.intro')}</Text>
      {settings.isPending && <Spinner label={t('settings.loading')} />}
      {settings.isError && !settings.data && (
        <MessageBar intent="error" data-testid="club-load-error">
          <MessageBarBody>{t('settings.loadError')}</MessageBarBody>
        </MessageBar>
      )}
      {settings.data && <ClubSettingsForm club={settings.data} />}
    </section>
  );
}

function ClubSettingsForm({ club }: { club: ClubSettings }) {
  const { t } = useTranslation(['club', 'account']);
  const styles = useStyles();
  const online = useOnline();
  const update = useUpdateClub();
  const form = useEntityForm(clubSchema, { defaultValues: clubValues(club) });
  const { isValid, isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const submit = useVersionedSave({
    form,
    entity: club,
    toValues: clubValues,
    save: (values, version) => update.mutateAsync({ values: clubBody(values), version }),
    texts: { saved: t('club:settings.saved'), conflict: t('club:settings.conflict') },
  });

  /** A text field of the form; `max` 0: no counter (a postcode, a year: checked by their rule). */
  const text = (name: keyof ClubFormValues & string, max: number, extra = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`club:fields.${name}`)}
      maxLength={max || undefined}
      {...extra}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="club-form"
    >
      {guard}
      {!online && (
        <MessageBar intent="warning" data-testid="club-offline">
          <MessageBarBody>{t('club:settings.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <LegalNoticeHint control={form.control} />

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.club')}</Title3>
        {text('name', CLUB_LIMITS.name, { required: true, hint: t('club:hints.name') })}
        <div className={styles.grid}>
          {text('short_name', CLUB_LIMITS.shortName, { hint: t('club:hints.short_name') })}
          {text('founding_year', 0, { type: 'number' })}
        </div>
        <ClubLogoField hasLogo={club.logo !== null} online={online} />
      </div>

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.address')}</Title3>
        {text('street', CLUB_LIMITS.street, { autoComplete: 'street-address' })}
        <div className={styles.grid}>
          {text('postal_code', 0, { autoComplete: 'postal-code' })}
          {text('city', CLUB_LIMITS.city, { autoComplete: 'address-level2' })}
        </div>
        <div className={styles.grid}>
          {text('phone', CLUB_LIMITS.phone, { type: 'tel' })}
          {text('email', CLUB_LIMITS.email, { type: 'email' })}
        </div>
      </div>

      <OfficeHoursFields control={form.control} />

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.childWelfare')}</Title3>
        <Text>{t('club:hints.childWelfare')}</Text>
        <FormTextField
          control={form.control}
          name="child_welfare.name"
          label={t('club:fields.welfare_name')}
          maxLength={CLUB_LIMITS.person}
        />
        <div className={styles.grid}>
          <FormTextField
            control={form.control}
            name="child_welfare.email"
            label={t('club:fields.welfare_email')}
            type="email"
            maxLength={CLUB_LIMITS.email}
          />
          <FormTextField
            control={form.control}
            name="child_welfare.phone"
            label={t('club:fields.welfare_phone')}
            type="tel"
            maxLength={CLUB_LIMITS.phone}
          />
        </div>
      </div>

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.register')}</Title3>
        <div className={styles.grid}>
          {text('register_court', CLUB_LIMITS.court, { hint: t('club:hints.register_court') })}
          {text('register_number', CLUB_LIMITS.register)}
        </div>
      </div>

      <PairList
        control={form.control}
        name="board"
        keys={['role', 'name']}
        limits={[CLUB_LIMITS.role, CLUB_LIMITS.person]}
      />
      <PairList
        control={form.control}
        name="social"
        keys={['label', 'url']}
        limits={[CLUB_LIMITS.label, CLUB_LIMITS.url]}
      />

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.mail')}</Title3>
        {text('office_email', CLUB_LIMITS.email, {
          type: 'email',
          hint: t('club:hints.office_email', { address: club.office_email_in_use }),
        })}
        {text('mail_sender_name', CLUB_LIMITS.sender, { hint: t('club:hints.mail_sender_name') })}
      </div>

      <div className={styles.section}>
        <Title3 as="h2">{t('club:sections.workshopUser')}</Title3>
        <Text>{t('club:hints.workshopUser')}</Text>
        <div className={styles.grid}>
          {text('workshop_user_email', CLUB_LIMITS.email, { type: 'email' })}
          {text('workshop_user_name', CLUB_LIMITS.person)}
        </div>
      </div>

      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!online || !isValid || !isDirty || isSubmitting}
          icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="club-save"
        >
          {isSubmitting ? t('club:settings.saving') : t('account:common.save')}
        </Button>
        {isDirty && !isSubmitting && <Text>{t('club:settings.unsaved')}</Text>}
      </div>
    </form>
  );
}

/** § 5 DDG: what the Impressum needs and the form does not have yet, as the club types. */
function LegalNoticeHint({ control }: { control: Control<ClubFormValues> }) {
  const { t } = useTranslation('club');
  const styles = useStyles();
  const values = useWatch({ control }) as ClubFormValues;
  const missing = useMemo(() => legalNoticeMissing(values), [values]);
  if (missing.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="club-legal-missing">
      <MessageBarBody>
        <MessageBarTitle>{t('legalNotice.title')}</MessageBarTitle>
        {t('legalNotice.text')}
        <ul className={styles.list}>
          {missing.map((field) => (
            <li key={field}>{t(`legalNotice.fields.${field}`)}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

function OfficeHoursFields({ control }: { control: Control<ClubFormValues> }) {
  const { t } = useTranslation('club');
  const styles = useStyles();
  const hours = useFieldArray({ control, name: 'office_hours' });
  return (
    <div className={styles.section} data-testid="club-office-hours">
      <Title3 as="h2">{t('sections.officeHours')}</Title3>
      {hours.fields.length === 0 && <Text>{t('hints.noOfficeHours')}</Text>}
      {hours.fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <FormSelect
            control={control}
            name={`office_hours.${index}.day`}
            label={t('fields.day')}
            required
            choices={WEEKDAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))}
          />
          <FormTextField
            control={control}
            name={`office_hours.${index}.opens`}
            label={t('fields.opens')}
            type="time"
            required
          />
          <FormTextField
            control={control}
            name={`office_hours.${index}.closes`}
            label={t('fields.closes')}
            type="time"
            required
          />
          <Button
            icon={<DeleteRegular />}
            aria-label={t('remove.officeHours', { index: index + 1 })}
            onClick={() => hours.remove(index)}
          />
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => hours.append({ day: 'Montag', opens: '17:00', closes: '19:00' })}
          data-testid="club-add-office-hours"
        >
          {t('add.officeHours')}
        </Button>
      </div>
    </div>
  );
}

/** A list of two-field rows: the board (role, name) or the social links (label, address). */
function PairList({
  control,
  name,
  keys,
  limits,
}: {
  control: Control<ClubFormValues>;
  name: 'board' | 'social';
  keys: readonly [string, string];
  limits: readonly [number, number];
}) {
  const { t } = useTranslation('club');
  const styles = useStyles();
  const rows = useFieldArray({ control, name });
  return (
    <div className={styles.section} data-testid={`club-${name}`}>
      <Title3 as="h2">{t(`sections.${name}`)}</Title3>
      <Text>{t(`hints.${name}`)}</Text>
      {rows.fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          {keys.map((key, k) => (
            <FormTextField
              key={key}
              control={control}
              name={`${name}.${index}.${key}` as never}
              label={t(`fields.${name}_${key}`)}
              type={key === 'url' ? 'url' : undefined}
              required
              maxLength={limits[k]}
            />
          ))}
          <Button
            icon={<DeleteRegular />}
            aria-label={t(`remove.${name}`, { index: index + 1 })}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() =>
            name === 'board'
              ? rows.append({ role: '', name: '' } as never)
              : rows.append({ label: '', url: 'https://' } as never)
          }
          data-testid={`club-add-${name}`}
        >
          {t(`add.${name}`)}
        </Button>
      </div>
    </div>
  );
}
