import { Body1, Link, Title2 } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicWorkshop } from '@/api/publicQueries';
import { RichText } from '@/components/richtext/RichText';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { splitSessions } from '@/components/format/sessionDate';
import { useToday } from '@/components/schedule/cancellations';
import {
  PageImage,
  TimeSlotList,
  useSectionLayoutStyles,
  workshopAnchorId,
} from '@/features/departments';
import { RegistrationLink, type PublicRegistrationOffer } from '@/features/registration';

const NETWORKS = ['facebook', 'instagram', 'twitter'] as const;

/**
 * One workshop, reachable as #{title lowercase, spaces removed} (spec section 2). Its sessions to
 * come, by date; those that are over are not listed. Times saved before sessions had dates show
 * their weekday, as before (the calendar feeds leave them out, so they bring no calendar links).
 */
export function WorkshopSection({
  workshop,
  offer,
}: {
  workshop: PublicWorkshop;
  /** Its registration, when it takes one (issue 37). */
  offer?: PublicRegistrationOffer;
}) {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('workshops');
  // The day the server rendered the page while hydrating, then the device's (useToday).
  const today = useToday();
  const { coming, undated } = splitSessions(workshop.times, today);
  const id = workshopAnchorId(workshop.title);
  const headingId = `${id}-heading`;
  const social = NETWORKS.flatMap((network) => {
    const url = workshop.social_media[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <section
      id={id}
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="workshop-section"
    >
      <Title2 as="h2" id={headingId} className={styles.sectionTitle}>
        {workshop.title}
      </Title2>
      {workshop.photoURL ? (
        <PageImage
          src={workshop.photoURL}
          srcSet={workshop.srcset}
          sizes="(min-width: 1200px) 880px, (min-width: 900px) 70vw, 100vw"
          alt={t('photoAlt', { title: workshop.title })}
        />
      ) : null}
      {workshop.info ? (
        <Body1 as="p" className={styles.muted}>
          {workshop.info}
        </Body1>
      ) : null}
      <RichText html={workshop.description} />
      <div>
        <h3 className={styles.subTitle}>{t('times')}</h3>
        <TimeSlotList
          slots={[...undated, ...coming]}
          label={t('timesOf', { title: workshop.title })}
          cancellations={workshop.cancellations}
          emptyText={t('noComingSessions')}
        />
        {coming.length > 0 ? (
          <CalendarLinks feed={`workshop/${workshop._id}.ics`} name={workshop.title} />
        ) : null}
      </div>
      {offer ? <RegistrationLink offer={offer} title={workshop.title} /> : null}
      <dl className={styles.facts}>
        <dt>{t('members')}</dt>
        <dd>{workshop.members}</dd>
      </dl>
      {workshop.website || social.length > 0 ? (
        <div className={styles.links}>
          {workshop.website ? (
            <Link href={workshop.website} target="_blank" rel="noopener noreferrer">
              {t('website', { title: workshop.title })} <OpenRegular aria-hidden="true" />
            </Link>
          ) : null}
          {social.map(({ network, url }) => (
            <Link key={network} href={url} target="_blank" rel="noopener noreferrer">
              {t(`social.${network}`, { title: workshop.title })} <OpenRegular aria-hidden="true" />
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
