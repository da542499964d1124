import { ageRangeOptions } from '@/features/courses';
import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PublicCourse } from '@/api/types';
import { RichText } from '@/components/richtext/RichText';
import { courseAnchorId } from '@/features/departments/anchors';
import { PageImage } from '@/features/departments/components/PageImage';
import { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';
import { TimeSlotList } from '@/features/departments/components/TimeSlotList';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';

/** One course of a department page, reachable as #{course title lowercase}. */
export function CourseSection({ course }: { course: PublicCourse }) {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('departments');
  const lang = useLang();
  const id = courseAnchorId(course.title);
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="course-section"
    >
      <Title2 as="h2" id={headingId} className={styles.sectionTitle}>
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
        <TimeSlotList
          slots={course.times}
          label={t('course.timesOf', { title: course.title })}
          cancellations={course.cancellations}
        />
        {course.times.length > 0 ? (
          <CalendarLinks feed={`course/${course._id}.ics`} name={course.title} />
        ) : null}
      </div>
      <dl className={styles.facts}>
        <dt>{t('course.age')}</dt>
        <dd>{t('course.ageRange', ageRangeOptions(course))}</dd>
        {course.genders.length > 0 ? (
          <>
            <dt>{t('course.genders')}</dt>
            <dd>{course.genders.map((g) => t(`home:gender.${g}`)).join(', ')}</dd>
          </>
        ) : null}
        {course.categories.length > 0 ? (
          <>
            <dt>{t('course.categories')}</dt>
            <dd>{course.categories.map((c) => t(`home:category.${c}`)).join(', ')}</dd>
          </>
        ) : null}
        {course.trainers.length > 0 ? (
          <>
            <dt>{t('course.trainers')}</dt>
            <dd>{course.trainers.map((trainer) => trainer.name).join(', ')}</dd>
          </>
        ) : null}
        {course.location ? (
          <>
            <dt>{t('course.location')}</dt>
            <dd>{course.location}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
