import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Delete20Regular, Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import type { components } from '@/api/generated/schema';
import { api } from '@/api/typed';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import '@/features/users/strings';

type PersonBooking = components['schemas']['TrialPersonBookingDto'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalXXL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  search: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  field: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  list: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    paddingLeft: tokens.spacingHorizontalXL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The JSON the visitor gets: the bookings without the ids only the club's system needs. */
function exportText(email: string, bookings: PersonBooking[]): string {
  return JSON.stringify(
    {
      exported_at: new Date().toISOString(),
      email,
      trial_bookings: bookings.map((b) => ({
        course: b.course_title,
        date: b.date,
        name: b.name,
        email: b.email,
        age: b.age,
        guardian_name: b.guardian_name,
        status: b.status,
        attended: b.attended,
        booked_at: b.created_at,
      })),
    },
    null,
    2,
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A trial visitor's request to the club by e-mail (GDPR Art. 15 and 17; they have no account):
 * a user admin finds the bookings of the address, downloads them for the answer, or deletes them
 * (the places they held go to the waiting lists). Online only, like the user list.
 */
export function TrialPersonRequest({ online }: { online: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('users');
  const flash = useFlash();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [found, setFound] = useState<{ email: string; bookings: PersonBooking[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      const { data } = await api.get('/api/trials/person', { query: { email: address } });
      setFound({ email: address, bookings: data ?? [] });
    } catch (error) {
      flash.show(errorMessage(error, i18n), 'warning');
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    try {
      const envelope = await api.delete('/api/trials/person', { query: { email: found.email } });
      flash.show(successText(envelope.message, t('trialRequest.deleted'), i18n), 'success');
      setFound({ email: found.email, bookings: [] });
    } catch (error) {
      flash.show(errorMessage(error, i18n), 'warning');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section
      className={styles.root}
      aria-labelledby="trial-request-title"
      data-testid="trial-request"
    >
      <Subtitle2 as="h2" id="trial-request-title">
        {t('trialRequest.title')}
      </Subtitle2>
      <p className={styles.intro}>{t('trialRequest.intro')}</p>
      <form className={styles.search} onSubmit={(event) => void search(event)} noValidate>
        <Field
          className={styles.field}
          label={t('trialRequest.email')}
          validationMessage={invalid ? t('trialRequest.invalid') : undefined}
          validationState={invalid ? 'error' : 'none'}
        >
          <Input
            type="email"
            value={email}
            onChange={(_, data) => {
              setEmail(data.value);
              setInvalid(false);
            }}
            data-testid="trial-request-email"
          />
        </Field>
        <Button
          type="submit"
          icon={busy && !asking ? <Spinner size="tiny" /> : <Search20Regular />}
          disabled={busy || !online}
          data-testid="trial-request-search"
        >
          {t('trialRequest.search')}
        </Button>
      </form>
      {found ? (
        <div aria-live="polite" data-testid="trial-request-result">
          {found.bookings.length === 0 ? (
            <MessageBar intent="info">
              <MessageBarBody>{t('trialRequest.none', { email: found.email })}</MessageBarBody>
            </MessageBar>
          ) : (
            <>
              <p>{t('trialRequest.found', { count: found.bookings.length, email: found.email })}</p>
              <ul className={styles.list}>
                {found.bookings.map((b) => (
                  <li key={b._id}>
                    {t('trialRequest.row', {
                      course: b.course_title,
                      date: new Intl.DateTimeFormat(i18n.language, {
                        timeZone: 'UTC',
                        dateStyle: 'medium',
                      }).format(new Date(`${b.date}T00:00:00Z`)),
                      name: b.name,
                      status: t(`trialRequest.status.${b.status}`),
                    })}
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button
                  icon={<ArrowDownload20Regular />}
                  onClick={() =>
                    download(
                      `probetraining_${found.email.replace(/[^a-z0-9]+/gi, '-')}.json`,
                      exportText(found.email, found.bookings),
                    )
                  }
                  data-testid="trial-request-download"
                >
                  {t('trialRequest.download')}
                </Button>
                <Button
                  icon={<Delete20Regular />}
                  disabled={busy || !online}
                  onClick={() => setAsking(true)}
                  data-testid="trial-request-delete"
                >
                  {t('trialRequest.delete')}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        title={t('trialRequest.deleteTitle')}
        confirmLabel={t('trialRequest.delete')}
        cancelLabel={t('account:common.cancel')}
        busy={busy}
        onConfirm={() => void erase()}
        testIds={{
          surface: 'trial-request-dialog',
          confirm: 'trial-request-confirm',
          cancel: 'trial-request-cancel',
        }}
      >
        {t('trialRequest.deleteText', {
          count: found?.bookings.length ?? 0,
          email: found?.email ?? '',
        })}
      </ConfirmDialog>
    </section>
  );
}
