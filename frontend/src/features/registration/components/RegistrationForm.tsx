import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { answerText, detailText, errorMessage } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { afterNextFrame } from '@/components/afterNextFrame';
import { useFormFromPage } from '@/components/earlyInput';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';
import { newId } from '@/offline/ids';
import { GuardianFields } from '@/features/registration/components/GuardianFields';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { TrackChoice } from '@/features/registration/components/TrackChoice';
import { TshirtField } from '@/features/registration/components/TshirtField';
import {
  NAME_MAX,
  REGISTRATION_FIELDS,
  asks,
  needsGuardian,
  registrationPayload,
  registrationStart,
  serverFieldErrors,
  toWaitingList,
  validateRegistration,
  type PublicRegistrationOffer,
  type RegistrationFormField,
  type RegistrationValues,
} from '@/features/registration/registration';

const TEXT_FIELDS = ['name', 'email', 'birth_year', 'team', 'tshirt', 'guardian_name'] as const;
type TextField = Exclude<(typeof TEXT_FIELDS)[number], 'tshirt'>;

/**
 * The registration form of a workshop or the fun run (issue 37): the track (the run), name,
 * e-mail, the fields the offer asks for, a guardian under 16, the privacy consent. POST
 * /public/registrations with the app; without it the form posts as HTML to the page's own address
 * (backend registrations.page.controller.ts), which answers with `?anmeldung=gesendet` or the page
 * again with what was typed and what went wrong.
 */
