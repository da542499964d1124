import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/api/ApiError';
import { errorMessage } from '@/api/errorMessage';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useOnline } from '@/components/network/useOnline';
import {
  useLateRegistration,
  type LateRegistration,
} from '@/features/registrations/api/useRegistrationActions';
import { formatCents, trackName } from '@/features/registrations/format';
import type { Registration, RegistrationOffer, TshirtSize } from '@/features/registrations/offline';
import { useLang } from '@/i18n/useLang';
import '@/features/registrations/strings';

const TSHIRTS: readonly TshirtSize[] = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '116',
  '128',
  '140',
  '152',
  '164',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const oneLine = (value: string) => !/[\r\n]/.test(value);
const name = z
  .string()
  .trim()
  .min(1, 'form:required')
  .min(2, 'form:min2')
  .max(100, 'form:tooLong')
  .refine(oneLine, 'registrationsStaff:validation.oneLine');
const optionalName = z
  .string()
  .trim()
  .max(100, 'form:tooLong')
  .refine((value) => value === '' || value.length >= 2, 'form:min2');

const lateSchema = z.object({
  name,
  track: z.string().min(1, 'form:required'),
  birth_year: z
    .string()
    .trim()
    .min(1, 'form:required')
    .refine(
      (value) => /^\d{4}$/.test(value) && +value >= 1900 && +value <= 2200,
      'registrationsStaff:validation.birthYear',
    ),
  team: optionalName,
  tshirt: z.string(),
  email: z
    .string()
    .trim()
    .max(254, 'form:tooLong')
    .refine((value) => value === '' || EMAIL.test(value), 'form:email'),
  guardian_name: optionalName,
});
type LateValues = z.input<typeof lateSchema>;

const EMPTY: LateValues = {
  name: '',
  track: '',
  birth_year: '',
  team: '',
  tshirt: '',
  email: '',
  guardian_name: '',
};

/** The body: only what was typed (an empty optional field is left out, as the server wants). */
export function lateBody(target: string, values: LateValues): LateRegistration {
  const body: LateRegistration = {
    target,
    name: values.name.trim(),
    track: Number(values.track),
    birth_year: Number(values.birth_year),
  };
  if (values.team.trim()) body.team = values.team.trim();
  if (values.tshirt) body.tshirt = values.tshirt as TshirtSize;
  if (values.email.trim()) body.email = values.email.trim();
  if (values.guardian_name.trim()) body.guardian_name = values.guardian_name.trim();
  return body;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bib: { textAlign: 'center', margin: `${tokens.spacingVerticalM} 0` },
});

export interface LateRegistrationDialogProps {
  offer: RegistrationOffer;
  onClose(): void;
}

/**
 * The race office's „Nachmelden" on the day (or at a bib pick-up): the runner is confirmed at
 * once and gets the next start number of the track, shown large to write on the bib. Outside
 * the late-registration hours the server refuses (409 REGISTRATION_CLOSED, reason `not_late`).
 */
export function LateRegistrationDialog({ offer, onClose }: LateRegistrationDialogProps) {
  const { t, i18n } = useTranslation(['registrationsStaff', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const online = useOnline();
  const late = useLateRegistration();
  const [done, setDone] = useState<Registration | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useEntityForm(lateSchema, { defaultValues: EMPTY });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const envelope = await late.mutateAsync(lateBody(offer.target, values));
      if (envelope.data) setDone(envelope.data);
      form.reset(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.code === 'REGISTRATION_CLOSED') {
        const reason = (error.data as { reason?: string } | undefined)?.reason ?? 'not_open';
        setProblem(t(`closed.${reason}`, { defaultValue: errorMessage(error, i18n) }));
      } else if (!form.showServerError(error)) setProblem(errorMessage(error, i18n));
    }
  });

  const asked = (field: 'team' | 'tshirt') => offer.fields.includes(field);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="late-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="late-form">
          <DialogBody>
            <DialogTitle>{t('late.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {done && (
                <MessageBar intent="success" data-testid="late-done">
                  <MessageBarBody>
                    {t('late.done', { name: done.name })}
                    <Title1 as="p" className={styles.bib} data-testid="late-bib">
                      {t('late.bib', { bib: done.bib })}
                    </Title1>
                    {t('late.fee', { amount: formatCents(done.fee_cents, lang) })}
                  </MessageBarBody>
                </MessageBar>
              )}
              {problem && (
                <MessageBar intent="error" data-testid="late-problem">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
              {!online && (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('late.offline')}</MessageBarBody>
                </MessageBar>
              )}
              <p>{t(done ? 'late.next' : 'late.intro')}</p>
              <FormTextField control={form.control} name="name" label={t('late.name')} required />
              <FormSelect
                control={form.control}
                name="track"
                label={t('late.track')}
                required
                choices={offer.tracks.map((track) => ({
                  value: String(track.index),
                  label: `${trackName(offer, track.index, lang) ?? ''} (${track.start_time})`,
                }))}
              />
              <FormTextField
                control={form.control}
                name="birth_year"
                type="number"
                label={t('late.birth_year')}
                required
              />
              {asked('team') && (
                <FormTextField control={form.control} name="team" label={t('late.team')} />
              )}
              {asked('tshirt') && (
                <FormSelect
                  control={form.control}
                  name="tshirt"
                  label={t('late.tshirt')}
                  placeholder={t('late.noTshirt')}
                  choices={TSHIRTS.map((size) => ({ value: size, label: size }))}
                />
              )}
              <FormTextField
                control={form.control}
                name="email"
                type="email"
                label={t('late.email')}
                hint={t('late.emailHint')}
              />
              <FormTextField
                control={form.control}
                name="guardian_name"
                label={t('late.guardian_name')}
                hint={t('late.guardianHint')}
              />
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose} data-testid="late-close">
                {t('account:common.close')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={!online || !isValid || isSubmitting}
                icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
                data-testid="late-submit"
              >
                {isSubmitting ? t('late.sending') : t('late.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
