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
import type { PublicTrialBooking } from '@/api/publicQueries';
import { api } from '@/api/typed';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useLang } from '@/i18n/useLang';
import { BookingFacts } from '@/features/trials/components/BookingFacts';
import { useTrialPageStyles } from '@/features/trials/components/trialPage.styles';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/trials.json';
import en from '@/locales/en/trials.json';

addNamespace('trials', { de, en });

/**
 * `/:lang/probetraining/bestaetigen?token=…`, the link of the confirmation mail: one button
 * confirms (a link a mail scanner opens confirms nothing). With the app POST
 * /public/trials/confirm shows the booking; without it the form posts to the page
 * (trials.page.controller.ts), which answers with `?bestaetigt=gebucht|warteliste`.
 */
export function TrialConfirmPage() {
  const styles = useTrialPageStyles();
  const { t, i18n } = useTranslation('trials');
  const lang = useLang();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asPage = params.get('bestaetigt');
  const answer = usePageFormAnswer('trialConfirm');
  const [booking, setBooking] = useState<PublicTrialBooking | null>(null);
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
      const envelope = await api.post('/public/trials/confirm', { json: { token } });
      setBooking(envelope.data ?? null);
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  }

  const status =
    booking?.status ?? (asPage === 'warteliste' ? 'waiting' : asPage ? 'confirmed' : null);
  return (
    <article className={styles.page} data-testid="trial-confirm-page">
      <Title1 as="h1" className={styles.heading}>
        {t('confirm.title')}
      </Title1>
      {status ? (
        <MessageBar intent="success" layout="multiline" data-testid="trial-confirmed">
          <MessageBarBody>
            {status !== 'waiting'
              ? t('confirm.booked')
              : booking?.waiting_position
                ? t('confirm.waiting', { position: booking.waiting_position })
                : t('confirm.waitingList')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {booking ? <BookingFacts booking={booking} /> : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="trial-confirm-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {status ? null : token ? (
        <PageForm
          action={`/${lang}/probetraining/bestaetigen`}
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
              data-testid="trial-confirm"
            >
              {t('confirm.submit')}
            </Button>
          </div>
        </PageForm>
      ) : failure ? null : (
        <MessageBar intent="error" layout="multiline" data-testid="trial-no-token">
          <MessageBarBody>{t('noToken')}</MessageBarBody>
        </MessageBar>
      )}
    </article>
  );
}
