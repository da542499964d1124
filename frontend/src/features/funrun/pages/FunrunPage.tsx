import {
  Body1,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Title1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import {
  LocationRegular,
  MailRegular,
  MedalRegular,
  OpenRegular,
  TimerRegular,
  TrophyRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { LoadState, PageImage } from '@/features/departments';
import { formatDate } from '@/components/format/date';
import {
  FUNRUN,
  FUNRUN_TRACKS,
  funrunJsonLd,
  funrunPhase,
  MEDAL_TRACKS,
} from '@/features/funrun/funrun';
import { useNow } from '@/features/funrun/useNow';
import { useLang } from '@/i18n/useLang';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/funrun.json';
import en from '@/locales/en/funrun.json';
import { failedWithoutData } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';

addNamespace('funrun', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '1000px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingVerticalXXL,
    boxSizing: 'border-box',
    width: '100%',
  },
  hero: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  heading: { margin: 0 },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  tracks: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  },
  track: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  trackName: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  fee: { color: tokens.colorNeutralForeground2 },
  paragraph: { margin: 0 },
  iconLine: {
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    '& svg': { flexShrink: 0, marginTop: '2px', fontSize: '20px' },
  },
  medal: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
  dates: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
    '@media (max-width: 599px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '& dd': { marginBottom: tokens.spacingVerticalS },
    },
  },
  rules: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  rule: { '& svg': { verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS } },
  sponsors: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  },
  sponsor: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  logo: { aspectRatio: '3 / 2', objectFit: 'contain' },
  sponsorText: { margin: 0 },
});

