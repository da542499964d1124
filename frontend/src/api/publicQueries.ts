/**
 * The public reads as react-query options, one place for every page and for the server render:
 * the same key and fetch on both sides, so data the server loaded (and serialised into the HTML)
 * is what the browser hydrates with. Typed from the generated schema.
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';
import type { components } from '@/api/generated/schema';
import { api } from '@/api/typed';
import type { Envelope } from '@/api/types';

type Schemas = components['schemas'];
export type PublicDepartment = Schemas['PublicDepartmentDto'];
export type PublicDepartmentDetail = Schemas['PublicDepartmentDetailDto'];
export type PublicPost = Schemas['PublicPostDto'];
export type PublicNews = Schemas['PublicNewsDto'];
export type PublicSponsor = Schemas['PublicSponsorDto'];
export type PublicLocation = Schemas['PublicLocationDto'];
export type HallPlanSlot = Schemas['HallPlanSlotDto'];
export type PublicWorkshop = Schemas['PublicWorkshopDto'];
export type PublicForm = Schemas['FormDto'];
export type PublicBanner = Schemas['PublicBannerDto'];
export type PublicCourseItem = Schemas['PublicCourseDto'];
export type PublicConfig = Schemas['ConfigDto'];
export type PublicClub = Schemas['PublicClubDto'];
export type PublicText = Schemas['PublicTextDto'];
export type TextKey = Schemas['TextKey'];
export type TrialTraining = Schemas['TrialTrainingDto'];
export type PublicTrialBooking = Schemas['PublicTrialBookingDto'];
export type PublicEvent = Schemas['EventDto'];
export type PublicFunrunOverview = Schemas['PublicFunrunOverviewDto'];

/** The top bar's and drawer's entries: what the menus need of departments and workshops. */
export interface PublicNavigation {
  departments: { _id: string; name: string; title: string }[];
  workshops: { _id: string; title: string }[];
}

/** The club before its setup (and while nothing is loaded): no name, no facts. */
export const NO_CLUB: PublicClub = {
  name: '',
  short_name: null,
  founding_year: null,
  logo: null,
  street: null,
  postal_code: null,
  city: null,
  phone: null,
  email: null,
  office_hours: [],
  child_welfare: null,
  register_court: null,
  register_number: null,
  board: [],
  social: [],
};

/** Posts per page of GET /public/blogPosts/{page} (the server's constant). */
export const POSTS_PER_PAGE = 10;

async function data<T, F = T>(call: Promise<Envelope<T>>, fallback: F): Promise<T | F> {
  return (await call).data ?? fallback;
}

/**
 * A detail read whose 404 is an answer, not a failure: null ("there is no such page"), so the
 * server render knows it (status 404) and the browser hydrates with the same state.
 */
