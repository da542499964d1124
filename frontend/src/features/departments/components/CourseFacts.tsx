import { ageRangeOptions } from '@/features/courses';
import { useTranslation } from 'react-i18next';
import type { PublicCourse } from '@/api/types';
import { useSectionLayoutStyles } from '@/features/departments/components/SectionLayout.styles';

/** A course's facts as a list of terms: age, genders, sports, trainers, place. */
export function CourseFacts({ course }: { course: PublicCourse }) {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('departments');
  return (
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
  );
}
