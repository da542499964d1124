import { Body1, Link, Title1, Title2 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicCourse } from '@/api/types';
import { publicQueries, type PublicLocation } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';
import { htmlToText } from '@/components/htmlToText';
import { mapsUrl } from '@/components/maps/mapsUrl';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RichText } from '@/components/richtext/RichText';
import { RouterButton } from '@/components/RouterButton';
import { RouterLink } from '@/components/RouterLink';
import { courseAnchorId } from '@/features/departments/anchors';
import { courseJsonLd } from '@/features/departments/courseJsonLd';
import { CourseFacts } from '@/features/departments/components/CourseFacts';
import { LoadState } from '@/features/departments/components/LoadState';
import { PageImage } from '@/features/departments/components/PageImage';
import { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';
import { CourseTimes } from '@/features/departments/components/CourseTimes';
import { useLang } from '@/i18n/useLang';
import '@/features/departments/strings';

/** The venues a course trains in, each once, in the order of its times; places that are no venue by name. */
function placesOf(course: PublicCourse, venues: ReadonlyMap<string, PublicLocation>) {
  const seen = new Set<string>();
  const places: { key: string; venue?: PublicLocation; name: string }[] = [];
  for (const slot of course.times) {
    const key = slot.venue ?? `place:${slot.location}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const venue = slot.venue ? venues.get(slot.venue) : undefined;
    places.push({ key, venue, name: venue?.name ?? slot.location });
  }
  return places;
}

/**
 * `/:lang/angebot/:slug` (issue 38): one course on its own page — what it is, for whom, who
 * trains it, when (with the trainings that do not take place), where (each venue's address, map
 * and hall plan), its trial training and calendar — linked from every course card and from its
 * department's section; rendered on the server with its schema.org Course.
 */
export function CoursePage() {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('departments');
  const lang = useLang();
  const club = useClub();
  const { slug = '' } = useParams();
  const courses = useQuery(publicQueries.courses());
  const locations = useQuery(publicQueries.locations());
  const course = courses.data?.find((c) => c.slug === slug) ?? null;
  const venues = useMemo(
    () => new Map((locations.data ?? []).map((venue) => [venue._id, venue])),
    [locations.data],
  );
  const description = course ? htmlToText(course.description) : '';
  usePageMeta(
    course
      ? {
          title: course.title,
          description:
            description.slice(0, 160) ||
            t('coursePage.description', { title: course.title, club: club.name }),
          image: course.photoURL ?? undefined,
          imageAlt: course.title,
          jsonLd: [courseJsonLd(course, venues, club, lang, description.slice(0, 300))],
        }
      : courses.isSuccess
        ? { title: t('coursePage.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('coursePage.title') },
  );

  if (courses.isPending) return <LoadState kind="loading" text={t('coursePage.loading')} />;
  if (failedWithoutData(courses)) {
    return (
      <div className={styles.page}>
        <LoadState kind="error" text={t('coursePage.loadError')} />
      </div>
    );
  }
  if (!course) {
    return (
      <div className={styles.page} data-testid="course-not-found">
        <Title1 as="h1">{t('coursePage.notFoundTitle')}</Title1>
        <Body1 as="p">{t('coursePage.notFound')}</Body1>
        <div>
          <RouterButton to={`/${lang}/?kurse=alle#offers`} appearance="primary">
            {t('coursePage.allOffers')}
          </RouterButton>
        </div>
      </div>
    );
  }

  const department = course.department;
  const places = placesOf(course, venues);
  return (
    <article className={styles.page} data-testid="course-page">
      <RouterLink
        to={`/${lang}/abteilung/${encodeURIComponent(department.name)}#${courseAnchorId(course.title)}`}
        className={styles.back}
      >
        <ArrowLeftRegular aria-hidden="true" />
        {department.title}
      </RouterLink>
      <header className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {course.title}
        </Title1>
        {course.photoURL ? (
          <PageImage
            src={course.photoURL}
            srcSet={course.srcset}
            sizes="(min-width: 800px) 720px, 100vw"
            alt={t('course.photoAlt', { title: course.title })}
            className={styles.coursePhoto}
            priority
          />
        ) : null}
      </header>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="angebot-beschreibung">
          <Title2 as="h2" id="angebot-beschreibung" className={styles.sectionTitle}>
            {t('coursePage.about')}
          </Title2>
          <RichText html={course.description} />
          {course.info ? (
            <Body1 as="p" className={styles.muted}>
              {course.info}
            </Body1>
          ) : null}
          <CourseFacts course={course} />
          {course.website ? (
            <p>
              <Link href={course.website} target="_blank" rel="noopener noreferrer">
                {t('coursePage.website')}
              </Link>
            </p>
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby="angebot-zeiten">
          <Title2 as="h2" id="angebot-zeiten" className={styles.sectionTitle}>
            {t('course.times')}
          </Title2>
          <CourseTimes course={course} />
        </section>
        {places.length > 0 ? (
          <section className={styles.section} aria-labelledby="angebot-orte">
            <Title2 as="h2" id="angebot-orte" className={styles.sectionTitle}>
              {t('coursePage.places', { count: places.length })}
            </Title2>
            <ul className={styles.places} data-testid="course-places">
              {places.map(({ key, venue, name }) => (
                <li key={key}>
                  <strong>{name}</strong>
                  {venue ? (
                    <>
                      <br />
                      {venue.address}, {venue.postal_code} {venue.city}
                      <br />
                      <Link href={mapsUrl(venue)} target="_blank" rel="noopener noreferrer">
                        {t('coursePage.map', { venue: venue.name })}
                      </Link>
                      {' · '}
                      <RouterLink to={`/${lang}/sportstaetten/${venue._id}`}>
                        {t('coursePage.hallPlan', { venue: venue.name })}
                      </RouterLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {course.trial_training || course.trial_places > 0 ? (
          <section className={styles.section} aria-labelledby="angebot-probetraining">
            <Title2 as="h2" id="angebot-probetraining" className={styles.sectionTitle}>
              {t('course.trialTraining')}
            </Title2>
            {course.trial_training ? <RichText html={course.trial_training} /> : null}
            {course.trial_places > 0 ? (
              <p>
                <RouterButton
                  to={`/${lang}/probetraining/${course._id}`}
                  appearance="primary"
                  data-testid="course-trial"
                >
                  {t('course.bookTrial', { title: course.title })}
                </RouterButton>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </article>
  );
}