async function found<T>(call: Promise<Envelope<T>>): Promise<T | null> {
  try {
    return (await call).data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const publicQueries = {
  departments: () =>
    queryOptions({
      queryKey: ['public', 'departments'] as const,
      queryFn: () => data(api.get('/public/departments'), []),
    }),
  /** `name` is the department's name or title, as in /de/abteilung/{name}. */
  department: (name: string) =>
    queryOptions({
      queryKey: ['public', 'department', name] as const,
      queryFn: () => found(api.get('/public/department/{name}', { path: { name } })),
    }),
  /** GET /config: categories (names, colours, icons), tags, icons; cached by the service worker. */
  config: () =>
    queryOptions({
      queryKey: ['config'] as const,
      queryFn: () => data(api.get('/config'), null),
      staleTime: 60 * 60 * 1000,
    }),
  courses: () =>
    queryOptions({
      queryKey: ['public', 'courses'] as const,
      queryFn: () => data(api.get('/public/courses'), []),
    }),
  workshops: () =>
    queryOptions({
      queryKey: ['public', 'workshops'] as const,
      queryFn: () => data(api.get('/public/workshops'), []),
    }),
  /**
   * The menus' entries on every page. Only ids, names and titles: the server render carries them
   * in every page's HTML (state included), so the menus work before the app starts.
   */
  navigation: () =>
    queryOptions({
      queryKey: ['public', 'navigation'] as const,
      queryFn: async (): Promise<PublicNavigation> => {
        const [departments, workshops] = await Promise.all([
          data(api.get('/public/departments'), []),
          data(api.get('/public/workshops'), []),
        ]);
        return {
          departments: departments.map(({ _id, name, title }) => ({ _id, name, title })),
          workshops: workshops.map(({ _id, title }) => ({ _id, title })),
        };
      },
    }),
  /**
   * 1-based page, newest first, POSTS_PER_PAGE per page. A page past the last one answers 404:
   * no posts (the blog page shows the site's 404 by the count).
   */
  posts: (page: number) =>
    queryOptions({
      queryKey: ['public', 'posts', page] as const,
      queryFn: async () =>
        (await found(api.get('/public/blogPosts/{param}', { path: { param: page } }))) ?? [],
    }),
  postCount: () =>
    queryOptions({
      queryKey: ['public', 'postCount'] as const,
      queryFn: async () => (await data(api.get('/public/blogPostsAmount'), { count: 0 })).count,
    }),
  post: (id: string) =>
    queryOptions({
      queryKey: ['public', 'post', id] as const,
      queryFn: () => found(api.get('/public/blogPostsId/{id}', { path: { id } })),
    }),
  departmentPosts: (name: string) =>
    queryOptions({
      queryKey: ['public', 'departmentPosts', name] as const,
      queryFn: () => data(api.get('/public/blogPosts/department/{name}', { path: { name } }), []),
    }),
  workshopPosts: () =>
    queryOptions({
      queryKey: ['public', 'workshopPosts'] as const,
      queryFn: () => data(api.get('/public/workshops/blogPosts'), []),
    }),
  news: () =>
    queryOptions({
      queryKey: ['public', 'news'] as const,
      queryFn: () => data(api.get('/public/news'), []),
    }),
  sponsors: (placement: 'homepage' | 'volkslauf') =>
    queryOptions({
      queryKey: ['public', 'sponsors', placement] as const,
      queryFn: () =>
        data(
          placement === 'homepage'
            ? api.get('/public/sponsors/homepage')
            : api.get('/public/sponsors/volkslauf'),
          [],
        ),
    }),
  /** What `/volkslauf` shows (the coming or the last run, the next date, the other years). */
  funrun: () =>
    queryOptions({
      queryKey: ['public', 'funrun'] as const,
      queryFn: () => data(api.get('/public/funrun'), { current: null, next_date: null, years: [] }),
    }),
  /** One year's run; null for a year without one. */
  funrunYear: (year: string) =>
    queryOptions({
      queryKey: ['public', 'funrun', year] as const,
      queryFn: () => found(api.get('/public/funrun/{year}', { path: { year } })),
    }),
  locations: () =>
    queryOptions({
      queryKey: ['public', 'locations'] as const,
      queryFn: () => data(api.get('/public/locations'), []),
    }),
  /** A venue's week view (its published slots); null for a venue that does not exist. */
  locationPlan: (id: string) =>
    queryOptions({
      queryKey: ['public', 'locationPlan', id] as const,
      queryFn: () => found(api.get('/public/locations/{id}/plan', { path: { id } })),
    }),
  forms: () =>
    queryOptions({
      queryKey: ['public', 'forms'] as const,
      queryFn: () => data(api.get('/public/forms'), []),
    }),
  banners: () =>
    queryOptions({
      queryKey: ['public', 'banners'] as const,
      queryFn: () => data(api.get('/public/banners'), []),
    }),
  /** Venue closures that are not over (the site-wide notice, the venues page). */
  closures: () =>
    queryOptions({
      queryKey: ['public', 'closures'] as const,
      queryFn: () => data(api.get('/public/closures'), []),
    }),
  /**
   * The club's name and facts (its settings): every page's header, footer and head name it, so
   * the shell's loader has it in every server-rendered page (and so offline in the kept copy).
   */
  club: () =>
    queryOptions({
      queryKey: ['public', 'club'] as const,
      queryFn: () => data(api.get('/public/club'), NO_CLUB),
      // Changes are rare; a page load brings the current ones (the server's pages are dropped).
      staleTime: 5 * 60 * 1000,
    }),
  /**
   * One of the club's own texts (Impressum, privacy, FSJ …): what the club wrote, in German and
   * maybe English; an unwritten one is empty.
   */
  text: (key: TextKey) =>
    queryOptions({
      queryKey: ['public', 'text', key] as const,
      queryFn: () =>
        data(api.get('/public/text/{key}', { path: { key } }), {
          key,
          de: '',
          en: null,
          applications_from: null,
          updated_at: null,
        } satisfies PublicText),
      staleTime: 5 * 60 * 1000,
    }),
  /** A course's trainings of the next four weeks that take trial bookings (null: no course). */
  trials: (course: string) =>
    queryOptions({
      queryKey: ['public', 'trials', course] as const,
      queryFn: () => found(api.get('/public/trials/{course}', { path: { course } })),
    }),
  /** The club's events that are not over (cancelled ones too), soonest first (issue 37). */
  events: () =>
    queryOptions({
      queryKey: ['public', 'events'] as const,
      queryFn: () => data(api.get('/public/events'), []),
    }),
  /** One event by its address; null: no such (public) event. */
  event: (slug: string) =>
    queryOptions({
      queryKey: ['public', 'event', slug] as const,
      queryFn: () => found(api.get('/public/event/{slug}', { path: { slug } })),
    }),
  /** Every workshop, fun run and event that takes registrations, with its state now (issue 37). */
  registrations: () =>
    queryOptions({
      queryKey: ['public', 'registrations'] as const,
      queryFn: () => data(api.get('/public/registrations'), []),
    }),
  /** One offer, as its registration page shows it; null: no such offer (a malformed id too). */
  registration: (id: string) =>
    queryOptions({
      queryKey: ['public', 'registration', id] as const,
      queryFn: () => found(api.get('/public/registrations/{id}', { path: { id } })),
    }),
};
