import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConfigCategory, PublicCourse } from '@/api/types';
import { afterNextFrame } from '@/components/afterNextFrame';
import { useFormFromPage } from '@/components/earlyInput';
import { searchKeys } from '@/components/format/search';
import { useToday } from '@/components/schedule/cancellations';
import { useConfig } from '@/api/useConfig';
import { useLang } from '@/i18n/useLang';
import { usePublicCourses } from '@/features/courses/api/usePublicCourses';
import { CourseCard } from '@/features/courses/components/CourseCard';
import {
  CourseFilterBar,
  FILTER_FIELD_NAMES,
  withEarlyInput,
} from '@/features/courses/components/CourseFilterBar';
import { useOffersSectionStyles } from '@/features/courses/components/OffersSection.styles';
import {
  courseQuery,
  OFFERS_ANCHOR,
  parseCourseParams,
  showAllHref,
} from '@/features/courses/courseFilterUrl';
import { courseListView, FIRST_COURSES, type CourseFilter } from '@/features/courses/filterCourses';

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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A text the script before the app may have written (the count, the empty state): set as the
 * element's content, which hydration leaves as it finds it and the next render with another text
 * replaces, like an attribute. A text node the script had changed would break hydration.
 */
const liveText = (text: string) => ({ dangerouslySetInnerHTML: { __html: escapeHtml(text) } });

/**
 * The list's state to start from, as a query: on the server and after a navigation in the app the
 * address's; when the app takes over a rendered page, the state that page shows (`data-vh-query`
 * of its section: the server's, or the script's after it filtered). Hydration then meets exactly
 * the DOM it renders, also when the script acted after the router had read the address, or when
 * the service worker answered with a page kept under another address.
 */
function startQuery(params: URLSearchParams): string {
  const rendered =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`#${OFFERS_ANCHOR}[data-vh-courses]`)?.getAttribute('data-vh-query');
  return rendered ?? params.toString();
}

/** The address of this page with the list's state in its query, as it is now otherwise. */
function addressOf(state: Parameters<typeof courseQuery>[1]): string {
  const query = courseQuery(window.location.search, state);
  return `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
}

/**
 * Home page section "Angebote" (#offers): filter and course cards. The filter and "all courses"
 * are in the address (courseFilterUrl.ts): the server renders the list the address asks for, the
 * app starts from that list (startQuery) and keeps the address in sync (history.replaceState:
 * reload and share keep the list).
 * Every card is in the page, the ones not shown `hidden`, so the script before the app
 * (backend src/pages/early-controls/course-filter.ts) filters the same cards by their data
 * attributes; it changes only what this component renders from its state (hidden attributes,
 * the count and the empty state's text) the way this component would.
 */
export function OffersSection() {
  const styles = useOffersSectionStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const courses = usePublicCourses();
  const config = useConfig();
  const [initial] = useState(() =>
    parseCourseParams(new URLSearchParams(startQuery(searchParams))),
  );
  const [filter, setFilter] = useState<CourseFilter>(initial.filter);
  const [showAll, setShowAll] = useState(initial.showAll);
  const list = useRef<HTMLUListElement>(null);
  const today = useToday();
  // A change after hydration may come before this runs: merged into the current filter.
  const form = useFormFromPage(Object.values(FILTER_FIELD_NAMES), (shown) =>
    setFilter((current) => withEarlyInput(current, shown)),
  );
  useEffect(
    () =>
      // After the frame that shows the list (replaceState costs a few ms on a phone; letters typed
      // faster than frames give one call).
      afterNextFrame(() => {
        const address = addressOf({ filter, showAll });
        const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        // The router's own state stays (its history index); no navigation, no new history entry.
        if (address !== current) window.history.replaceState(window.history.state, '', address);
      }),
    [filter, showAll],
  );

  const categoryList = useMemo<ConfigCategory[]>(
    () => config.data?.categories ?? categoriesOf(courses.data ?? []),
    [config.data, courses.data],
  );
  const categoryMap = useMemo(
    () => new Map(categoryList.map((category) => [category.key as string, category])),
    [categoryList],
  );
  const view = useMemo(
    () => courseListView(courses.data ?? [], filter, showAll),
    [courses.data, filter, showAll],
  );

  return (
    <section
      id={OFFERS_ANCHOR}
      className={styles.section}
      aria-labelledby="offers-heading"
      data-vh-courses=""
      data-vh-first={FIRST_COURSES}
      data-vh-query={courseQuery('', { filter, showAll }, { typed: true })}
    >
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
    const total = courses.data.length;
    const term = filter.search.trim();
    const count = view.collapsed
      ? t('offers.firstOf', { shown: FIRST_COURSES, total })
      : t('offers.resultCount', { count: view.matches });
    const empty =
      total === 0
        ? t('offers.empty')
        : term
          ? t('offers.noResults', { term })
          : t('offers.noResultsFilters');
    return (
      <>
        {courses.isError ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('offers.staleData')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {/* The texts the script before the app writes (templates with {{count}}, {{term}}). */}
        <span
          className={styles.count}
          role="status"
          data-testid="offers-count"
          data-vh-count=""
          data-one={t('offers.resultCount_one', { skipInterpolation: true })}
          data-other={t('offers.resultCount_other', { skipInterpolation: true })}
          data-first={t('offers.firstOf', { shown: FIRST_COURSES, total: courses.data.length })}
          {...liveText(count)}
        />
        <div
          className={styles.state}
          hidden={view.matches > 0}
          data-testid="offers-empty"
          data-vh-empty=""
          data-term={t('offers.noResults', { skipInterpolation: true })}
          data-none={t('offers.noResultsFilters')}
        >
          <Body1 as="p" className={styles.emptyText}>
            <span data-vh-text="" {...liveText(empty)} />
          </Body1>
        </div>
        <ul
          ref={list}
          className={styles.grid}
          aria-labelledby="offers-heading"
          tabIndex={-1}
          hidden={view.matches === 0}
        >
          {view.items.map(({ course, shown }) => (
            <li
              key={course._id}
              className={styles.item}
              hidden={!shown}
              data-vh-course=""
              data-categories={course.categories.join(' ')}
              data-genders={course.genders.join(' ')}
              data-age-from={course.age_from}
              data-age-to={course.age_to}
              data-search={searchKeys(course.title).join('\n')}
            >
              <CourseCard course={course} categories={categoryMap} today={today} />
            </li>
          ))}
        </ul>
        <div className={styles.more} hidden={!view.collapsed} data-vh-all="">
          <Button
            as="a"
            href={showAllHref(lang)}
            icon={<ChevronDownRegular />}
            data-testid="offers-show-all"
            onClick={(event) => {
              event.preventDefault();
              setShowAll(true);
              // The next cards follow where the link was: reading goes on from the list.
              list.current?.focus({ preventScroll: true });
            }}
          >
            {t('offers.showAll', { total })}
          </Button>
        </div>
      </>
    );
  }
}
