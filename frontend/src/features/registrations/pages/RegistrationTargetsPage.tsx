import {
  Badge,
  Body1,
  Card,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronRight20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@/components/RouterLink';
import { berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { ListStates } from '@/components/layout/ListStates';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import {
  sortTargets,
  useRegistrationTargets,
  type RegistrationTargetSummary,
} from '@/features/registrations/api/useRegistrationTargets';
import { isRegistrationReference } from '@/features/registrations/api/useRegistrationOffer';
import { useLang } from '@/i18n/useLang';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalM}`, maxWidth: '48rem' },
  card: { height: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    marginTop: 'auto',
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The back office's "Anmeldungen": the workshops and fun runs one manages, soonest first, each
 * with whether it takes registrations and how many came; each opens its page (settings, list).
 */
export function RegistrationTargetsPage() {
  const { t } = useTranslation('registrationsStaff');
  const styles = useStyles();
  const listStyles = useListPageStyles();
  const targets = useRegistrationTargets();
  const queryClient = useQueryClient();
  const today = berlinToday();
  const sorted = useMemo(() => sortTargets(targets.data ?? [], today), [targets.data, today]);
  return (
    <section aria-labelledby="registrations-title">
      <div className={listStyles.header}>
        <Title2 as="h1" id="registrations-title">
          {t('list.title')}
        </Title2>
      </div>
      <Body1 as="p" className={styles.intro}>
        {t('list.intro')}
      </Body1>
      <ListStates
        loading={targets.data === undefined && !targets.isError}
        failed={targets.isError}
        stale={targets.stale}
        empty={sorted.length === 0}
        texts={{ failed: t('list.loadError'), empty: t('list.empty'), stale: t('list.stale') }}
        onRetry={() =>
          void queryClient.invalidateQueries({
            predicate: (query) => isRegistrationReference(query.queryKey),
          })
        }
      >
        <ul className={listStyles.grid} aria-label={t('list.title')}>
          {sorted.map((item) => (
            <li key={`${item.kind}:${item.target}`} data-testid="registration-target">
              <TargetCard item={item} today={today} />
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

function TargetCard({ item, today }: { item: RegistrationTargetSummary; today: string }) {
  const { t } = useTranslation('registrationsStaff');
  const styles = useStyles();
  const lang = useLang();
  const title = targetTitle(item, t);
  const next = item.dates.find((date) => date >= today);
  const shown = next ?? item.dates.at(-1);
  return (
    <Card className={styles.card}>
      <div className={styles.badges}>
        <Badge appearance="tint" color="informative">
          {t(`kind.${item.kind}`)}
        </Badge>
        {!item.saved ? (
          <Badge appearance="tint" color="subtle" data-testid="registration-target-state">
            {t('state.none')}
          </Badge>
        ) : item.open ? (
          <Badge appearance="filled" color="success" data-testid="registration-target-state">
            {t('state.open')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning" data-testid="registration-target-state">
            {t('state.closed')}
          </Badge>
        )}
        {shown && !next && (
          <Badge appearance="tint" color="subtle">
            {t('list.past')}
          </Badge>
        )}
      </div>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <Body1 className={styles.muted}>
        {shown ? formatCalendarDate(shown, lang) : t('list.noDate')}
        {item.dates.length > 1 ? ` · ${t('list.sessions', { count: item.dates.length })}` : ''}
      </Body1>
      {item.saved && (
        <Body1 data-testid="registration-target-counts">
          {item.places === null
            ? t('counts.confirmedUnlimited', { count: item.confirmed })
            : t(item.kind === 'funrun' ? 'counts.confirmedPerTrack' : 'counts.confirmed', {
                count: item.confirmed,
                places: item.places,
              })}
          {item.waiting > 0 ? ` · ${t('counts.waiting', { count: item.waiting })}` : ''}
        </Body1>
      )}
      <RouterLink
        className={styles.link}
        to={`/${lang}/account/anmeldungen/${item.kind}/${item.target}`}
        aria-label={t('list.openFor', { title })}
        data-testid="registration-target-open"
      >
        {t(item.saved ? 'list.open' : 'list.setUp')}
        <ChevronRight20Regular aria-hidden />
      </RouterLink>
    </Card>
  );
}

/** A workshop's title, or „Volkslauf 2027". */
export function targetTitle(
  item: Pick<RegistrationTargetSummary, 'kind' | 'title' | 'year'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  return item.kind === 'funrun' ? t('funrunTitle', { year: item.year ?? '' }) : (item.title ?? '');
}
