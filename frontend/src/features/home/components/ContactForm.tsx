import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { answerText, detailText, successText } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { useLang } from '@/i18n/useLang';
import { afterNextFrame } from '@/components/afterNextFrame';
import { useFormFromPage } from '@/components/earlyInput';
import { isApiError } from '@/api/ApiError';
import { useFlash } from '@/components/flash';
import { newId } from '@/offline/ids';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SENT_PARAM,
  CONTACT_SENT_VALUE,
  EMPTY_CONTACT,
  contactStart,
  REQUIRED_CONTACT_FIELDS,
  contactPayload,
  validateContact,
  validateContactField,
  type ContactError,
  type ContactField,
  type ContactValues,
} from '@/features/home/contactValidation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 640px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * The contact form: POST /public/emailRequest (spec section 2; a warning flash on failure). The
 * form also posts as HTML (JavaScript off, or sent before the app could take it): the server
 * stores and mails the message the same way and sends the visitor to `?kontakt=gesendet`, or
 * renders the page again with what was typed and what went wrong (usePageFormAnswer).
 */
export function ContactForm() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('home');
  const lang = useLang();
  const flash = useFlash();
  const formId = useId();
  const answer = usePageFormAnswer('contact');
  const [params] = useSearchParams();
  const [sentAsPage] = useState(() => params.get(CONTACT_SENT_PARAM) === CONTACT_SENT_VALUE);
  // A page rendered with the server's answer starts where the visitor left: what was typed, every
  // field checked, the server's own field messages.
  const [start] = useState(() => contactStart(answer));
  const [values, setValues] = useState<ContactValues>(start.values);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>(start.touched);
  const [serverErrors, setServerErrors] = useState(start.serverErrors);
  const [answerShown, setAnswerShown] = useState(answer !== null);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const form = useFormFromPage(CONTACT_FIELDS, (shown) =>
    setValues((current) => ({ ...current, ...shown })),
  );
  // The note that the message went out stays; the address loses it, so a reload does not repeat it.
  useEffect(() => {
    if (!sentAsPage) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(CONTACT_SENT_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [sentAsPage]);

  const message = (error: ContactError | undefined): string | undefined =>
    error ? t(`contact.validation.${error.key}`, { count: error.count }) : undefined;

  function fieldError(field: ContactField): string | undefined {
    const server = serverErrors[field];
    if (server) return detailText(server, i18n);
    return touched[field] ? message(validateContactField(field, values[field])) : undefined;
  }

  function change(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setAnswerShown(false);
    const errors = validateContact(values);
    const invalid = CONTACT_FIELDS.filter((f) => errors[f]);
    if (invalid.length > 0) {
      // The focus on the first field to fix is the tap's answer in the next frame; the messages
      // at each field (a render of every field, ~50 ms on a phone) follow right after that frame.
      refs.current[invalid[0]!]?.focus();
      afterNextFrame(() => setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true]))));
      return;
    }
    setSending(true);
    try {
      const envelope = await api.post('/public/emailRequest', {
        json: contactPayload(values),
        headers: { 'Idempotency-Key': newId() },
      });
      flash.show(successText(envelope.message, t('contact.sent'), i18n), 'success');
      setValues(EMPTY_CONTACT);
      setTouched({});
      setServerErrors({});
    } catch (error) {
      // Spec section 8: the contact mail fails with a warning; what was typed stays.
      if (isApiError(error) && error.details) {
        const details = error.details;
        setServerErrors(
          Object.fromEntries(CONTACT_FIELDS.filter((f) => details[f]).map((f) => [f, details[f]])),
        );
      }
      // The server's sentence in German, its code's text in another language (errorMessage).
      const text =
        isApiError(error) && !error.isNetworkError && error.message
          ? answerText(error.code, error.message, i18n)
          : '';
      flash.show(text || t('contact.failed'), 'warning');
    } finally {
      setSending(false);
    }
  }

  function input(field: ContactField, type: 'text' | 'email' | 'tel', autoComplete: string) {
    const error = fieldError(field);
    return (
      <Field
        label={t(`contact.fields.${field}`)}
        required={REQUIRED_CONTACT_FIELDS.includes(field)}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          ref={(el) => {
            refs.current[field] = el;
          }}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          maxLength={CONTACT_LIMITS[field].max}
          onChange={(_, data) => change(field, data.value)}
          onBlur={() => setTouched((t0) => ({ ...t0, [field]: true }))}
          data-testid={`contact-${field}`}
        />
      </Field>
    );
  }

  const messageError = fieldError('message');
  return (
    <PageForm
      ref={form}
      id={formId}
      action={`/${lang}/#contact`}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      // The early controls' part for this form (backend pages/early-controls/contact.ts).
      data-vh-contact=""
      data-testid="contact-form"
    >
      {sentAsPage ? (
        <MessageBar intent="success" layout="multiline" data-testid="contact-sent">
          <MessageBarBody>{t('contact.sent')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {answer && answerShown ? (
        <MessageBar intent="warning" layout="multiline" data-testid="contact-answer">
          <MessageBarBody>{answerText(answer.code, answer.message, i18n)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p className={styles.note}>{t('contact.requiredNote')}</p>
      <div className={styles.row}>
        {input('name', 'text', 'name')}
        {input('email', 'email', 'email')}
      </div>
      <div className={styles.row}>
        {input('phone', 'tel', 'tel')}
        {input('subject', 'text', 'off')}
      </div>
      <Field
        label={t('contact.fields.message')}
        required
        validationMessage={messageError}
        validationState={messageError ? 'error' : 'none'}
        hint={t('contact.messageHint', {
          count: values.message.trim().length,
          max: CONTACT_LIMITS.message.max,
        })}
      >
        <Textarea
          ref={(el) => {
            refs.current.message = el;
          }}
          name="message"
          rows={5}
          resize="vertical"
          value={values.message}
          maxLength={CONTACT_LIMITS.message.max}
          onChange={(_, data) => change('message', data.value)}
          onBlur={() => setTouched((t0) => ({ ...t0, message: true }))}
          data-testid="contact-message"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={sending}
          icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
          data-testid="contact-submit"
        >
          {sending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </PageForm>
  );
}
