import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Password of every demo account (backend/src/seed). */
export const DEMO_PASSWORD = 'Turnen1887!';

export const USERS = {
  owner: 'owner@tus-musterstadt.de',
  course: 'kurs@tus-musterstadt.de',
  admin: 'admin@tus-musterstadt.de',
  department: 'abteilung@tus-musterstadt.de',
  workshop: 'workshop@tus-musterstadt.de',
} as const;

/** The courses the demo course user trains; each test edits a different one. */
export const COURSES = {
  publishFlow: 'Geräteturnen Jugend',
  offlineEdit: 'Kinderleichtathletik',
  readOnly: 'Kinderturnen 6–10 Jahre',
} as const;

export type Weekday =
  'Montag' | 'Dienstag' | 'Mittwoch' | 'Donnerstag' | 'Freitag' | 'Samstag' | 'Sonntag';
export type Gender = 'männlich' | 'weiblich' | 'divers';

export interface PublicCourse {
  _id: string;
  title: string;
  genders: Gender[];
  categories: string[];
  age_from: number;
  age_to: number;
  times: { _id: string; day: Weekday; start: string; end: string; location: string }[];
}

export interface TimeSlot {
  _id: string;
  course: string;
  day: Weekday;
  start: string;
  end: string;
  location: string;
  version: number;
}

export interface User {
  _id: string;
  email: string;
  fullname: string;
  roles: string[];
  department: { _id: string; name: string; title: string } | null;
}

interface Course {
  _id: string;
  title: string;
  version: number;
  times: TimeSlot[];
  description: string;
  trial_training: string;
  genders: string[];
  categories: string[];
  age_from: number;
  age_to: number;
  trainers: { _id: string; name: string }[];
  photoURL: string | null;
  state: string;
}

interface PublishRequest {
  _id: string;
  entity: { _id: string; title: string };
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** The envelope's `data` of a successful answer (the test fails on any other). */
export async function dataOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  expect(body.success).toBe(true);
  return body.data as T;
}

export interface Session {
  token: string;
  user: User;
}

/** POST /api/login; the refresh cookie lands in the request context's cookie jar. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const data = await dataOf<{ user: User; access_token: string }>(
    await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } }),
  );
  return { token: data.access_token, user: data.user };
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** GET `path` as the session: the envelope's `data`. */
export async function getAs<T>(
  request: APIRequestContext,
  session: Session,
  path: string,
): Promise<T> {
  return dataOf<T>(await request.get(path, { headers: bearer(session) }));
}

export async function publicCourses(request: APIRequestContext): Promise<PublicCourse[]> {
  return dataOf<PublicCourse[]>(await request.get('/public/courses'));
}

export async function accountCourse(
  request: APIRequestContext,
  session: Session,
  title: string,
): Promise<Course> {
  const courses = await dataOf<Course[]>(
    await request.get('/api/courses', { headers: bearer(session) }),
  );
  const course = courses.find((c) => c.title === title);
  expect(course, `course "${title}" of ${session.user.email}`).toBeDefined();
  return course as Course;
}

export async function timesOf(
  request: APIRequestContext,
  session: Session,
  courseId: string,
): Promise<TimeSlot[]> {
  return dataOf<TimeSlot[]>(
    await request.get(`/api/times/${courseId}`, { headers: bearer(session) }),
  );
}

/** The open course publish requests in the admin's queue. */
export async function openRequests(
  request: APIRequestContext,
  admin: Session,
): Promise<PublishRequest[]> {
  const queue = await dataOf<{ courses: PublishRequest[] }>(
    await request.get('/api/publishrequests', { headers: bearer(admin) }),
  );
  return queue.courses;
}

/** Grants the course's open publish request, a leftover of an earlier attempt (CI retry). */
export async function grantOpenRequests(
  request: APIRequestContext,
  admin: Session,
  courseId: string,
): Promise<void> {
  if ((await openRequests(request, admin)).some((r) => r.entity._id === courseId)) {
    await dataOf(await request.post(`/api/course/grant/${courseId}`, { headers: bearer(admin) }));
  }
}

/** What GET /api/dashboard answers `session` (the parts the tests compare). */
export interface DashboardData {
  content: Record<string, { draft: number; pending: number; published: number; blocked: number }>;
  pendingRequests: number;
  latestChanges: unknown[];
}

export async function dashboardOf(
  request: APIRequestContext,
  session: Session,
): Promise<DashboardData> {
  return dataOf<DashboardData>(await request.get('/api/dashboard', { headers: bearer(session) }));
}

export async function openRequestCount(
  request: APIRequestContext,
  admin: Session,
): Promise<number> {
  const queue = await dataOf<{ courses: PublishRequest[]; workshops: unknown[] }>(
    await request.get('/api/publishrequests', { headers: bearer(admin) }),
  );
  return queue.courses.length + queue.workshops.length;
}

/**
 * A logged-in browser session without clicking through the login form: the refresh cookie comes
 * from POST /api/login in the page's own cookie jar, and the app restores the user from its
 * local copy (localStorage "vh.user", spec section 3) and refreshes the access token.
 */
export async function loginInBrowser(page: Page, email: string): Promise<Session> {
  const session = await apiLogin(page.request, email);
  // Any same-origin document will do for localStorage; robots.txt does not boot the app.
  await page.goto('/robots.txt');
  await page.evaluate(
    (user) => localStorage.setItem('vh.user', JSON.stringify(user)),
    session.user,
  );
  return session;
}

/** Shifts "HH:mm" by whole minutes (same day). */
export function shiftTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** A slot to make: in a venue (`venue`, its id) or at another place (`location` alone). */
export interface NewSlot {
  day: Weekday;
  start: string;
  end: string;
  venue?: string;
  location: string;
}

/** POST /api/times as the given session: a training time for one test alone. */
export async function createSlot(
  request: APIRequestContext,
  session: Session,
  courseId: string,
  slot: NewSlot,
): Promise<TimeSlot> {
  return dataOf<TimeSlot>(
    await request.post('/api/times', {
      headers: bearer(session),
      data: { _id: randomUUID(), course: courseId, ...slot },
    }),
  );
}

/** DELETE /api/time/:id as the given session (e.g. an admin, meanwhile). */
export async function deleteSlot(
  request: APIRequestContext,
  session: Session,
  slotId: string,
): Promise<void> {
  await dataOf(await request.delete(`/api/time/${slotId}`, { headers: bearer(session) }));
}

/** GET /api/course/:id: the staff view (info, members, version). */
export async function courseById(
  request: APIRequestContext,
  session: Session,
  courseId: string,
): Promise<Course & { info: string; members: number; location: string }> {
  return dataOf(await request.get(`/api/course/${courseId}`, { headers: bearer(session) }));
}

/** POST /api/course as the session: the fields on the course's current version (If-Match). */
export async function saveCourse(
  request: APIRequestContext,
  session: Session,
  courseId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const { version } = await courseById(request, session, courseId);
  await dataOf(
    await request.post('/api/course', {
      headers: { ...bearer(session), 'If-Match': `"${version}"` },
      data: { _id: courseId, ...fields },
    }),
  );
}
