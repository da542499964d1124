import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { EarlyClickReplay } from '@/components/EarlyClickReplay';
import { answerText, errorMessage } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { setSession } from '@/auth/session';
import { afterNextFrame } from '@/components/afterNextFrame';
import { useFormFromPage } from '@/components/earlyInput';
import { matchesField, PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/password';
import {
  SETUP_FIELDS,
  SETUP_LIMITS,
  setupStart,
  setupToken,
  validateSetup,
  type SetupField,
  type SetupValues,
} from '@/features/setup/setupForm';
import { setupQuery } from '@/features/setup/setupQuery';

export { setupLoader } from '@/features/setup/setupQuery';
import { addNamespace } from '@/i18n';
import { useLang } from '@/i18n/useLang';
import de from '@/locales/de/setup.json';
import en from '@/locales/en/setup.json';

addNamespace('setup', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '560px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
  },
  heading: { margin: 0 },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  fieldset: {
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 640px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const TEXT_FIELDS = ['club_name', 'firstname', 'lastname', 'email'] as const;
const LENGTH_PATTERN = `.{${PASSWORD_MIN},${PASSWORD_MAX}}`;

/**
 * `/:lang/einrichtung`: the first start. With a working setup link the club's name and its first
 * owner's account, then the back office, logged in (POST /public/setup; without the app the form
 * posts to the page's address, backend setup.page.controller.ts). Without a link, while nobody
 * has set the site up: the neutral notice every page leads to. Never the club's content.
 */
export function SetupPage() {
  const styles = useStyles();
  const { t } = useTranslation('setup');
  const [params] = useSearchParams();
  const answer = usePageFormAnswer('setup');
  const token = setupToken(params, answer);
  const state = useQuery(setupQuery(token));
  const lang = useLang();
  const shows = !state.data?.pending ? 'done' : state.data.token === 'valid' ? 'form' : 'pending';
  usePageMeta({
    title: shows === 'form' ? t('title') : t(`${shows}.title`),
    siteName: t('siteName'),
    description: t('pending.text'),
    noindex: true,
  });

  // Outside the shell, so as the shell does: the page is live, and a button pressed before the
  // app started (the pre-paint script kept it) is pressed again.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  const data = state.data;
  let body;
  if (state.isPending) body = <Spinner label={t('loading')} />;
  else if (state.isError || !data)
    body = (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('loadError')}</MessageBarBody>
      </MessageBar>
    );
  else if (!data.pending)
    body = (
      <>
        <Title1 as="h1" className={styles.heading}>
          {t('done.title')}
        </Title1>
        <Body1 as="p">{t('done.text')}</Body1>
        <RouterLink to={`/${lang}/login`} data-testid="setup-login">
          {t('done.login')}
        </RouterLink>
      </>
    );
  else if (data.token === 'valid') body = <SetupForm token={token} answer={answer} />;
  else
    body = (
      <>
        <Title1 as="h1" className={styles.heading}>
          {t('pending.title')}
        </Title1>
        <Body1 as="p">{t('pending.text')}</Body1>
        {data.token === 'invalid' ? (
          <MessageBar intent="warning" layout="multiline" data-testid="setup-invalid-link">
            <MessageBarBody>{t('invalidLink')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </>
    );
  return (
    <main className={styles.page} data-testid="setup-page">
      {body}
      <EarlyClickReplay />
    </main>
  );
}

function SetupForm({ token, answer }: { token: string; answer: PageFormAnswer | null }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('setup');
  const lang = useLang();
  const navigate = useNavigate();
  const [values, setValues] = useState<SetupValues>(() => setupStart(answer));
  const [touched, setTouched] = useState<Partial<Record<SetupField, boolean>>>(() =>
    answer ? Object.fromEntries(TEXT_FIELDS.map((f) => [f, true])) : {},
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<SetupField, string>>>(
    () => answer?.details ?? {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<SetupField, HTMLInputElement | null>>>({});
  const form = useFormFromPage(SETUP_FIELDS, (shown) => setValues((v) => ({ ...v, ...shown })));
  const errors = validateSetup(values);

  const fieldError = (field: SetupField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const key = touched[field] ? errors[field] : undefined;
    if (!key) return undefined;
    const limits = field in SETUP_LIMITS ? SETUP_LIMITS[field as keyof typeof SETUP_LIMITS] : null;
    return t(`validation.${key}`, {
      min: limits?.[0] ?? PASSWORD_MIN,
      max: limits?.[1] ?? PASSWORD_MAX,
    });
  };
  const change = (field: SetupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const invalid = SETUP_FIELDS.filter((f) => errors[f]);
    if (invalid.length > 0) {
      refs.current[invalid[0]!]?.focus();
      afterNextFrame(() => setTouched(Object.fromEntries(SETUP_FIELDS.map((f) => [f, true]))));
      return;
    }
    setSending(true);
    try {
      const envelope = await api.post('/public/setup', {
        json: {
          token,
          club_name: values.club_name.trim(),
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          password: values.password,
        },
      });
      if (envelope.data) setSession(envelope.data.user, envelope.data.access_token);
      await navigate(`/${lang}/account`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.details) setServerErrors(error.details);
      setFailure(errorMessage(error, i18n));
      setSending(false);
    }
  }

  const input = (
    field: SetupField,
    props: { type: 'text' | 'email' | 'password'; autoComplete: string },
    extra: Record<string, string | number> = {},
    hint?: string,
  ) => {
    const error = fieldError(field);
    return (
      <Field
        label={t(`fields.${field}`)}
        required
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
          {...extra}
          value={values[field]}
          onChange={(_, data) => change(field, data.value)}
          onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
          data-testid={`setup-${field}`}
        />
      </Field>
    );
  };

  return (
    <>
      <Title1 as="h1" className={styles.heading}>
        {t('title')}
      </Title1>
      <Body1 as="p">{t('intro')}</Body1>
      <PageForm
        ref={form}
        action={`/${lang}/einrichtung`}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
        data-testid="setup-form"
      >
        {failure ? (
          <MessageBar intent="error" layout="multiline" data-testid="setup-failure">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('club')}</legend>
          {input(
            'club_name',
            { type: 'text', autoComplete: 'organization' },
            { minLength: 3, maxLength: 120 },
            t('hints.club_name'),
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('owner')}</legend>
          <div className={styles.row}>
            {input(
              'firstname',
              { type: 'text', autoComplete: 'given-name' },
              { minLength: 2, maxLength: 80 },
            )}
            {input(
              'lastname',
              { type: 'text', autoComplete: 'family-name' },
              { minLength: 2, maxLength: 80 },
            )}
          </div>
          {input('email', { type: 'email', autoComplete: 'email' }, { maxLength: 254 })}
          {input(
            'password',
            { type: 'password', autoComplete: 'new-password' },
            { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, pattern: LENGTH_PATTERN },
            t('hints.password', { min: PASSWORD_MIN }),
          )}
          {input(
            'confirm',
            { type: 'password', autoComplete: 'new-password' },
            matchesField('password'),
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={sending}
            icon={sending ? <Spinner size="tiny" /> : undefined}
            data-testid="setup-submit"
          >
            {sending ? t('sending') : t('submit')}
          </Button>
        </div>
      </PageForm>
    </>
  );
}
