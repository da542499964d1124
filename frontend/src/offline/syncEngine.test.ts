import { waitFor } from '@testing-library/react';
import { userWith } from '@/testing/renderAccount';
import { api } from '@/api/typed';
import {
  SESSION_END_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearSessionEnd,
  getSessionEnd,
} from '@/auth/session';
import { listOutbox } from '@/offline/outbox';
import { syncEngine } from '@/offline/syncEngine';
import { courseFixture, resetDb, saveCourseChanges, storeServerCourse } from '@/offline/testing';

// The app's engine and the session together: the real flow of issue 21, where a screen's read
// (not the engine) is the first to hear from the refresh that the account is blocked.
const BLOCKED = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';
const trainer = userWith(['course']);

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const realFetch = global.fetch;

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture());
  await storeServerCourse('u2', courseFixture());
  await saveCourseChanges('u1', 'c1', { title: 'Offline geändert' });
  await saveCourseChanges('u2', 'c1', { title: 'Von jemand anderem' });
  // The device after a reload: the stored user, no access token, the engine not started yet.
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(trainer));
});

afterEach(() => {
  global.fetch = realFetch;
  syncEngine.stop();
  clearSessionEnd();
});

it('a block that a screen’s read hears of first holds the user’s queue with the server’s sentence', async () => {
  const requests: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return String(input) === '/api/refresh'
      ? answer(403, { success: false, code: 'ACCOUNT_BLOCKED', message: BLOCKED })
      : answer(401, { success: false, code: 'UNAUTHENTICATED', message: 'Bitte melde dich an.' });
  }) as unknown as typeof fetch;

  await expect(api.get('/api/courses')).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });

  expect(getSessionEnd()).toEqual({ code: 'ACCOUNT_BLOCKED', message: BLOCKED, userId: 'u1' });
  await waitFor(async () =>
    expect(await listOutbox('u1')).toEqual([
      expect.objectContaining({
        status: 'refused',
        refusal: 'account-blocked',
        errorCode: 'ACCOUNT_BLOCKED',
        lastError: BLOCKED,
      }),
    ]),
  );
  // Another user's queue on the device is not touched, and no write went out.
  expect(await listOutbox('u2')).toEqual([expect.objectContaining({ status: 'pending' })]);
  expect(requests).toEqual(['/api/courses', '/api/refresh']);
});

it('a block heard of before the engine loaded (a reload on the login page) still holds the queue', async () => {
  window.localStorage.removeItem(USER_STORAGE_KEY);
  window.localStorage.setItem(
    SESSION_END_STORAGE_KEY,
    JSON.stringify({ code: 'ACCOUNT_BLOCKED', message: BLOCKED, userId: 'u1' }),
  );
  await jest.isolateModulesAsync(async () => {
    await import('@/offline/syncEngine');
  });
  await waitFor(async () =>
    expect(await listOutbox('u1')).toEqual([
      expect.objectContaining({ status: 'refused', errorCode: 'ACCOUNT_BLOCKED' }),
    ]),
  );
  expect(await listOutbox('u2')).toEqual([expect.objectContaining({ status: 'pending' })]);
});
