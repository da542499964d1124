import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigCategory, PublicCourse } from '@/api/types';
import { useFormFromPage } from '@/components/earlyInput';
import { useConfig } from '@/api/useConfig';
import { usePublicCourses } from '@/features/courses/api/usePublicCourses';
import { CourseCard } from '@/features/courses/components/CourseCard';
import {
  CourseFilterBar,
  FILTER_FIELD_NAMES,
  withEarlyInput,
} from '@/features/courses/components/CourseFilterBar';
import { useOffersSectionStyles } from '@/features/courses/components/OffersSection.styles';
import { EMPTY_FILTER, filterCourses, type CourseFilter } from '@/features/courses/filterCourses';

// Without /config (offline, first visit) the dropdown still lists the keys the courses use.
function categoriesOf(courses: readonly PublicCourse[]): ConfigCategory[] {
  const keys = [...new Set(courses.flatMap((course) => course.categories))].sort();
  return keys.map((key) => ({
    key,
    name: key.charAt(0).toUpperCase() + key.slice(1),
    color: '',
    icon: '',
  }));
}

/** Home page section "Angebote" (#offers): filter and course cards. */
export function OffersSection() {
  const styles = useOffersSectionStyles();
  const { t } = useTranslation('home');
  const courses = usePublicCourses();
  const config = useConfig();
  const [filter, setFilter] = useState<CourseFilter>(EMPTY_FILTER);
  // A change after hydration may come before this runs: merged into the current filter.
  const form = useFormFromPage(Object.values(FILTER_FIELD_NAMES), (shown) =>
    setFilter((current) => withEarlyInput(current, shown)),
  );

  const categoryList = useMemo<ConfigCategory[]>(
    () => config.data?.categories ?? categoriesOf(courses.data ?? []),
    [config.data, courses.data],
  );
  const categoryMap = useMemo(
    () => new Map(categoryList.map((category) => [category.key as string, category])),
    [categoryList],
  );
  const visible = useMemo(
    () => (courses.data ? filterCourses(courses.data, filter) : []),
    [courses.data, filter],
  );

  return (
    <section id="offers" className={styles.section} aria-labelledby="offers-heading">
      <Title2 as="h2" id="offers-heading" className={styles.heading}>
        {t('offers.title')}
      </Title2>
      <Body1 as="p" className={styles.intro}>
        {t('offers.intro')}
      </Body1>
      <CourseFilterBar
        formRef={form}
        value={filter}
        onChange={setFilter}
        categories={categoryList}
      />
      {renderBody()}
    </section>
  );

  function renderBody() {
    if (courses.isPending) {
      return (
        <div className={styles.state}>
          <Spinner label={t('common:loading')} data-testid="offers-loading" />
        </div>
      );
    }
    // Data beats errors: a failed refresh (offline) keeps showing the cached courses.
    if (!courses.data) {
      return (
        <div className={styles.state} role="alert" data-testid="offers-error">
          <Body1>{t('offers.loadError')}</Body1>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void courses.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      );
    }
    const term = filter.search.trim();
    return (
      <>
        {courses.isError ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('offers.staleData')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <span className={styles.count} role="status" data-testid="offers-count">
          {t('offers.resultCount', { count: visible.length })}
        </span>
        {visible.length === 0 ? (
          <div className={styles.state} data-testid="offers-empty">
            <Body1>
              {courses.data.length === 0
                ? t('offers.empty')
                : term
                  ? t('offers.noResults', { term })
                  : t('offers.noResultsFilters')}
            </Body1>
          </div>
        ) : (
          <ul className={styles.grid} aria-labelledby="offers-heading">
            {visible.map((course) => (
              <li key={course._id} className={styles.item}>
                <CourseCard course={course} categories={categoryMap} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
}
