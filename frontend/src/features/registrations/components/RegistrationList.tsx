import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { matchesSearch } from '@/components/format/search';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { RegistrationRow } from '@/features/registrations/components/RegistrationRow';
import { trackName } from '@/features/registrations/format';
import {
  registrationEntity,
  type LocalRegistration,
  type RegistrationOffer,
} from '@/features/registrations/offline';
import { useLang } from '@/i18n/useLang';
import type { OfflineList } from '@/offline/hooks';
import type { Registration } from '@/features/registrations/offline';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '24rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

const ORDER: Record<Registration['status'], number> = {
  confirmed: 0,
  waiting: 1,
  unconfirmed: 2,
  cancelled: 3,
};

/** Confirmed ones first (the run's by start number), then the waiting list in its order. */
function byListOrder(a: LocalRegistration, b: LocalRegistration): number {
  return (
    ORDER[a.status] - ORDER[b.status] ||
    (a.track ?? 0) - (b.track ?? 0) ||
    (a.bib ?? 0) - (b.bib ?? 0) ||
    (a.waiting_position ?? 0) - (b.waiting_position ?? 0) ||
    a.created_at.localeCompare(b.created_at) ||
    a.name.localeCompare(b.name, 'de')
  );
}

export interface RegistrationListProps {
  offer: RegistrationOffer;
  list: OfflineList<Registration>;
}

/**
 * The people registered for a target, kept on the device: a search by name, e-mail, team or
 * start number (the race office finds a runner at once), the check-in and the cancel through
 * the outbox, so both work at the venue without signal and are sent when it is back.
 */
export function RegistrationList({ offer, list }: RegistrationListProps) {
  const { t } = useTranslation(['registrationsStaff', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const { user } = useAuth();
  const writes = useOutboxSave(registrationEntity);
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const [typed, setTyped] = useState('');
  const [cancelling, setCancelling] = useState<LocalRegistration | null>(null);
  const all = useMemo(() => [...(list.items ?? [])].sort(byListOrder), [list.items]);
  const shown = useMemo(
    () =>
      all.filter((r) =>
        [r.name, r.email ?? '', r.team ?? '', r.bib === null ? '' : String(r.bib)].some((text) =>
          matchesSearch(text, typed),
        ),
      ),
    [all, typed],
  );

  const body = () => {
    if (list.loading) return <Spinner size="small" label={t('account:common.loading')} />;
    if (list.failed) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('people.loadError')}{' '}
            <Button size="small" onClick={list.refetch}>
              {t('account:common.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      );
    }
    if (all.length === 0) {
      return (
        <p className={styles.muted} data-testid="registrations-empty" role="status">
          {t(offer.version === 0 ? 'people.notSetUp' : 'people.empty')}
        </p>
      );
    }
    return (
      <>
        <Field className={styles.search} label={t('people.search')}>
          <SearchBox
            value={typed}
            onChange={(_event, data) => setTyped(data.value)}
            data-testid="registrations-search"
          />
        </Field>
        {shown.length === 0 ? (
          <p className={styles.muted} role="status">
            {t('people.noMatch', { search: typed.trim() })}
          </p>
        ) : (
          <ul className={styles.list} aria-label={t('people.label')}>
            {shown.map((registration) => (
              <RegistrationRow
                key={registration._id}
                registration={registration}
                track={trackName(offer, registration.track, lang)}
                rows={rowsOf.get(`registration:${registration._id}`)}
                onCheckIn={(checked_in) =>
                  void writes.save({ id: registration._id, patch: { checked_in } })
                }
                onCancel={() => setCancelling(registration)}
              />
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <div className={styles.root}>
      {list.stale && (
        <MessageBar intent="warning" data-testid="registrations-stale">
          <MessageBarBody>{t('people.stale')}</MessageBarBody>
        </MessageBar>
      )}
      {body()}
      <ConfirmDialog
        open={cancelling !== null}
        onCancel={() => setCancelling(null)}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onConfirm={() => {
          const registration = cancelling;
          setCancelling(null);
          if (registration) void writes.remove(registration._id);
        }}
        testIds={{
          surface: 'registration-cancel-dialog',
          confirm: 'registration-cancel-confirm',
          cancel: 'registration-cancel-keep',
        }}
      >
        {cancelling &&
          t(cancelling.email ? 'cancel.text' : 'cancel.textNoMail', {
            name: cancelling.name,
            title: offer.title,
          })}
        {/* Only a held place can go to the next on the waiting list. */}
        {cancelling?.status === 'confirmed' && ` ${t('cancel.moveUp')}`}
        {!navigator.onLine && ` ${t('cancel.offline')}`}
      </ConfirmDialog>
    </div>
  );
}
