import { Body1, Link, Title2 } from '@fluentui/react-components';
import {
  DocumentRegular,
  LocationRegular,
  MailRegular,
  MedalRegular,
  OpenRegular,
  TaskListLtrRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  formatDistance,
  formatEuros,
  lateClosesTime,
  longDate,
  noteLines,
  trackName,
  type Funrun,
  type FunrunPhase,
} from '@/features/funrun/funrun';
import { useFunrunStyles } from '@/features/funrun/components/FunrunView.styles';
import type { Language } from '@/i18n';

interface Props {
  run: Funrun;
  phase: FunrunPhase;
  lang: Language;
}

/** Where the run starts and finishes: the venue of the data, with its map. */
export function FunrunVenue({ run }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const venue = run.venue;
  return (
    <section className={styles.section} aria-labelledby="funrun-venue">
      <Title2 as="h2" id="funrun-venue" className={styles.heading}>
        {t('venue.title')}
      </Title2>
      <Body1 as="p" className={styles.iconLine} data-testid="funrun-venue-text">
        <LocationRegular aria-hidden="true" />
        {venue ? (
          <span>
            {t('venue.text', {
              name: venue.name,
              street: venue.street,
              postalCode: venue.postal_code,
              city: venue.city,
            })}{' '}
            {venue.maps_link ? (
              <Link href={venue.maps_link} target="_blank" rel="noopener noreferrer">
                {t('venue.map')} <OpenRegular aria-hidden="true" />
              </Link>
            ) : null}
          </span>
        ) : (
          <span>{t('venue.none')}</span>
        )}
      </Body1>
    </section>
  );
}

/** How to register and what it costs; closed once the deadline has passed. */
export function FunrunRegistration({ run, phase, lang }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const date = longDate(run.registration_until, lang);
  const email = run.registration_email;
  return (
    <section className={styles.section} aria-labelledby="funrun-registration">
      <Title2 as="h2" id="funrun-registration" className={styles.heading}>
        {t('registration.title')}
      </Title2>
      {phase === 'open' ? (
        <>
          <Body1 as="p" className={styles.paragraph}>
            {t(email ? 'registration.how' : 'registration.howOffice', { date })}
          </Body1>
          {email ? (
            <Body1 as="p" className={styles.iconLine}>
              <MailRegular aria-hidden="true" />
              <Link
                href={`mailto:${email}?subject=${encodeURIComponent(
                  t('registration.mailSubject', { year: run.year }),
                )}`}
                data-testid="funrun-register"
              >
                {t('registration.mail', { email })}
              </Link>
            </Body1>
          ) : null}
        </>
      ) : (
        <Body1 as="p" className={styles.paragraph} data-testid="funrun-registration-closed">
          {t('registration.closed', { year: run.year })}
        </Body1>
      )}
      {run.late_fee > 0 ? (
        <Body1 as="p" className={styles.paragraph}>
          {t('registration.lateFee', { amount: formatEuros(run.late_fee, lang) })}
        </Body1>
      ) : null}
    </section>
  );
}

/** The tracks with their distance, start, fee, age group and medal. */
export function FunrunTracks({ run, lang }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  return (
    <section className={styles.section} aria-labelledby="funrun-tracks">
      <Title2 as="h2" id="funrun-tracks" className={styles.heading}>
        {t('tracks.title')}
      </Title2>
      {run.tracks.length === 0 ? <Body1 as="p">{t('tracks.none')}</Body1> : null}
      {run.tracks.length ? (
        <ul className={styles.tracks} data-testid="funrun-tracks">
          {run.tracks.map((track, i) => (
            <li key={i} className={styles.track}>
              <span className={styles.trackName}>{trackName(track, lang)}</span>
              {/* One line, so six tracks keep a phone's page short (its sponsors' logos load). */}
              <span className={styles.fee}>
                {formatDistance(track.distance_m, lang)}
                {track.start_time !== run.start_time
                  ? ` · ${t('tracks.start', { time: track.start_time })}`
                  : null}
                {' · '}
                <span data-testid="funrun-fee">
                  {track.fee
                    ? t('registration.fee', { amount: formatEuros(track.fee, lang) })
                    : t('registration.free')}
                </span>
              </span>
              {track.age_group ? (
                <span className={styles.fee}>
                  {t('tracks.ageGroup', { group: track.age_group })}
                </span>
              ) : null}
              {track.medal ? (
                <span className={styles.medal}>
                  <MedalRegular aria-hidden="true" />
                  {t('tracks.medal')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Registration deadline, bib pick-up, start and late registration, from the data. */
export function FunrunDates({ run, lang }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const late = {
    minutes: run.late_closes_minutes,
    time: lateClosesTime(run),
  };
  return (
    <section className={styles.section} aria-labelledby="funrun-dates">
      <Title2 as="h2" id="funrun-dates" className={styles.heading}>
        {t('dates.title')}
      </Title2>
      <dl className={styles.dates} data-testid="funrun-dates">
        <dt>{t('dates.registration')}</dt>
        <dd>{t('dates.registrationValue', { date: longDate(run.registration_until, lang) })}</dd>
        {run.bib_pickups.length ? (
          <>
            <dt>{t('dates.bibPickup')}</dt>
            <dd>
              <ul className={styles.slots}>
                {run.bib_pickups.map((slot, i) => (
                  <li key={i}>
                    {t('dates.slot', {
                      date: longDate(slot.date, lang),
                      from: slot.from,
                      to: slot.to,
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>{t('dates.start')}</dt>
        <dd>{t('dates.startValue', { date: longDate(run.date, lang), time: run.start_time })}</dd>
        <dt>{t('dates.lateRegistration')}</dt>
        <dd>
          {t(
            run.bib_pickups.length ? 'dates.lateRegistrationValue' : 'dates.lateRegistrationOnDay',
            late,
          )}
        </dd>
      </dl>
    </section>
  );
}

/** Medals (from the tracks) and the run's own notes, one point a line. */
export function FunrunRules({ run, lang }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const medals = run.tracks.filter((track) => track.medal).map((track) => trackName(track, lang));
  const notes = noteLines(run, lang);
  if (!medals.length && !notes.length) return null;
  return (
    <section className={styles.section} aria-labelledby="funrun-rules">
      <Title2 as="h2" id="funrun-rules" className={styles.heading}>
        {t('rules.title')}
      </Title2>
      <ul className={styles.rules}>
        {medals.length ? (
          <li className={styles.rule}>
            <MedalRegular aria-hidden="true" />
            {t('rules.medals', { tracks: medals.join(', ') })}
          </li>
        ) : null}
        {notes.map((note, i) => (
          <li key={i} className={styles.rule}>
            <TaskListLtrRegular aria-hidden="true" />
            {note}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** After the run: where its results are. */
export function FunrunResults({ run, phase }: Props) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  if (phase !== 'over' || !run.results_url) return null;
  return (
    <section className={styles.section} aria-labelledby="funrun-results">
      <Title2 as="h2" id="funrun-results" className={styles.heading}>
        {t('results.title')}
      </Title2>
      <Body1 as="p" className={styles.iconLine} data-testid="funrun-results">
        <DocumentRegular aria-hidden="true" />
        <Link href={run.results_url} target="_blank" rel="noopener noreferrer">
          {t('results.link', { year: run.year })} <OpenRegular aria-hidden="true" />
        </Link>
      </Body1>
    </section>
  );
}
