import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, LocationRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { WeekPlan } from '@/components/schedule/WeekPlan';
import { shortDay } from '@/components/schedule/cancellations';
import { LoadState } from '@/features/departments';
import { publicPlanEntries } from '@/features/venues/hallPlan';
import { venueJsonLd } from '@/features/venues/venues';
import { addNamespace } from '@/i18n';
import { useLang } from '@/i18n/useLang';
import de from '@/locales/de/venues.json';
import en from '@/locales/en/venues.json';
import { useClub } from '@/components/club/club';

addNamespace('venues', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
  },
  header: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  address: {
    fontStyle: 'normal',
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * `/:lang/sportstaetten/:id`: a venue's hall plan (issue 25), every published slot of courses and
 * workshops there as a week, rendered on the server (works without JavaScript).
 */
export function VenuePlanPage() {
  const styles = useStyles();
  const { t } = useTranslation('venues');
  const club = useClub();
  const lang = useLang();
  const id = useParams().id ?? '';
  const venues = useQuery(publicQueries.locations());
  const plan = useQuery(publicQueries.locationPlan(id));
  const venue = venues.data?.find((v) => v._id === id);
  // GET /public/locations/{id}/plan answers 404 for a venue that does not exist.
  const missing =
    (shownStatus(plan) === 'success' && plan.data === null) ||
    (isApiError(plan.error) && plan.error.status === 404);
  usePageMeta(
    venue
      ? {
          title: t('plan.metaTitle', { name: venue.name }),
          description: t('plan.description', { name: venue.name, club: club.name }),
          image: venue.photoURL ?? undefined,
          imageAlt: venue.name,
          jsonLd: [venueJsonLd(venue)],
        }
      : missing
        ? { title: t('plan.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('title') },
  );

  const back = (
    <RouterLink to={`/${lang}/sportstaetten`} className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" />
      {t('plan.back')}
    </RouterLink>
  );
  if (missing) {
    return (
      <article className={styles.page} data-testid="venue-plan-not-found">
        <Title1 as="h1" className={styles.heading}>
          {t('plan.notFoundTitle')}
        </Title1>
        <Body1 as="p">{t('plan.notFoundText')}</Body1>
        <div>{back}</div>
      </article>
    );
  }
  const slots = plan.data ?? [];
  return (
    <article className={styles.page} data-testid="venue-plan-page">
      <header className={styles.header}>
        <div>{back}</div>
        <Title1 as="h1" className={styles.heading}>
          {venue ? t('plan.title', { name: venue.name }) : t('title')}
        </Title1>
        {venue ? (
          <address className={styles.address}>
            <LocationRegular aria-hidden="true" />
            <span>
              {venue.address}, {venue.postal_code} {venue.city}
            </span>
          </address>
        ) : null}
        <Body1 as="p">{t('plan.intro')}</Body1>
      </header>
      {plan.isPending ? <LoadState kind="loading" text={t('plan.loading')} /> : null}
      {failedWithoutData(plan) ? <LoadState kind="error" text={t('plan.loadError')} /> : null}
      {plan.data && slots.length === 0 ? <LoadState kind="empty" text={t('plan.empty')} /> : null}
      {slots.length > 0 ? (
        <WeekPlan
          entries={publicPlanEntries(slots, lang, t('plan.workshop'), (date) =>
            t('plan.onlyOn', { date: shortDay(date, lang) }),
          )}
          dayLabel={(day) => t(`weekday.${day}`)}
          freeLabel={t('plan.free')}
          idPrefix="plan"
        />
      ) : null}
    </article>
  );
}
