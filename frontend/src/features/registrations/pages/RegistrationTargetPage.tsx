import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ArrowLeft20Regular,
  Mail20Regular,
  PersonAdd20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/errorMessage';
import { usePermission } from '@/auth/usePermission';
import { RouterLink } from '@/components/RouterLink';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { EmptyState } from '@/components/layout/EmptyState';
import { useEditorPageStyles } from '@/components/layout/editorPage.styles';
import { useFlash } from '@/components/flash/useFlash';
import { useOnline } from '@/components/network/useOnline';
import { useCsvDownload } from '@/features/registrations/api/useRegistrationActions';
import { useRegistrationOffer } from '@/features/registrations/api/useRegistrationOffer';
import { useRegistrations } from '@/features/registrations/api/useRegistrations';
import { LateRegistrationDialog } from '@/features/registrations/components/LateRegistrationDialog';
import { MessageDialog } from '@/features/registrations/components/MessageDialog';
import { OfferSettingsForm } from '@/features/registrations/components/OfferSettingsForm';
import { RegistrationCounts } from '@/features/registrations/components/RegistrationCounts';
import { RegistrationList } from '@/features/registrations/components/RegistrationList';
import {
  isRegistrationKind,
  type RegistrationKind,
  type RegistrationOffer,
} from '@/features/registrations/offline';
import { useLang } from '@/i18n/useLang';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  dates: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * One target's registrations (`/:lang/account/anmeldungen/:kind/:target`, linked from the
 * organiser's notice mail): the counts, the people with their check-in (offline too), cancel,
 * a message to all, the CSV, the run's late registration, and the offer's settings.
 */
export function RegistrationTargetPage() {
  const { kind, target } = useParams();
  const { t } = useTranslation('registrationsStaff');
  const may = {
    workshop: usePermission('workshops:manage'),
    funrun: usePermission('club:manage'),
    event: usePermission('events:manage'),
  };
  if (!isRegistrationKind(kind) || !target) return <EmptyState text={t('target.notFound')} />;
  if (!may[kind]) {
    return <EmptyState text={t(`target.notAllowed.${kind}`)} />;
  }
  return <TargetPage kind={kind} target={target} />;
}

function TargetPage({ kind, target }: { kind: RegistrationKind; target: string }) {
  const { t } = useTranslation(['registrationsStaff', 'account']);
  const styles = useStyles();
  const page = useEditorPageStyles();
  const lang = useLang();
  const { offer, isError, stale } = useRegistrationOffer(kind, target);
  const list = useRegistrations(kind, target, offer?._id);

  const back = (
    <RouterLink className={styles.back} to={`/${lang}/account/anmeldungen`}>
      <ArrowLeft20Regular aria-hidden />
      {t('target.back')}
    </RouterLink>
  );
  if (!offer) {
    return (
      <section className={page.root} aria-labelledby="registration-title">
        {back}
        <Title2 as="h1" id="registration-title">
          {t('target.loadingTitle')}
        </Title2>
        {isError ? (
          <EmptyState text={t('target.loadError')} />
        ) : (
          <Spinner label={t('account:common.loading')} />
        )}
      </section>
    );
  }
  const people = list.items ?? [];
  const settings = (
    <section className={page.panel} aria-labelledby="offer-settings-title">
      <Subtitle1 as="h2" id="offer-settings-title">
        {t('settings.title')}
      </Subtitle1>
      <OfferSettingsForm offer={offer} />
    </section>
  );
  return (
    <section className={page.root} aria-labelledby="registration-title">
      {back}
      <div className={styles.head}>
        <Title2 as="h1" id="registration-title" className={styles.title}>
          {offer.title}
          <StateBadge offer={offer} />
        </Title2>
        {offer.dates.length ? (
          <ul className={styles.dates} data-testid="registration-dates">
            {offer.dates.map((d) => (
              <li key={`${d.date} ${d.start}`}>
                {[formatCalendarDate(d.date, lang), d.end ? `${d.start}–${d.end}` : d.start]
                  .concat(d.location ? [d.location] : [])
                  .join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          <Body1 className={styles.muted}>{t('target.noDates')}</Body1>
        )}
        {stale && (
          <MessageBar intent="warning" data-testid="offer-stale">
            <MessageBarBody>{t('target.stale')}</MessageBarBody>
          </MessageBar>
        )}
        {offer.version > 0 && <RegistrationCounts offer={offer} people={people} />}
      </div>
      {offer.version === 0 && settings}
      <section className={page.panel} aria-labelledby="registrations-people-title">
        <Subtitle1 as="h2" id="registrations-people-title">
          {t('people.title')}
        </Subtitle1>
        {offer.version > 0 && <Tools offer={offer} recipients={people.length} />}
        <RegistrationList offer={offer} list={list} />
      </section>
      {offer.version > 0 && settings}
    </section>
  );
}

function StateBadge({ offer }: { offer: RegistrationOffer }) {
  const { t } = useTranslation('registrationsStaff');
  if (offer.version === 0)
    return (
      <Badge appearance="tint" color="subtle" data-testid="offer-state">
        {t('state.none')}
      </Badge>
    );
  return offer.open ? (
    <Badge appearance="filled" color="success" data-testid="offer-state">
      {t('state.open')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning" data-testid="offer-state">
      {t('state.closed')}
    </Badge>
  );
}

/** CSV, a message to all, the run's late registration: calls that need the connection. */
function Tools({ offer, recipients }: { offer: RegistrationOffer; recipients: number }) {
  const { t, i18n } = useTranslation('registrationsStaff');
  const styles = useStyles();
  const online = useOnline();
  const flash = useFlash();
  const csv = useCsvDownload(offer.kind, offer.target);
  const [dialog, setDialog] = useState<'message' | 'late' | null>(null);
  const download = () =>
    csv.mutate(undefined, {
      onError: (error) => flash.show(errorMessage(error, i18n), 'error'),
    });
  return (
    <>
      {!online && (
        <MessageBar intent="info" data-testid="tools-offline">
          <MessageBarBody>{t('tools.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.tools}>
        <Button
          icon={csv.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
          disabled={!online || csv.isPending}
          onClick={download}
          data-testid="registrations-csv"
        >
          {csv.isPending ? t('tools.csvLoading') : t('tools.csv')}
        </Button>
        <Button
          icon={<Mail20Regular />}
          disabled={!online || recipients === 0}
          onClick={() => setDialog('message')}
          data-testid="registrations-message"
        >
          {t('tools.message')}
        </Button>
        {offer.kind === 'funrun' && (
          <Button
            icon={<PersonAdd20Regular />}
            disabled={!online}
            onClick={() => setDialog('late')}
            data-testid="registrations-late"
          >
            {t('tools.late')}
          </Button>
        )}
      </div>
      {dialog === 'message' && (
        <MessageDialog
          kind={offer.kind}
          target={offer.target}
          recipients={recipients}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'late' && (
        <LateRegistrationDialog offer={offer} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
