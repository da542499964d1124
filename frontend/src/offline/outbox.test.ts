import { resolveConflict } from '@/offline/conflicts';
import { db } from '@/offline/db';
import { discardRow, getPendingCount, listOutbox } from '@/offline/outbox';
import {
  courseFixture,
  createTimeSlot,
  deleteTimeSlot,
  getLocalCourse,
  jsonResponse,
  mockFetch,
  resetDb,
  saveCourseChanges,
  slotFixture,
  stopAllEngines,
  storeServerCourse,
  testEngine,
  updateTimeSlot,
} from '@/offline/testing';

const ok = (data: unknown) => () =>
  jsonResponse(200, { success: true, message: 'Gespeichert', data });
const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(stopAllEngines);

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture({ times: [slotFixture()] }));
});

describe('outbox', () => {
  it('writes the local copy and the outbox row in one transaction', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Turnen für Kids' });
    expect((await getLocalCourse('u1', 'c1'))?.title).toBe('Turnen für Kids');
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      userId: 'u1',
      method: 'POST',
      path: '/api/course',
      body: { _id: 'c1', title: 'Turnen für Kids' },
      entity: { type: 'course', id: 'c1' },
      baseVersion: 3,
      status: 'pending',
      attempts: 0,
    });
    expect(JSON.stringify(row)).not.toContain('token');
  });

  it('rolls back the local copy when the row cannot be written', async () => {
    await expect(saveCourseChanges('u1', 'missing', { title: 'x' })).rejects.toThrow();
    expect(await getPendingCount()).toBe(0);
  });

  it('counts the rows not yet synced, per user', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { title: 'Zwei' });
    expect(await getPendingCount()).toBe(2);
    expect(await getPendingCount('u1')).toBe(2);
    expect(await getPendingCount('u2')).toBe(0);
  });
});

