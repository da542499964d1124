import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title1,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { answerText, errorMessage } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useLang } from '@/i18n/useLang';
import { RegistrationDetails } from '@/features/registration/components/RegistrationDetails';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { formatCents, type PublicRegistration } from '@/features/registration/registration';
import '@/features/registration/strings';

/**
 * `/:lang/anmeldung/bestaetigen?token=…`, the link of the confirmation mail: one button confirms
 * (a link a mail scanner opens confirms nothing). With the app POST /public/registrations/confirm
 * shows the registration; without it the form posts to the page (registrations.page.controller.ts),
 * which answers with `?bestaetigt=angemeldet|warteliste`.
 */
export function RegistrationConfirmPage() {
  const styles = useRegistrationPageStyles();
  const { t, i18n } = useTranslation('registration');
  const lang = useLang();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asPage = params.get('bestaetigt');
  const answer = usePageFormAnswer('registrationConfirm');
  const [registration, setRegistration] = useState<PublicRegistration | null>(null);
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [sending, setSending] = useState(false);
  usePageMeta({ title: t('confirm.title'), description: t('confirm.intro'), noindex: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const envelope = await api.post('/public/registrations/confirm', { json: { token } });
      setRegistration(envelope.data ?? null);
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  }

  const status =
    registration?.status ??
    (asPage === 'warteliste' ? 'waiting' : asPage === 'angemeldet' ? 'confirmed' : null);
  return (
    <article className={styles.page} data-testid="registration-confirm-page">
      <Title1 as="h1" className={styles.heading}>
        {t('confirm.title')}
      </Title1>
      {status ? (
        <MessageBar intent="success" layout="multiline" data-testid="registration-confirmed">
          <MessageBarBody>
            {status !== 'waiting'
              ? t('confirm.confirmed')
              : registration?.waiting_position
                ? t('confirm.waiting', { position: registration.waiting_position })
                : t('confirm.waitingList')}
            {status !== 'waiting' && registration?.bib ? (
              <>
                {' '}
                <strong>{t('confirm.bib', { bib: registration.bib })}</strong>
              </>
            ) : null}
            {status !== 'waiting' && registration && registration.fee_cents > 0 ? (
              <> {t('confirm.pay', { fee: formatCents(registration.fee_cents, lang) })}</>
            ) : null}
            {status !== 'waiting' && registration?.fee_note ? <> {registration.fee_note}</> : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {registration ? <RegistrationDetails registration={registration} /> : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="registration-confirm-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {status ? null : token ? (
        <PageForm
          action={`/${lang}/anmeldung/bestaetigen`}
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          aria-busy={sending}
        >
          <Body1 as="p">{t('confirm.intro')}</Body1>
          <input type="hidden" name="token" value={token} />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={sending}
              icon={sending ? <Spinner size="tiny" /> : <CheckmarkRegular />}
              data-testid="registration-confirm"
            >
              {t('confirm.submit')}
            </Button>
          </div>
        </PageForm>
      ) : failure ? null : (
        <MessageBar intent="error" layout="multiline" data-testid="registration-no-token">
          <MessageBarBody>{t('noToken')}</MessageBarBody>
        </MessageBar>
      )}
    </article>
  );
}