/** `/:lang/volkslauf`: the 2025 fun run (spec section 2 "Fun run page (2025)"). */
export function FunrunPage() {
  const styles = useStyles();
  const { t } = useTranslation('funrun');
  const club = useClub();
  const lang = useLang();
  const sponsors = useQuery(publicQueries.sponsors('volkslauf'));
  const phase = funrunPhase(useNow());
  const euros = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  usePageMeta({
    title: t('title'),
    description: t('description', { club: club.name }),
    jsonLd: [
      funrunJsonLd(club, t('title'), t('description', { club: club.name }), `/${lang}/volkslauf`),
    ],
  });
  const venue = FUNRUN.venue;
  const mailto = `mailto:${FUNRUN.registrationEmail}?subject=${encodeURIComponent(
    t('registration.mailSubject', { year: FUNRUN.year }),
  )}`;

  return (
    <article className={styles.page} data-testid="funrun-page">
      <header className={styles.hero}>
        <Title1 as="h1" className={styles.heading}>
          {t('title')}
        </Title1>
        <Body1 as="p">{t('intro', { club: club.name })}</Body1>
        <Body1 as="p">
          <strong>{t('when')}</strong>
        </Body1>
        <MessageBar
          intent={phase === 'open' ? 'success' : phase === 'late' ? 'warning' : 'info'}
          layout="multiline"
          data-testid="funrun-status"
          data-phase={phase}
        >
          <MessageBarBody>
            {t(`status.${phase}`, { year: FUNRUN.year })}
            {phase === 'over'
              ? ` ${FUNRUN.next ? t('status.next', { date: formatDate(FUNRUN.next) }) : t('status.notSet')}`
              : null}
          </MessageBarBody>
        </MessageBar>
      </header>

      <section className={styles.section} aria-labelledby="funrun-venue">
        <Title2 as="h2" id="funrun-venue" className={styles.heading}>
          {t('venue.title')}
        </Title2>
        <Body1 as="p" className={styles.iconLine} data-testid="funrun-venue-text">
          <LocationRegular aria-hidden="true" />
          <span>
            {t('venue.text', {
              name: venue.name,
              street: venue.street,
              postalCode: venue.postalCode,
              city: venue.city,
            })}{' '}
            <Link href={venue.mapsLink} target="_blank" rel="noopener noreferrer">
              {t('venue.map')} <OpenRegular aria-hidden="true" />
            </Link>
          </span>
        </Body1>
      </section>

      <section className={styles.section} aria-labelledby="funrun-registration">
        <Title2 as="h2" id="funrun-registration" className={styles.heading}>
          {t('registration.title')}
        </Title2>
        {phase === 'open' ? (
          <>
            <Body1 as="p" className={styles.paragraph}>
              {t('registration.how')}
            </Body1>
            <Body1 as="p" className={styles.iconLine}>
              <MailRegular aria-hidden="true" />
              <Link href={mailto} data-testid="funrun-register">
                {t('registration.mail', { email: FUNRUN.registrationEmail })}
              </Link>
            </Body1>
          </>
        ) : (
          <Body1 as="p" className={styles.paragraph} data-testid="funrun-registration-closed">
            {t('registration.closed', { year: FUNRUN.year })}
          </Body1>
        )}
        <Body1 as="p" className={styles.paragraph}>
          {t('registration.lateFee', { amount: euros.format(FUNRUN.lateFee) })}
        </Body1>
      </section>

      <section className={styles.section} aria-labelledby="funrun-tracks">
        <Title2 as="h2" id="funrun-tracks" className={styles.heading}>
          {t('tracks.title')}
        </Title2>
        <ul className={styles.tracks} data-testid="funrun-tracks">
          {FUNRUN_TRACKS.map((track) => (
            <li key={track} className={styles.track}>
              <span className={styles.trackName}>{t(`tracks.${track}`)}</span>
              <span className={styles.fee} data-testid="funrun-fee">
                {FUNRUN.fees[track]
                  ? t('registration.fee', { amount: euros.format(FUNRUN.fees[track]) })
                  : t('registration.free')}
              </span>
              {MEDAL_TRACKS.includes(track) ? (
                <span className={styles.medal}>
                  <MedalRegular aria-hidden="true" />
                  {t('tracks.medal')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="funrun-dates">
        <Title2 as="h2" id="funrun-dates" className={styles.heading}>
          {t('dates.title')}
        </Title2>
        <dl className={styles.dates} data-testid="funrun-dates">
          <dt>{t('dates.registration')}</dt>
          <dd>{t('dates.registrationValue')}</dd>
          <dt>{t('dates.bibPickup')}</dt>
          <dd>{t('dates.bibPickupValue')}</dd>
          <dt>{t('dates.start')}</dt>
          <dd>{t('dates.startValue')}</dd>
          <dt>{t('dates.lateRegistration')}</dt>
          <dd>{t('dates.lateRegistrationValue')}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="funrun-rules">
        <Title2 as="h2" id="funrun-rules" className={styles.heading}>
          {t('rules.title')}
        </Title2>
        <ul className={styles.rules}>
          <li className={styles.rule}>
            <MedalRegular aria-hidden="true" />
            {t('rules.medals')}
          </li>
          <li className={styles.rule}>
            <TrophyRegular aria-hidden="true" />
            {t('rules.podium')}
          </li>
          <li className={styles.rule}>
            <TimerRegular aria-hidden="true" />
            {t('rules.chip')}
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="funrun-sponsors">
        <Title2 as="h2" id="funrun-sponsors" className={styles.heading}>
          {t('sponsors.title')}
        </Title2>
        {sponsors.isPending ? <LoadState kind="loading" text={t('sponsors.loading')} /> : null}
        {failedWithoutData(sponsors) ? (
          <LoadState kind="error" text={t('sponsors.loadError')} />
        ) : null}
        {sponsors.data?.length === 0 ? <LoadState kind="empty" text={t('sponsors.empty')} /> : null}
        {sponsors.data?.length ? (
          <ul className={styles.sponsors} data-testid="funrun-sponsors">
            {sponsors.data.map((sponsor) => (
              <li key={sponsor._id} className={styles.sponsor}>
                {sponsor.photoURL ? (
                  <PageImage
                    className={styles.logo}
                    src={sponsor.photoURL}
                    srcSet={sponsor.srcset}
                    sizes="(min-width: 900px) 300px, 90vw"
                    alt={t('sponsors.logoAlt', { text: sponsor.text })}
                  />
                ) : null}
                <Body1 as="p" className={styles.sponsorText}>
                  {sponsor.text}
                </Body1>
                <Link href={sponsor.link} target="_blank" rel="noopener noreferrer">
                  {t('sponsors.visit', { text: sponsor.text })} <OpenRegular aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}
