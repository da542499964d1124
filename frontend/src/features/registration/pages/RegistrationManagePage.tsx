import { Body1, Button, MessageBar, MessageBarBody, Title1 } from '@fluentui/react-components';
import { DeleteRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { answerText, errorMessage } from '@/api/errorMessage';
import type { PublicRegistration } from '@/features/registration/registration';
import { api } from '@/api/typed';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageForm } from '@/components/form/PageForm';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { LoadState } from '@/features/departments';
import { RegistrationDetails } from '@/features/registration/components/RegistrationDetails';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { useLang } from '@/i18n/useLang';
import '@/features/registration/strings';

type Action = 'cancel' | 'erase';
type Outcome = 'abgesagt' | 'geloescht';

const viewKey = (token: string) => ['registration', 'view', token] as const;

/**
 * `/:lang/anmeldung/verwalten?token=…`, the link of the registration's mails: the visitor sees their
 * registration (POST /public/registrations/view: the token stays out of logs), cancels it (the first on the
 * waiting list moves up) or deletes it with its data. The two buttons also post without the app
 * (registrations.page.controller.ts, answering with `?ergebnis=abgesagt|geloescht`).
 */
export function RegistrationManagePage() {
  const styles = useRegistrationPageStyles();
  const { t, i18n } = useTranslation('registration');
  const lang = useLang();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const answer = usePageFormAnswer('registrationManage');
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const value = params.get('ergebnis');
    return value === 'abgesagt' || value === 'geloescht' ? value : null;
  });
  const [failure, setFailure] = useState<string | null>(() =>
    answer ? answerText(answer.code, answer.message, i18n) : null,
  );
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // The registration is read in the browser only: the server's page holds no one's data.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const registration = useQuery({
    queryKey: viewKey(token),
    queryFn: async () =>
      (await api.post('/public/registrations/view', { json: { token } })).data ?? null,
    enabled: mounted && token !== '' && outcome !== 'geloescht',
    retry: false,
    staleTime: Infinity,
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
    try {
      if (action === 'erase') {
        await api.post('/public/registrations/erase', { json: { token } });
        client.removeQueries({ queryKey: viewKey(token) });
        setOutcome('geloescht');
      } else {
        const envelope = await api.post('/public/registrations/cancel', { json: { token } });
        client.setQueryData<PublicRegistration | null>(viewKey(token), envelope.data ?? null);
        setOutcome('abgesagt');
      }
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const data = registration.data;
  const open = data ? data.status !== 'cancelled' : true;
  const erased = outcome === 'geloescht';
  return (
    <article className={styles.page} data-testid="registration-manage-page">
      <Title1 as="h1" className={styles.heading}>
        {t('manage.title')}
      </Title1>
      {outcome ? (
        <MessageBar intent="success" layout="multiline" data-testid="registration-outcome">
          <MessageBarBody>{t(`manage.${outcome}`)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="registration-manage-failure">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!token && !erased && !outcome && !failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="registration-no-token">
          <MessageBarBody>{t('noToken')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {registration.isLoading ? <LoadState kind="loading" text={t('manage.loading')} /> : null}
      {registration.isError ? (
        <MessageBar intent="error" layout="multiline" data-testid="registration-manage-load-error">
          <MessageBarBody>{errorMessage(registration.error, i18n)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? <RegistrationDetails registration={data} /> : null}
      {token && !erased && !registration.isError ? (
        <PageForm
          action={`/${lang}/anmeldung/verwalten`}
          className={styles.form}
          onSubmit={ask}
          aria-busy={busy}
        >
          <Body1 as="p">{t('manage.intro')}</Body1>
          <input type="hidden" name="token" value={token} />
          <div className={styles.actions}>
            {open ? (
              <Button
                type="submit"
                name="action"
                value="cancel"
                icon={<DismissCircleRegular />}
                data-testid="registration-cancel"
              >
                {t('manage.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              name="action"
              value="erase"
              icon={<DeleteRegular />}
              data-testid="registration-erase"
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
          surface: 'registration-dialog',
          confirm: 'registration-dialog-confirm',
          cancel: 'registration-dialog-cancel',
        }}
      >
        {asking === 'erase' ? t('manage.eraseText') : t('manage.cancelText')}
      </ConfirmDialog>
    </article>
  );
}
