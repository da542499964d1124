import { Body1, MessageBar, MessageBarBody, Title1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@/components/RouterLink';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useClub } from '@/components/club/club';
import {
  FunrunDates,
  FunrunRegistration,
  FunrunResults,
  FunrunRules,
  FunrunTracks,
  FunrunVenue,
} from '@/features/funrun/components/FunrunDetails';
import { FunrunSponsors } from '@/features/funrun/components/FunrunSponsors';
import { useFunrunStyles } from '@/features/funrun/components/FunrunView.styles';
import {
  funrunJsonLd,
  funrunPhase,
  lateClosesTime,
  longDate,
  runText,
  shortDate,
  trackName,
  type Funrun,
} from '@/features/funrun/funrun';
import { useNow } from '@/features/funrun/useNow';
import { useLang } from '@/i18n/useLang';
import { RegistrationLink, type PublicRegistrationOffer } from '@/features/registration';

const INTENT = { open: 'success', late: 'warning', closed: 'warning', over: 'info' } as const;

export interface FunrunViewProps {
  run: Funrun;
  /** The page's own path (`/de/volkslauf`, `/de/volkslauf/2024`). */
  path: string;
  /** The next run's date, announced without its program yet (the current page only). */
  nextDate?: string | null;
  /** The other years to link to. */
  years: readonly number[];
  /** A year's own page links back to the current run. */
  currentLink?: boolean;
  sponsors?: boolean;
  /** The run's online registration (the current run's page), when it takes one (issue 37). */
  offer?: PublicRegistrationOffer;
}

/** One year's fun run: everything the page says comes from its data and the club's. */
export function FunrunView({
  run,
  path,
  nextDate,
  years,
  currentLink,
  sponsors,
  offer,
}: FunrunViewProps) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const club = useClub();
  const lang = useLang();
  const phase = funrunPhase(run, useNow());
  const title = t('title', { year: run.year });
  const description = t('description', {
    year: run.year,
    club: club.name,
    date: longDate(run.date, lang),
    time: run.start_time,
    tracks: run.tracks.map((track) => trackName(track, lang)).join(', '),
  });
  usePageMeta({
    title,
    description,
    jsonLd: [funrunJsonLd(run, club, lang, { name: title, description, url: path })],
  });
  const status = () => {
    switch (phase) {
      case 'open':
        return t('status.open', { date: longDate(run.registration_until, lang) });
      case 'late':
        return t('status.late', { time: lateClosesTime(run) });
      case 'closed':
        return t('status.closed', { time: run.start_time });
      case 'over': {
        const over = t('status.over', { year: run.year, date: shortDate(run.date) });
        if (currentLink) return over;
        const next = nextDate
          ? t('status.next', { date: longDate(nextDate, lang) })
          : t('status.notSet');
        return `${over} ${next}`;
      }
    }
  };
  const props = { run, phase, lang };
  return (
    <article className={styles.page} data-testid="funrun-page" data-year={run.year}>
      <header className={styles.hero}>
        <Title1 as="h1" className={styles.heading}>
          {title}
        </Title1>
        <Body1 as="p">{runText(run, 'intro', lang) || t('intro', { club: club.name })}</Body1>
        <Body1 as="p">
          <strong>{t('when', { date: longDate(run.date, lang), time: run.start_time })}</strong>
        </Body1>
        <MessageBar
          intent={INTENT[phase]}
          layout="multiline"
          data-testid="funrun-status"
          data-phase={phase}
        >
          <MessageBarBody>{status()}</MessageBarBody>
        </MessageBar>
        {offer && phase !== 'over' ? <RegistrationLink offer={offer} title={title} /> : null}
      </header>
      <FunrunResults {...props} />
      <FunrunVenue {...props} />
      <FunrunRegistration {...props} />
      <FunrunTracks {...props} />
      <FunrunDates {...props} />
      <FunrunRules {...props} />
      {sponsors ? <FunrunSponsors /> : null}
      {years.length || currentLink ? (
        <nav className={styles.section} aria-labelledby="funrun-years">
          <Title2 as="h2" id="funrun-years" className={styles.heading}>
            {t('years.title')}
          </Title2>
          <ul className={styles.years} data-testid="funrun-years">
            {currentLink ? (
              <li>
                <RouterLink to={`/${lang}/volkslauf`}>{t('years.current')}</RouterLink>
              </li>
            ) : null}
            {years.map((year) => (
              <li key={year}>
                <RouterLink to={`/${lang}/volkslauf/${year}`}>
                  {t('years.link', { year })}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
