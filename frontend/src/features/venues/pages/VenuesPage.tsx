import { Body1, Link, makeStyles, Title1, Title3, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, LocationRegular, OpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { RouterLink } from '@/components/RouterLink';
import { LoadState, PageImage } from '@/features/departments';
import { venuePlanPath } from '@/features/venues/hallPlan';
import { mapsUrl } from '@/components/maps/mapsUrl';
import { venueJsonLd } from '@/features/venues/venues';
import { useLang } from '@/i18n/useLang';
import { VenueClosures } from '@/features/venues/components/VenueClosures';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/venues.json';
import en from '@/locales/en/venues.json';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';

addNamespace('venues', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    boxSizing: 'border-box',
    width: '100%',
  },
  header: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
    '@media (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  photo: { borderRadius: 0 },
  body: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
    alignContent: 'start',
  },
  address: {
    fontStyle: 'normal',
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  links: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  planLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** `/:lang/sportstaetten`: the club's venues with address and a maps link. */
export function VenuesPage() {
  const styles = useStyles();
  const { t } = useTranslation('venues');
  const club = useClub();
  const lang = useLang();
  const venues = useQuery(publicQueries.locations());
  const list = venues.data ?? [];
  const closures = useQuery(publicQueries.closures()).data ?? [];
  usePageMeta({
    title: t('title'),
    description: t('description', { club: club.name }),
    image: list.find((v) => v.photoURL)?.photoURL ?? undefined,
    jsonLd: list.map(venueJsonLd),
  });

  return (
    <article className={styles.page} data-testid="venues-page">
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          {t('title')}
        </Title1>
        <Body1 as="p">{t('intro')}</Body1>
      </header>
      {venues.isPending ? <LoadState kind="loading" text={t('loading')} /> : null}
      {failedWithoutData(venues) ? <LoadState kind="error" text={t('loadError')} /> : null}
      {shownStatus(venues) === 'success' && list.length === 0 ? (
        <LoadState kind="empty" text={t('empty')} />
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((venue, index) => (
            <li key={venue._id}>
              <section
                className={styles.card}
                aria-labelledby={`venue-${venue._id}`}
                data-testid="venue-card"
              >
                {venue.photoURL ? (
                  <PageImage
                    className={styles.photo}
                    src={venue.photoURL}
                    srcSet={venue.srcset}
                    sizes="(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw"
                    alt={t('photoAlt', { name: venue.name })}
                    priority={index === 0}
                  />
                ) : null}
                <div className={styles.body}>
                  <Title3 as="h2" id={`venue-${venue._id}`} className={styles.heading}>
                    {venue.name}
                  </Title3>
                  <address className={styles.address}>
                    <LocationRegular aria-hidden="true" />
                    <span>
                      {venue.address}
                      <br />
                      {venue.postal_code} {venue.city}
                    </span>
                  </address>
                  <VenueClosures
                    closures={closures.filter((closure) => closure.location._id === venue._id)}
                  />
                  {venue.description ? <Body1 as="p">{venue.description}</Body1> : null}
                  <div className={styles.links}>
                    <RouterLink
                      to={venuePlanPath(lang, venue._id)}
                      className={styles.planLink}
                      aria-label={t('planLinkLabel', { name: venue.name })}
                      data-testid="venue-plan-link"
                    >
                      <CalendarLtrRegular aria-hidden="true" />
                      {t('planLink')}
                    </RouterLink>
                    <Link href={mapsUrl(venue)} target="_blank" rel="noopener noreferrer">
                      {t('maps', { name: venue.name })} <OpenRegular aria-hidden="true" />
                    </Link>
                  </div>
                  <CalendarLinks feed={`venue/${venue._id}.ics`} name={venue.name} />
                </div>
              </section>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
