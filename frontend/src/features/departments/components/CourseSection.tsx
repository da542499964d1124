import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PublicCourse } from '@/api/types';
import { RichText } from '@/components/richtext/RichText';
import { courseAnchorId } from '@/features/departments/anchors';
import { PageImage } from '@/features/departments/components/PageImage';
import { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';
import { CourseTimes } from '@/features/departments/components/CourseTimes';
import { CourseFacts } from '@/features/departments/components/CourseFacts';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';
import '@/features/departments/strings';

/**
 * One course of a department page, reachable as #{course title lowercase}, with a link to the
 * course's own page.
 */
export function CourseSection({ course }: { course: PublicCourse }) {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('departments');
  const lang = useLang();
  const id = courseAnchorId(course.title);
  const literal = course.title.trim().toLowerCase();
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="course-section"
    >
      <Title2 as="h2" id={headingId} className={styles.sectionTitle}>
        {/* The spec's literal form of the anchor (/abteilung/Turnen#kinderturnen%20minis): the
            browser matches the decoded fragment against ids, so without the app this stops it
            here (the section's own id has no space; the app rewrites the address to it). */}
        {literal !== id ? (
          <span id={literal} className={styles.literalAnchor} data-testid="literal-anchor" />
        ) : null}
        {course.title}
      </Title2>
      {course.photoURL ? (
        <PageImage
          src={course.photoURL}
          srcSet={course.srcset}
          sizes="(min-width: 1200px) 880px, (min-width: 900px) 70vw, 100vw"
          alt={t('course.photoAlt', { title: course.title })}
        />
      ) : null}
      <RichText html={course.description} />
      {course.info ? (
        <Body1 as="p" className={styles.muted}>
          {course.info}
        </Body1>
      ) : null}
      {course.trial_training ? (
        <div>
          <h3 className={styles.subTitle}>{t('course.trialTraining')}</h3>
          <RichText html={course.trial_training} />
        </div>
      ) : null}
      {course.trial_places > 0 ? (
        <p>
          <RouterLink to={`/${lang}/probetraining/${course._id}`} data-testid="course-trial">
            {t('course.bookTrial', { title: course.title })}
          </RouterLink>
        </p>
      ) : null}
      <div>
        <h3 className={styles.subTitle}>{t('course.times')}</h3>
        <CourseTimes course={course} />
      </div>
      <CourseFacts course={course} />
      <p className={styles.ownPage}>
        <RouterLink to={`/${lang}/angebot/${course.slug}`} data-testid="course-page-link">
          {t('course.ownPage', { title: course.title })}
        </RouterLink>
      </p>
    </section>
  );
}