export function RegistrationForm({
  offer,
  onSent,
}: {
  offer: PublicRegistrationOffer;
  onSent: () => void;
}) {
  const styles = useRegistrationPageStyles();
  const { t, i18n } = useTranslation('registration');
  const lang = useLang();
  const answer = usePageFormAnswer('registration');
  const [values, setValues] = useState<RegistrationValues>(() => registrationStart(answer));
  const [touched, setTouched] = useState<Partial<Record<RegistrationFormField, boolean>>>(() =>
    answer ? Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, true])) : {},
  );
  const [serverErrors, setServerErrors] = useState(() =>
    serverFieldErrors(answer?.details, registrationStart(answer), offer),
  );
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [sending, setSending] = useState(false);
  // Without the app (the server's page, the first render) the guardian's fields are always there.
  const [mounted, setMounted] = useState(false);
  const refs = useRef<Partial<Record<RegistrationFormField, HTMLElement | null>>>({});
  const form = useFormFromPage(TEXT_FIELDS, (shown) =>
    setValues((current) => ({ ...current, ...shown })),
  );
  // A track or a box chosen before the app took the page over: the form's own state.
  useEffect(() => {
    setMounted(true);
    const element = form.current;
    if (!element) return;
    const track = (element.elements.namedItem('track') as RadioNodeList | null)?.value;
    const box = (name: string) =>
      (element.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
    setValues((current) => ({
      ...current,
      track: track || current.track,
      guardian_consent: current.guardian_consent || box('guardian_consent'),
      privacy_consent: current.privacy_consent || box('privacy_consent'),
    }));
  }, [form]);

  const guardian = needsGuardian(values, offer);
  const waiting = toWaitingList(values, offer);
  const errors = validateRegistration(values, offer);
  const fieldError = (field: RegistrationFormField): string | undefined => {
    const server = serverErrors[field];
    if (server) return detailText(server, i18n);
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(`form.validation.${key}`) : undefined;
  };
  const change = <F extends RegistrationFormField>(field: F, value: RegistrationValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: RegistrationFormField) => setTouched((s) => ({ ...s, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const invalid = REGISTRATION_FIELDS.filter((f) => errors[f]);
    if (invalid.length > 0) {
      const first = invalid[0]!;
      (first === 'track'
        ? form.current?.querySelector<HTMLInputElement>('input[name="track"]')
        : refs.current[first]
      )?.focus();
      afterNextFrame(() =>
        setTouched(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, true]))),
      );
      return;
    }
    setSending(true);
    try {
      await api.post('/public/registrations', {
        json: registrationPayload(offer, values, lang),
        headers: { 'Idempotency-Key': newId() },
      });
      onSent();
    } catch (error) {
      if (isApiError(error)) setServerErrors(serverFieldErrors(error.details, values, offer));
      setFailure(errorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  }

  const text = (
    field: TextField,
    props: { type: 'text' | 'email'; autoComplete: string; inputMode?: 'numeric' },
    required: boolean,
    hint?: string,
  ) => {
    const error = fieldError(field);
    return (
      <Field
        label={t(`form.fields.${field}`)}
        required={required}
        hint={hint}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          ref={(el) => {
            refs.current[field] = el;
          }}
          name={field}
          {...props}
          maxLength={field === 'birth_year' ? 4 : field === 'email' ? 254 : NAME_MAX}
          value={values[field]}
          onChange={(_, data) => change(field, data.value)}
          onBlur={() => blur(field)}
          data-testid={`registration-${field}`}
        />
      </Field>
    );
  };

  const privacyError = fieldError('privacy_consent');
  return (
    <PageForm
      ref={form}
      action={`/${lang}/anmeldung/${offer._id}`}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      data-testid="registration-form"
    >
      {failure ? (
        <MessageBar intent="warning" layout="multiline" data-testid="registration-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p className={styles.note}>{t('form.requiredNote')}</p>
      {offer.kind === 'funrun' ? (
        <TrackChoice
          tracks={offer.tracks}
          value={values.track}
          error={fieldError('track')}
          onChange={(value) => {
            change('track', value);
            blur('track');
          }}
        />
      ) : null}
      {waiting ? (
        <MessageBar intent="info" layout="multiline" data-testid="registration-waiting-note">
          <MessageBarBody>{t('form.waitingNote')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        {text('name', { type: 'text', autoComplete: 'name' }, true)}
        {text('email', { type: 'email', autoComplete: 'email' }, true)}
      </div>
      {asks(offer, 'birth_year') || asks(offer, 'tshirt') ? (
        <div className={styles.row}>
          {asks(offer, 'birth_year')
            ? text(
                'birth_year',
                { type: 'text', autoComplete: 'bday-year', inputMode: 'numeric' },
                true,
                t('form.birthYearHint'),
              )
            : null}
          {asks(offer, 'tshirt') ? (
            <TshirtField
              value={values.tshirt}
              error={fieldError('tshirt')}
              selectRef={(el) => {
                refs.current.tshirt = el;
              }}
              onChange={(value) => {
                change('tshirt', value);
                blur('tshirt');
              }}
            />
          ) : null}
        </div>
      ) : null}
      {asks(offer, 'team')
        ? text('team', { type: 'text', autoComplete: 'organization' }, false, t('form.teamHint'))
        : null}
      {asks(offer, 'birth_year') && (!mounted || guardian) ? (
        <GuardianFields
          needed={mounted && guardian}
          below={offer.guardian_below}
          name={text('guardian_name', { type: 'text', autoComplete: 'off' }, mounted && guardian)}
          consent={values.guardian_consent}
          consentError={fieldError('guardian_consent')}
          consentRef={(el) => {
            refs.current.guardian_consent = el;
          }}
          onConsent={(checked) => {
            change('guardian_consent', checked);
            blur('guardian_consent');
          }}
        />
      ) : null}
      <Field validationMessage={privacyError} validationState={privacyError ? 'error' : 'none'}>
        <Checkbox
          ref={(el) => {
            refs.current.privacy_consent = el;
          }}
          name="privacy_consent"
          value="true"
          required
          checked={values.privacy_consent}
          onChange={(_, data) => {
            change('privacy_consent', data.checked === true);
            blur('privacy_consent');
          }}
          label={
            <>
              {t('form.privacyBefore')}{' '}
              <RouterLink to={`/${lang}/datenschutz`}>{t('form.privacyLink')}</RouterLink>{' '}
              {t('form.privacyAfter')}
            </>
          }
          data-testid="registration-privacy_consent"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={sending}
          icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
          data-testid="registration-submit"
        >
          {sending ? t('form.sending') : waiting ? t('form.submitWaiting') : t('form.submit')}
        </Button>
      </div>
    </PageForm>
  );
}
