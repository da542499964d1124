import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Title1,
  Title2,
} from '@fluentui/react-components';
import { DeleteRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { answerText, errorMessage } from '@/api/errorMessage';
import type { PublicTrialBooking } from '@/api/publicQueries';
import { api } from '@/api/typed';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { LoadState } from '@/features/departments';
import { BookingFacts } from '@/features/trials/components/BookingFacts';
import { useTrialPageStyles } from '@/features/trials/components/trialPage.styles';
import { trialBookingQuery } from '@/features/trials/trialBookingQuery';
import { addNamespace } from '@/i18n';
import { useLang } from '@/i18n/useLang';
import de from '@/locales/de/trials.json';
import en from '@/locales/en/trials.json';

addNamespace('trials', { de, en });

type Action = 'cancel' | 'erase';
type Outcome = 'abgesagt' | 'geloescht';

/** `?schritt=absagen|loeschen`: the step that asks before cancelling or deleting. */
const MANAGE_STEP_PARAM = 'schritt';
const MANAGE_STEPS = { cancel: 'absagen', erase: 'loeschen' } as const;

/** The step of the address (`?schritt=absagen|loeschen`): the question before the action. */
function stepOf(value: string | null): Action | null {
  if (value === MANAGE_STEPS.cancel) return 'cancel';
  if (value === MANAGE_STEPS.erase) return 'erase';
  return null;
}

/**
 * `/:lang/probetraining/verwalten?token=…`, the link of the booking's mails: the visitor sees their
 * booking (POST /public/trials/view, read by the route's loader, so the server's page shows it
 * too), cancels it (the first on the waiting list moves up) or deletes it with its data; a link
 * that names no booking (unknown, deleted) says so, without the buttons. Each action asks first:
 * with the app in a dialog; without it the button posts (trials.page.controller.ts), which sends
 * the browser to this page's step `?schritt=absagen|loeschen`, whose form does it and answers
 * with `?ergebnis=abgesagt|geloescht`.
 */
export function TrialManagePage() {
  const styles = useTrialPageStyles();
  const { t, i18n } = useTranslation('trials');
  const lang = useLang();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const step = stepOf(params.get(MANAGE_STEP_PARAM));
  const answer = usePageFormAnswer('trialManage');
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const value = params.get('ergebnis');
    return value === 'abgesagt' || value === 'geloescht' ? value : null;
  });
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const booking = useQuery({
    ...trialBookingQuery(token),
    enabled: token !== '' && outcome !== 'geloescht',
  });
  usePageMeta({ title: t('manage.title'), description: t('manage.intro'), noindex: true });

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setAsking(submitter?.value === 'erase' ? 'erase' : 'cancel');
  }

  async function run(action: Action) {
    setBusy(true);
    setFailure(null);
    const key = trialBookingQuery(token).queryKey;
    try {
      if (action === 'erase') {
        await api.post('/public/trials/erase', { json: { token } });
        client.removeQueries({ queryKey: key });
        setOutcome('geloescht');
      } else {
        const envelope = await api.post('/public/trials/cancel', { json: { token } });
        client.setQueryData<PublicTrialBooking | null>(key, envelope.data ?? null);
        setOutcome('abgesagt');
      }
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const data = booking.data;
  const open = data ? data.status !== 'cancelled' : false;
  const erased = outcome === 'geloescht';
  // The step's question, for what the booking still allows (a cancelled one can only go).
  const asked = data && !outcome && (step === 'erase' || (step === 'cancel' && open)) ? step : null;
  const manage = `/${lang}/probetraining/verwalten`;
  return (
    <article className={styles.page} data-testid="trial-manage-page">
      <Title1 as="h1" className={styles.heading}>
        {t('manage.title')}
      </Title1>
      {outcome ? (
        <MessageBar intent="success" layout="multiline" data-testid="trial-outcome">
          <MessageBarBody>{t(`manage.${outcome}`)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="trial-manage-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!token && !erased && !outcome && !failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="trial-no-token">
          <MessageBarBody>{t('noToken')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {booking.isLoading ? <LoadState kind="loading" text={t('manage.loading')} /> : null}
      {booking.isError ? (
        <MessageBar intent="error" layout="multiline" data-testid="trial-manage-load-error">
          <MessageBarBody>{errorMessage(booking.error, i18n)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {token && !erased && data === null ? (
        <MessageBar intent="error" layout="multiline" data-testid="trial-invalid-link">
          <MessageBarBody>{t('manage.invalidLink')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data && !erased ? <BookingFacts booking={data} /> : null}
      {data && !erased && asked ? (
        <PageForm
          action={manage}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run(asked);
          }}
          aria-busy={busy}
          data-testid="trial-step"
        >
          <Title2 as="h2">
            {t(asked === 'erase' ? 'manage.eraseTitle' : 'manage.cancelTitle')}
          </Title2>
          <Body1 as="p">{t(asked === 'erase' ? 'manage.eraseText' : 'manage.cancelText')}</Body1>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="action" value={asked} />
          <input type="hidden" name="bestaetigt" value="ja" />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={busy}
              icon={asked === 'erase' ? <DeleteRegular /> : <DismissCircleRegular />}
              data-testid="trial-step-confirm"
            >
              {t(asked === 'erase' ? 'manage.erase' : 'manage.cancel')}
            </Button>
            <RouterLink
              to={`${manage}?token=${encodeURIComponent(token)}`}
              data-testid="trial-step-keep"
            >
              {t('manage.keep')}
            </RouterLink>
          </div>
        </PageForm>
      ) : null}
      {data && !erased && !asked ? (
        <PageForm action={manage} className={styles.form} onSubmit={ask} aria-busy={busy}>
          <Body1 as="p">{t('manage.intro')}</Body1>
          <input type="hidden" name="token" value={token} />
          <div className={styles.actions}>
            {open ? (
              <Button
                type="submit"
                name="action"
                value="cancel"
                icon={<DismissCircleRegular />}
                data-testid="trial-cancel"
              >
                {t('manage.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              name="action"
              value="erase"
              icon={<DeleteRegular />}
              data-testid="trial-erase"
            >
              {t('manage.erase')}
            </Button>
          </div>
        </PageForm>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onCancel={() => setAsking(null)}
        title={asking === 'erase' ? t('manage.eraseTitle') : t('manage.cancelTitle')}
        confirmLabel={asking === 'erase' ? t('manage.erase') : t('manage.cancel')}
        cancelLabel={t('manage.keep')}
        busy={busy}
        onConfirm={() => void run(asking ?? 'cancel')}
        testIds={{
          surface: 'trial-dialog',
          confirm: 'trial-dialog-confirm',
          cancel: 'trial-dialog-cancel',
        }}
      >
        {asking === 'erase' ? t('manage.eraseText') : t('manage.cancelText')}
      </ConfirmDialog>
    </article>
  );
}