describe('sync engine', () => {
  it('sends rows in order with the Idempotency-Key and chains If-Match versions', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const ids = (await listOutbox('u1')).map((r) => r.id);
    const { fetch, requests } = mockFetch(
      ok(courseFixture({ title: 'Eins', version: 4 })),
      ok(courseFixture({ title: 'Eins', info: 'Zwei', version: 5 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(ids);
    expect(requests.map((r) => r.headers['If-Match'])).toEqual(['"3"', '"4"']);
    expect(requests[0].headers.Authorization).toBe('Bearer token-1');
    expect(requests[1].body).toEqual({ _id: 'c1', info: 'Zwei' });
    expect(await getPendingCount()).toBe(0);
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ serverVersion: 5, info: 'Zwei' });
    engine.stop();
  });

  it('keeps the row after a network error, backs off, and resends it with the same key', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const { fetch, requests } = mockFetch(networkError, ok(courseFixture({ version: 4 })));
    const { engine, clock } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [row] = await listOutbox('u1');
    // The browser's words ("Failed to fetch") are not kept: the dialog shows a translated text.
    expect(row).toMatchObject({ status: 'pending', attempts: 1, errorKind: 'network' });
    expect(row.nextAttemptAt).toBe(clock.now + 2000);

    await engine.runOnce(); // still backing off: nothing is sent
    expect(requests).toHaveLength(1);

    clock.now += 2000;
    await engine.runOnce();
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['Idempotency-Key']).toBe(requests[0].headers['Idempotency-Key']);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('sends a backed-off row at once when asked to retry now (back online, "sync now")', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const { fetch, requests } = mockFetch(networkError, ok(courseFixture({ version: 4 })));
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await engine.retryNow(); // the clock has not moved: the backoff is lifted, not waited out
    expect(requests).toHaveLength(2);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('backs off on 5xx and keeps the row', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const { fetch } = mockFetch(() => jsonResponse(503, { success: false, message: 'Wartung' }));
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', lastError: 'Wartung' });
    engine.stop();
  });

  it('refreshes the token on 401 and retries; stops when the session is gone', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const unauthorized = () => jsonResponse(401, { success: false, message: 'Bitte anmelden' });
    const { fetch, requests } = mockFetch(unauthorized, ok(courseFixture({ version: 4 })));
    const { engine } = testEngine({ fetch, refreshAccessToken: async () => 'token-2' });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests[1].headers.Authorization).toBe('Bearer token-2');
    expect(await getPendingCount()).toBe(0);
    engine.stop();

    await saveCourseChanges('u1', 'c1', { title: 'Zwei' });
    const second = testEngine({ fetch: mockFetch(unauthorized).fetch });
    const events: string[] = [];
    second.engine.onEvent((e) => events.push(e.type));
    second.engine.start('u1');
    await second.engine.whenStarted();
    expect(events).toContain('auth-required');
    expect(second.engine.getState().authRequired).toBe(true);
    expect(await getPendingCount()).toBe(1);
    second.engine.stop();
  });

  it('turns 412 into a conflict with the server entity and holds that entity back', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    await saveCourseChanges('u1', 'c1', { info: 'Danach' });
    await updateTimeSlot('u1', 't1', {
      day: 'Dienstag',
      start: '18:00',
      end: '19:00',
      location: 'Halle 2',
    });
    const server = courseFixture({ title: 'Deren', version: 7 });
    const { fetch, requests } = mockFetch(
      () =>
        jsonResponse(412, {
          success: false,
          code: 'VERSION_CONFLICT',
          message: 'Konflikt',
          data: server,
        }),
      ok(slotFixture({ day: 'Dienstag', version: 2 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests.map((r) => r.url)).toEqual(['/api/course', '/api/times']);
    const conflicts = await db.conflicts.toArray();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      server: { title: 'Deren', version: 7 },
      mine: { title: 'Meins' },
    });
    expect((await listOutbox('u1')).map((r) => r.status)).toEqual(['conflict', 'pending']);
    engine.stop();
  });

  it('keep mine re-sends my change with the server version as If-Match', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const server = courseFixture({ title: 'Deren', version: 7 });
    const { fetch, requests } = mockFetch(
      () => jsonResponse(412, { success: false, message: 'Konflikt', data: server }),
      ok(courseFixture({ title: 'Meins', version: 8 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, 'mine');
    expect((await getLocalCourse('u1', 'c1'))?.title).toBe('Meins');
    await engine.runOnce();
    expect(requests[1].headers['If-Match']).toBe('"7"');
    expect(requests[1].body).toEqual({ _id: 'c1', title: 'Meins' });
    expect(await getPendingCount()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    engine.stop();
  });

  it('take theirs drops my row and replaces the local copy with the server entity', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const server = courseFixture({ title: 'Deren', version: 7 });
    const { fetch } = mockFetch(() =>
      jsonResponse(412, { success: false, message: 'Konflikt', data: server }),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, 'theirs');
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ title: 'Deren', serverVersion: 7 });
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('merges per field: my title, their info', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins', info: 'Meine Info' });
    const server = courseFixture({ title: 'Deren', info: 'Deren Info', version: 7 });
    const { fetch, requests } = mockFetch(
      () => jsonResponse(412, { success: false, message: 'Konflikt', data: server }),
      ok(courseFixture({ title: 'Meins', info: 'Deren Info', version: 8 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, { title: 'mine', info: 'theirs' });
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ title: 'Meins', info: 'Deren Info' });
    await engine.runOnce();
    expect(requests[1].body).toEqual({ _id: 'c1', title: 'Meins' });
    engine.stop();
  });

  it('marks a 400 as rejected with the server message, and Verwerfen removes it', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'ab' });
    const { fetch } = mockFetch(() =>
      jsonResponse(400, { success: false, code: 'VALIDATION_FAILED', message: 'Titel zu kurz' }),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({ status: 'rejected', lastError: 'Titel zu kurz' });
    await discardRow(row.id);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('never sends the rows of another user', async () => {
    await storeServerCourse('u2', courseFixture());
    await saveCourseChanges('u2', 'c1', { title: 'Fremd' });
    const { fetch, requests } = mockFetch(ok(courseFixture()));
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests).toHaveLength(0);
    expect(await getPendingCount('u2')).toBe(1);
    engine.stop();
  });

  it('sends nothing while the device session belongs to another user', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const { fetch, requests } = mockFetch(ok(courseFixture()));
    const { engine } = testEngine({ fetch, getSessionUserId: () => 'u2' });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests).toHaveLength(0);
    expect(engine.getState().authRequired).toBe(true);
    expect(await getPendingCount('u1')).toBe(1);
    engine.stop();
  });

  it('does not resend under the token of another user a refresh returned', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    let sessionUser = 'u1';
    const unauthorized = () => jsonResponse(401, { success: false, message: 'Bitte anmelden' });
    const { fetch, requests } = mockFetch(unauthorized, ok(courseFixture()));
    const { engine } = testEngine({
      fetch,
      getSessionUserId: () => sessionUser,
      // Meanwhile someone else logged in on this device: the shared cookie now yields their token.
      refreshAccessToken: async () => {
        sessionUser = 'u2';
        return 'token-of-u2';
      },
    });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests).toHaveLength(1);
    expect(await getPendingCount('u1')).toBe(1);
    engine.stop();
  });

  it('rejects a lasting 409 instead of blocking the queue, and retries one still in progress', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const inProgress = () =>
      jsonResponse(409, { success: false, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Läuft noch' });
    const first = testEngine({ fetch: mockFetch(inProgress).fetch });
    first.engine.start('u1');
    await first.engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    first.engine.stop();

    const lasting = () =>
      jsonResponse(409, { success: false, code: 'CONFLICT', message: 'Gibt es bereits' });
    const second = testEngine({ fetch: mockFetch(lasting).fetch });
    second.clock.now += 3_600_000;
    second.engine.start('u1');
    await second.engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({
      status: 'rejected',
      lastError: 'Gibt es bereits',
    });
    second.engine.stop();
  });

  it('deletes a slot only if nobody changed it meanwhile (If-Match)', async () => {
    await deleteTimeSlot('u1', slotFixture()._id);
    const { fetch, requests } = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'ok' }),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests[0]).toMatchObject({ method: 'DELETE' });
    expect(requests[0].headers['If-Match']).toBe(`"${slotFixture().version}"`);
    engine.stop();
  });

  it('a slot made offline and edited before the server saw it goes as one create with the last values', async () => {
    const id = await createTimeSlot('u1', 'c1', {
      day: 'Freitag',
      start: '10:00',
      end: '11:00',
      location: 'Halle 3',
    });
    await updateTimeSlot('u1', id, {
      day: 'Freitag',
      start: '10:30',
      end: '11:30',
      location: 'Halle 3',
    });
    expect(await listOutbox('u1')).toHaveLength(1);
    const { fetch, requests } = mockFetch(
      ok(slotFixture({ _id: id, day: 'Freitag', start: '10:30', end: '11:30', version: 1 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/times',
      body: { _id: id, course: 'c1', start: '10:30', end: '11:30' },
    });
    expect(requests[0].headers['If-Match']).toBeUndefined();
    engine.stop();
  });
});
