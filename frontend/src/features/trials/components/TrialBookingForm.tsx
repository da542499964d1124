import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  mergeClasses,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { answerText, detailText, errorMessage } from '@/api/errorMessage';
import type { TrialTraining } from '@/api/publicQueries';
import { api } from '@/api/typed';
import { afterNextFrame } from '@/components/afterNextFrame';
import { useFormFromPage } from '@/components/earlyInput';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';
import { newId } from '@/offline/ids';
import { useTrialPageStyles } from '@/features/trials/components/trialPage.styles';
import {
  NAME_MAX,
  TRIAL_FIELDS,
  needsGuardian,
  serverFieldErrors,
  trialPayload,
  trialStart,
  validateTrial,
  type TrialField,
  type TrialValues,
} from '@/features/trials/trialBooking';
import { trainingLabel } from '@/features/trials/trainingLabel';

const TEXT_FIELDS = ['name', 'email', 'age', 'guardian_name'] as const;

/**
 * The trial training's booking form (issue 25): a training of the next four weeks, name, e-mail,
 * age, a guardian under 16, the privacy consent. POST /public/trials with the app; without it the
 * form posts as HTML to the page's own address (backend trials.page.controller.ts), which answers
 * with `?anmeldung=gesendet` or the page again with what was typed and what went wrong.
 */
export function TrialBookingForm({
  course,
  trainings,
  onBooked,
}: {
  course: string;
  trainings: TrialTraining[];
  onBooked: () => void;
}) {
  const styles = useTrialPageStyles();
  const { t, i18n } = useTranslation('trials');
  const lang = useLang();
  const answer = usePageFormAnswer('trialBooking');
  const [values, setValues] = useState<TrialValues>(() => trialStart(answer));
  const [touched, setTouched] = useState<Partial<Record<TrialField, boolean>>>(() =>
    answer ? Object.fromEntries(TRIAL_FIELDS.map((f) => [f, true])) : {},
  );
  const [serverErrors, setServerErrors] = useState(() =>
    serverFieldErrors(answer?.details, trialStart(answer)),
  );
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<TrialField, HTMLInputElement | null>>>({});
  const form = useFormFromPage(TEXT_FIELDS, (shown) =>
    setValues((current) => ({ ...current, ...shown })),
  );
  // A training or a box chosen before the app took the page over: the form's own state.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const training = (element.elements.namedItem('training') as RadioNodeList | null)?.value;
    const box = (name: string) =>
      (element.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
    setValues((current) => ({
      ...current,
      training: training || current.training,
      guardian_consent: current.guardian_consent || box('guardian_consent'),
      privacy_consent: current.privacy_consent || box('privacy_consent'),
    }));
  }, [form]);

  const guardian = needsGuardian(values);
  const errors = validateTrial(values);
  const fieldError = (field: TrialField): string | undefined => {
    const server = serverErrors[field];
    if (server)
      return 'key' in server
        ? t(`book.validation.${server.key}`)
        : detailText(server.message, i18n);
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(`book.validation.${key}`) : undefined;
  };
  const change = <F extends TrialField>(field: F, value: TrialValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: TrialField) => setTouched((s) => ({ ...s, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const invalid = TRIAL_FIELDS.filter((f) => errors[f]);
    if (invalid.length > 0) {
      const first = invalid[0]!;
      (first === 'training'
        ? form.current?.querySelector<HTMLInputElement>('input[name="training"]')
        : refs.current[first]
      )?.focus();
      afterNextFrame(() => setTouched(Object.fromEntries(TRIAL_FIELDS.map((f) => [f, true]))));
      return;
    }
    setSending(true);
    try {
      await api.post('/public/trials', {
        json: trialPayload(course, values, lang),
        headers: { 'Idempotency-Key': newId() },
      });
      onBooked();
    } catch (error) {
      if (isApiError(error)) setServerErrors(serverFieldErrors(error.details, values));
      setFailure(errorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  }

  const text = (
    field: 'name' | 'email' | 'age' | 'guardian_name',
    props: { type: 'text' | 'email'; autoComplete: string; inputMode?: 'numeric' },
    required: boolean,
    hint?: string,
  ) => {
    const error = fieldError(field);
    return (
      <Field
        label={t(`book.fields.${field}`)}
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
          maxLength={field === 'age' ? 3 : field === 'email' ? 254 : NAME_MAX}
          value={values[field]}
          onChange={(_, data) => change(field, data.value)}
          onBlur={() => blur(field)}
          data-testid={`trial-${field}`}
        />
      </Field>
    );
  };

  const trainingError = fieldError('training');
  const guardianConsentError = fieldError('guardian_consent');
  const privacyError = fieldError('privacy_consent');
  return (
    <PageForm
      ref={form}
      action={`/${lang}/probetraining/${course}`}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      data-testid="trial-form"
    >
      {failure ? (
        <MessageBar intent="warning" layout="multiline" data-testid="trial-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p className={styles.note}>{t('book.requiredNote')}</p>
      <Field
        label={t('book.fields.training')}
        required
        validationMessage={trainingError}
        validationState={trainingError ? 'error' : 'none'}
      >
        <RadioGroup
          name="training"
          value={values.training}
          onChange={(_, data) => {
            change('training', data.value);
            blur('training');
          }}
          data-testid="trial-trainings"
        >
          {trainings.map((training) => {
            const value = `${training.slot}|${training.date}`;
            const free = training.free > 0;
            return (
              <Radio
                key={value}
                value={value}
                label={
                  <span>
                    {trainingLabel(training, lang)}
                    <br />
                    <span className={mergeClasses(free ? styles.free : styles.full)}>
                      {free
                        ? t('book.free', { count: training.free, places: training.places })
                        : t('book.full', { count: training.waiting })}
                    </span>
                  </span>
                }
              />
            );
          })}
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        {text('name', { type: 'text', autoComplete: 'name' }, true)}
        {text('email', { type: 'email', autoComplete: 'email' }, true)}
      </div>
      {text(
        'age',
        { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
        true,
        t('book.ageHint'),
      )}
      <fieldset className={styles.fieldset} data-testid="trial-guardian">
        <legend className={styles.legend}>{t('book.guardianLegend')}</legend>
        <p className={styles.note}>{t('book.guardianNote')}</p>
        {text('guardian_name', { type: 'text', autoComplete: 'off' }, guardian)}
        <Field
          validationMessage={guardianConsentError}
          validationState={guardianConsentError ? 'error' : 'none'}
        >
          <Checkbox
            ref={(el) => {
              refs.current.guardian_consent = el;
            }}
            name="guardian_consent"
            value="true"
            checked={values.guardian_consent}
            onChange={(_, data) => {
              change('guardian_consent', data.checked === true);
              blur('guardian_consent');
            }}
            label={t('book.fields.guardian_consent')}
            data-testid="trial-guardian_consent"
          />
        </Field>
      </fieldset>
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
              {t('book.privacyBefore')}{' '}
              <RouterLink to={`/${lang}/datenschutz`}>{t('book.privacyLink')}</RouterLink>{' '}
              {t('book.privacyAfter')}
            </>
          }
          data-testid="trial-privacy_consent"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={sending}
          icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
          data-testid="trial-submit"
        >
          {sending ? t('book.sending') : t('book.submit')}
        </Button>
      </div>
    </PageForm>
  );
}
