import { CATEGORY_KEYS, GENDERS } from '@/api/enums';
import type { CategoryKey, Gender } from '@/api/types';
import { EMPTY_FILTER, type CourseFilter } from '@/features/courses/filterCourses';

/**
 * The home page's course filter in the address (`/de/?sport=yoga&suche=morgen#offers`): the
 * names of the form's fields, so the form sent without JavaScript (a GET) is the same address the
 * app and the script before it keep in sync (history.replaceState). The backend keeps these
 * parameters in the address it renders a page for (COURSE_FILTER in
 * backend src/pages/page-server.ts, never stricter than the rules here).
 */
export const COURSE_PARAMS = {
  category: 'sport',
  search: 'suche',
  gender: 'geschlecht',
  ageFrom: 'alter_von',
  ageTo: 'alter_bis',
} as const satisfies Record<keyof CourseFilter, string>;

/** `?kurse=alle`: every course card, not only the first few (FIRST_COURSES). */
export const SHOW_ALL_PARAM = 'kurse';
export const SHOW_ALL_VALUE = 'alle';

/** The home page's section of the courses: the form's action and the links land on it. */
export const OFFERS_ANCHOR = 'offers';

/** The longest search text the field takes (maxLength) and the address keeps. */
export const SEARCH_MAX_LENGTH = 80;

const FILTER_KEYS = Object.keys(COURSE_PARAMS) as (keyof CourseFilter)[];

// No control characters: a search field cannot hold them (a newline would differ from the field).
const SEARCH_TEXT = new RegExp(`^[^\\u0000-\\u001f\\u007f]{1,${SEARCH_MAX_LENGTH}}$`);
// An age (parseAge) is what the app and the script before it write into the address.
const AGE_TEXT = /^\d{1,3}$/;
/**
 * What an age field may hold as typed: the form sent without JavaScript puts it into the address
 * as it is (`alter_von=zehn`), and the page shows it with the field's hint rather than dropping it
 * silently. The longest kept (AGE_INPUT_MAX) is far beyond any age.
 */
export const AGE_INPUT_MAX = 20;
const AGE_INPUT = new RegExp(`^[^\\u0000-\\u001f\\u007f]{1,${AGE_INPUT_MAX}}$`);

/** `typed`: an age as the field may hold it, a hint's case (AGE_INPUT); else only an age. */
function accepts(key: keyof CourseFilter, value: string, typed = false): boolean {
  switch (key) {
    case 'category':
      return (CATEGORY_KEYS as readonly string[]).includes(value);
    case 'gender':
      return (GENDERS as readonly string[]).includes(value);
    case 'search':
      return SEARCH_TEXT.test(value);
    case 'ageFrom':
    case 'ageTo':
      return (typed ? AGE_INPUT : AGE_TEXT).test(value);
  }
}

export interface CourseListParams {
  filter: CourseFilter;
  showAll: boolean;
}

/**
 * The filter and the "all courses" choice an address asks for. A value the form cannot hold (an
 * unknown sport, a search longer than the field) is left out: the server render and the app read
 * the same address the same way. An age that is none (`alter_von=zehn`, sent by the form without
 * JavaScript) is kept as typed: the field shows it with its hint, and it filters nothing.
 */
export function parseCourseParams(params: URLSearchParams): CourseListParams {
  const filter: CourseFilter = { ...EMPTY_FILTER };
  for (const key of FILTER_KEYS) {
    const value = params.get(COURSE_PARAMS[key]);
    if (value !== null && accepts(key, value, true)) {
      Object.assign(filter, { [key]: value as CategoryKey | Gender | string });
    }
  }
  return { filter, showAll: params.get(SHOW_ALL_PARAM) === SHOW_ALL_VALUE };
}

/**
 * The query of the address that shows this filter (without `?`): the other parameters of
 * `current` as they were, then the filled-in fields (trimmed; an age only when it is one), then
 * `kurse=alle`. The script before the app writes it the same way. `typed`: the state as the
 * fields hold it, an age that is none too (the section's `data-vh-query`, which the app starts
 * from), never the address.
 */
export function courseQuery(
  current: string,
  { filter, showAll }: CourseListParams,
  { typed = false } = {},
): string {
  const params = new URLSearchParams(current);
  for (const key of FILTER_KEYS) params.delete(COURSE_PARAMS[key]);
  params.delete(SHOW_ALL_PARAM);
  for (const key of FILTER_KEYS) {
    const value = filter[key].trim();
    if (value && accepts(key, value, typed)) params.append(COURSE_PARAMS[key], value);
  }
  if (showAll) params.append(SHOW_ALL_PARAM, SHOW_ALL_VALUE);
  return params.toString();
}

/** The home page with every course card (the "show all" link without JavaScript). */
export function showAllHref(lang: string): string {
  return `/${lang}/?${SHOW_ALL_PARAM}=${SHOW_ALL_VALUE}#${OFFERS_ANCHOR}`;
}
