import { matchesSearch } from '@/components/format/search';
import type { CategoryKey, Gender, PublicCourse } from '@/api/types';

/** The home page filter as the user typed it (age fields stay strings until parsed). */
export interface CourseFilter {
  category: CategoryKey | '';
  search: string;
  gender: Gender | '';
  ageFrom: string;
  ageTo: string;
}

export const EMPTY_FILTER: CourseFilter = {
  category: '',
  search: '',
  gender: '',
  ageFrom: '',
  ageTo: '',
};

export interface ParsedAge {
  /** The age in whole years, or null when empty or invalid. */
  value: number | null;
  /** True for non-numeric or negative input (it is ignored and the field shows a hint). */
  invalid: boolean;
}

/** Parses an age field: empty → no filter; whole numbers from 0 → the age; anything else invalid. */
export function parseAge(input: string): ParsedAge {
  const text = input.trim();
  if (text === '') return { value: null, invalid: false };
  if (!/^\d{1,3}$/.test(text)) return { value: null, invalid: true };
  return { value: Number(text), invalid: false };
}

/**
 * Contract "Age filter": a course matches when every entered bound lies inside its inclusive
 * range, i.e. the course accepts everyone from F to T.
 */
export function matchesAge(
  course: Pick<PublicCourse, 'age_from' | 'age_to'>,
  from: number | null,
  to: number | null,
): boolean {
  const inRange = (age: number) => course.age_from <= age && age <= course.age_to;
  return (from === null || inRange(from)) && (to === null || inRange(to));
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sorted by title with German collation (Ä next to A, not after Z). */
export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.title, b.title));
}

/** Applies all filters of spec section 2 and sorts the result by title. */
export function filterCourses(
  courses: readonly PublicCourse[],
  filter: CourseFilter,
): PublicCourse[] {
  const from = parseAge(filter.ageFrom).value;
  const to = parseAge(filter.ageTo).value;
  return sortByTitle(
    courses.filter(
      (course) =>
        (!filter.category || course.categories.includes(filter.category)) &&
        (!filter.gender || course.genders.includes(filter.gender)) &&
        matchesSearch(course.title, filter.search) &&
        matchesAge(course, from, to),
    ),
  );
}

export function isFilterActive(filter: CourseFilter): boolean {
  return (Object.keys(filter) as (keyof CourseFilter)[]).some((key) => filter[key].trim() !== '');
}

export { matchesSearch };

/**
 * How many courses the home page shows without a filter until the visitor asks for all: two full
 * rows of the grid's four columns at 1280 px (four of two on a tablet), eight cards on a phone.
 */
export const FIRST_COURSES = 8;

export interface CourseListView {
  /** Every course, sorted by title, with whether its card is shown. */
  items: { course: PublicCourse; shown: boolean }[];
  /** How many courses match the filter. */
  matches: number;
  /** True when only the first FIRST_COURSES are shown (no filter, not asked for all). */
  collapsed: boolean;
}

/**
 * The home page's list: every course, in the order of filterCourses, the matching ones shown;
 * without a filter only the first FIRST_COURSES unless `showAll`. The script before the app
 * applies the same rules to the cards' data attributes
 * (backend src/pages/early-controls/course-filter.ts).
 */
export function courseListView(
  courses: readonly PublicCourse[],
  filter: CourseFilter,
  showAll: boolean,
): CourseListView {
  const matching = new Set(filterCourses(courses, filter));
  const collapsed = !showAll && !isFilterActive(filter) && courses.length > FIRST_COURSES;
  let rank = 0;
  const items = sortByTitle(courses).map((course) => {
    const matches = matching.has(course);
    if (matches) rank += 1;
    return { course, shown: matches && (!collapsed || rank <= FIRST_COURSES) };
  });
  return { items, matches: matching.size, collapsed };
}
