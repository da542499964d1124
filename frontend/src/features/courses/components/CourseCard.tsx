import { ageRangeOptions } from '@/features/courses/ageRange';
import { Button, Tooltip } from '@fluentui/react-components';
import { CalendarClockRegular, InfoRegular, PeopleRegular } from '@fluentui/react-icons';
import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigCategory, Gender, PublicCourse } from '@/api/types';
import { htmlToText } from '@/components/htmlToText';
import { categoryIcon } from '@/features/courses/components/categoryIcon';
import { useCourseCardStyles } from '@/features/courses/components/CourseCard.styles';
import { sortTimeSlots } from '@/components/format/weekdays';
import { cancellationsOf } from '@/components/schedule/cancellations';
import { SlotCancellations } from '@/components/schedule/SlotCancellations';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';

const GENDER_SYMBOL: Record<Gender, string> = { männlich: '♂', weiblich: '♀', divers: '⚧' };

export interface CourseCardProps {
  course: PublicCourse;
  /** Categories from GET /config, by key (name, colour, icon). */
  categories: ReadonlyMap<string, ConfigCategory>;
  /** The club's date (useToday): what is off before it is over and not shown. */
  today: string;
}

/**
 * Spec section 2 course card: photo, title, clamped description, info tooltip, facts, times.
 * Memoised: a letter typed into the course filter renders the list's items (shown or hidden),
 * not 30 cards again (bench/first-tap).
 */
export const CourseCard = memo(function CourseCard({ course, categories, today }: CourseCardProps) {
  const styles = useCourseCardStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const titleId = useId();
  const infoId = useId();
  const description = useMemo(() => htmlToText(course.description), [course.description]);
  const times = useMemo(() => sortTimeSlots(course.times), [course.times]);
  const firstCategory = categories.get(course.categories[0] ?? '');
  const PlaceholderIcon = categoryIcon(firstCategory?.icon);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="course-card">
      <div className={styles.media}>
        {course.photoURL ? (
          <img
            className={styles.photo}
            src={course.photoURL}
            // The WebP renditions in the card's width (the grid's columns of 280 px and more), not
            // the original upload: on a phone 30 cards were 30 originals, also in the offline cache.
            srcSet={course.srcset ?? undefined}
            sizes="(min-width: 1200px) 400px, (min-width: 620px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div
            className={styles.placeholder}
            // The category colour comes from the server's config (data, not a theme colour).
            style={firstCategory ? { backgroundColor: firstCategory.color } : undefined}
            data-testid="course-photo-placeholder"
            aria-hidden="true"
          >
            <PlaceholderIcon />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            {/* Every card leads to its course's page (issue 38), also without the app. */}
            <RouterLink
              to={`/${lang}/angebot/${course.slug}`}
              className={styles.titleLink}
              data-testid="course-link"
            >
              {course.title}
            </RouterLink>
          </h3>
          {course.info ? (
            <>
              {/* The description is the card's own text, not the tooltip's: a "description"
                  tooltip mounts a portal per card at once (40 on the start page, all while the
                  page starts); this one exists only while it is shown. */}
              <Tooltip content={course.info} relationship="inaccessible" withArrow>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<InfoRegular />}
                  aria-label={t('card.info')}
                  aria-describedby={infoId}
                  data-testid="course-info"
                />
              </Tooltip>
              <span id={infoId} className={styles.visuallyHidden}>
                {course.info}
              </span>
            </>
          ) : null}
        </div>
        <span className={styles.department}>
          {t('card.department')}: {course.department.name}
        </span>
        <p className={styles.description}>{description}</p>
        <div className={styles.meta}>
          <span className={styles.metaItem} data-testid="course-age">
            <PeopleRegular aria-hidden="true" />
            <span className={styles.visuallyHidden}>{t('card.ageLabel')}: </span>
            {t('card.ageRange', ageRangeOptions(course))}
          </span>
          <ul className={styles.genders} aria-label={t('card.genders')}>
            {course.genders.map((gender) => (
              <li key={gender}>
                <span
                  className={styles.gender}
                  role="img"
                  aria-label={t(`gender.${gender}`)}
                  title={t(`gender.${gender}`)}
                >
                  {GENDER_SYMBOL[gender]}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <ul className={styles.categories} aria-label={t('card.categories')}>
          {course.categories.map((key) => {
            const category = categories.get(key);
            const Icon = categoryIcon(category?.icon);
            return (
              <li key={key} className={styles.category} data-testid="course-category">
                <Icon
                  className={styles.categoryIcon}
                  style={category ? { color: category.color } : undefined}
                  aria-hidden="true"
                />
                {t(`category.${key}`, { defaultValue: category?.name ?? key })}
              </li>
            );
          })}
        </ul>
        <ul className={styles.times} aria-label={t('card.times')} data-testid="course-times">
          {times.length === 0 ? <li className={styles.time}>{t('card.noTimes')}</li> : null}
          {times.map((slot) => (
            <li key={slot._id} className={styles.time}>
              <CalendarClockRegular aria-hidden="true" />
              <span>
                <abbr className={styles.abbr} title={t(`weekdayLong.${slot.day}`)}>
                  {t(`weekdayShort.${slot.day}`)}
                </abbr>{' '}
                {slot.start}–{slot.end} · {slot.location}
                <SlotCancellations items={cancellationsOf(course.cancellations, slot._id, today)} />
              </span>
            </li>
          ))}
        </ul>
        {course.trial_places > 0 ? (
          // A trial training to book (issue 25): the page of its form, also without the app.
          <RouterLink
            to={`/${lang}/probetraining/${course._id}`}
            className={styles.trial}
            aria-describedby={titleId}
            data-testid="course-trial"
          >
            {t('card.trial')}
          </RouterLink>
        ) : null}
      </div>
    </article>
  );
});
