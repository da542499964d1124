import type { Course, TimeSlot } from '@/api/types';
import { db } from '@/offline/db';
import { getRecord, listRecords, storeServerRecord } from '@/offline/localStore';
import { createRecord, removeRecord, updateRecord } from '@/offline/mutations';
import { SyncEngine, type SyncDeps } from '@/offline/sync/loop';

/** The fixtures moved to the shared test fixtures; kept here for the tests that import them. */
export { courseFixture, slotFixture } from '@/testing/fixtures';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Responder = (req: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch mock that records requests and answers with the next responder (or the last one). */
export function mockFetch(...responders: Responder[]) {
  const requests: RecordedRequest[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>),
    );
    const req: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    requests.push(req);
    const responder = responders[Math.min(requests.length - 1, responders.length - 1)];
    return responder(req);
  });
  return { fetch: fn as unknown as typeof fetch, requests };
}

const started: SyncEngine[] = [];

/** Stops every engine a test made, also when the test failed before its own stop(). */
export function stopAllEngines(): void {
  started.splice(0).forEach((engine) => engine.stop());
}

export function testEngine(overrides: Partial<SyncDeps> & { fetch: typeof fetch }) {
  const clock = { now: 1_000_000 };
  const engine = new SyncEngine({
    baseUrl: '',
    getAccessToken: () => 'token-1',
    refreshAccessToken: async () => null,
    now: () => clock.now,
    random: () => 0.5,
    locks: null,
    ...overrides,
  });
  started.push(engine);
  return { engine, clock };
}

export async function resetDb(): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
}

/** The course and time-slot writes of the tests, through the generic mutations. */
export type TimeSlotInput = Pick<TimeSlot, 'day' | 'start' | 'end' | 'location'>;

export const storeServerCourse = (userId: string, course: Course) =>
  storeServerRecord(userId, 'course', course);

export const saveCourseChanges = (userId: string, id: string, patch: Partial<Course>) =>
  updateRecord(userId, 'course', id, patch);

export const createTimeSlot = (userId: string, courseId: string, input: TimeSlotInput) =>
  createRecord(userId, 'time', { course: courseId, ...input });

export const updateTimeSlot = (userId: string, id: string, input: TimeSlotInput) =>
  updateRecord(userId, 'time', id, { ...input });

export const deleteTimeSlot = (userId: string, id: string) => removeRecord(userId, 'time', id);

export const getLocalCourse = (userId: string, id: string) =>
  getRecord<Omit<Course, 'times'>>(userId, 'course', id);

export const getLocalTimes = (userId: string, courseId: string) =>
  listRecords<TimeSlot>(userId, 'time', courseId);
