import {
  Body1,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
  Title2,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { RouterLink } from '@/components/RouterLink';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { useClub } from '@/components/club/club';
import { formatLongDate } from '@/components/format/longDate';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useToday } from '@/components/schedule/cancellations';
import { LoadState } from '@/features/departments';
import { RegistrationLink, offerFor } from '@/features/registration';
import { DateWhen } from '@/features/dates/components/DateWhen';
import { useDatesStyles } from '@/features/dates/components/dates.styles';
import { eventJsonLd } from '@/features/dates/eventJsonLd';
import { mapsUrl } from '@/components/maps/mapsUrl';
import { useLang } from '@/i18n/useLang';
import '@/features/dates/strings';

/**
 * `/:lang/termin/:slug` (issue 37): one club event — when and where (the venue's address and
 * map), what it is, an assembly's agenda and invitation, cancelled shown as such — with its
 * registration where it takes one and its calendar links; rendered on the server with its
 * schema.org Event.
 */
export function EventPage() {
  const styles = useDatesStyles();
  const { t } = useTranslation('dates');
  const lang = useLang();
  const club = useClub();
  const today = useToday();
  const { slug = '' } = useParams();
  const query = useQuery(publicQueries.event(slug));
  const offers = useQuery(publicQueries.registrations());
  const event = query.data ?? null;
  const offer = event ? offerFor(offers.data, 'event', event._id) : undefined;
  usePageMeta(
    event
      ? {
          title: event.title,
          description: event.description.slice(0, 160) || t('description', { club: club.name }),
          jsonLd: [eventJsonLd(event, offer, club, lang)],
        }
      : query.data === null
        ? { title: t('event.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('title') },
  );

  const back = (
    <RouterLink to={`/${lang}/termine`} className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" />
      {t('event.back')}
    </RouterLink>
  );
  if (query.isPending) return <LoadState kind="loading" text={t('loading')} />;
  if (failedWithoutData(query)) return <LoadState kind="error" text={t('loadError')} />;
  if (!event) {
    return (
      <article className={styles.page} data-testid="event-not-found">
        {back}
        <Title1 as="h1" className={styles.heading}>
          {t('event.notFoundTitle')}
        </Title1>
        <Body1 as="p">{t('event.notFound')}</Body1>
      </article>
    );
  }
  const over = (event.end_date ?? event.date) < today;
  const paragraphs = event.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <article className={styles.page} data-testid="event-page">
      {back}
      <header className={styles.header}>
        <Body1 as="p" className={styles.muted}>
          {t(`kind.${event.kind}`)} · {event.department?.title ?? t('club')}
        </Body1>
        <Title1 as="h1" className={styles.heading}>
          {event.title}
        </Title1>
      </header>
      {event.cancelled ? (
        <MessageBar intent="error" data-testid="event-cancelled">
          <MessageBarBody>
            <MessageBarTitle>{t('event.cancelledTitle')}</MessageBarTitle>
            {event.cancel_note}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {over && !event.cancelled ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('event.past')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('event.when')}</dt>
        <dd data-testid="event-when">
          <DateWhen
            date={event.date}
            endDate={event.end_date}
            start={event.start_time}
            end={event.end_time ?? ''}
          />
        </dd>
        {event.place ? (
          <>
            <dt>{t('event.where')}</dt>
            <dd data-testid="event-where">
              {event.place}
              {event.venue ? (
                <>
                  <br />
                  {event.venue.street}, {event.venue.postal_code} {event.venue.city}
                  <br />
                  <Link href={mapsUrl(event.venue)} target="_blank" rel="noopener noreferrer">
                    {t('event.map')}
                  </Link>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {paragraphs.map((paragraph, i) => (
        <Body1 as="p" key={i} className={styles.paragraph}>
          {paragraph}
        </Body1>
      ))}
      {event.kind === 'assembly' && event.agenda.length > 0 ? (
        <section className={styles.section} aria-labelledby="tagesordnung">
          <Title2 as="h2" id="tagesordnung" className={styles.heading}>
            {t('event.agenda')}
          </Title2>
          <ol className={styles.agenda} data-testid="event-agenda">
            {event.agenda.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ol>
          {event.announced_on && event.notice_days !== null ? (
            <Body1 as="p" className={styles.muted} data-testid="event-invitation">
              {t('event.invitation', {
                date: formatLongDate(event.announced_on, lang),
                days: event.notice_days,
              })}
            </Body1>
          ) : null}
        </section>
      ) : null}
      {!over && !event.cancelled ? (
        <section className={styles.section} aria-labelledby="anmeldung">
          <Title2 as="h2" id="anmeldung" className={styles.heading}>
            {t('event.registration')}
          </Title2>
          {offer ? (
            <RegistrationLink offer={offer} title={event.title} />
          ) : (
            <Body1 as="p" className={styles.paragraph}>
              {t('event.noRegistration')}
            </Body1>
          )}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="kalender">
        <Title2 as="h2" id="kalender" className={styles.heading}>
          {t('event.calendar')}
        </Title2>
        <CalendarLinks
          feed={event.department ? `department/${event.department._id}.ics` : 'termine.ics'}
          name={event.department?.title ?? t('title')}
        />
      </section>
    </article>
  );
}
