import { resolveConflict } from '@/offline/conflicts';
import { db } from '@/offline/db';
import { discardRow, getPendingCount, listOutbox, resendWith } from '@/offline/outbox';
import {
  courseFixture,
  createTimeSlot,
  deleteTimeSlot,
  getLocalCourse,
  resetDb,
  saveCourseChanges,
  slotFixture,
  stopAllEngines,
  storeServerCourse,
  testEngine,
  updateTimeSlot,
} from '@/offline/testing';
import { FixtureStore } from '@/testing/fixtures';
import { fail, http, TestServer } from '@/testing/handlers';

let server: TestServer;
/** The requests that reached the server, their JSON bodies parsed. */
const sent = () =>
  server.reached.map((r) => ({ ...r, body: r.body ? (JSON.parse(r.body) as unknown) : null }));

afterEach(stopAllEngines);

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture({ times: [slotFixture()] }));
  server = new TestServer(new FixtureStore({ courses: [courseFixture()], times: [slotFixture()] }));
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
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const requests = sent();
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(ids);
    expect(requests.map((r) => r.headers['If-Match'])).toEqual(['"3"', '"4"']);
    expect(requests[0].headers.Authorization).toBe('Bearer token-1');
    expect(requests[1].body).toEqual({ _id: 'c1', info: 'Zwei' });
    expect(server.store.courses.get('c1')).toMatchObject({
      title: 'Eins',
      info: 'Zwei',
      version: 5,
    });
    expect(await getPendingCount()).toBe(0);
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ serverVersion: 5, info: 'Zwei' });
    engine.stop();
  });

  it('keeps the row after a network error, backs off, and resends it with the same key', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.lose('before');
    const { engine, clock } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [row] = await listOutbox('u1');
    // The browser's words ("Failed to fetch") are not kept: the dialog shows a translated text.
    expect(row).toMatchObject({ status: 'pending', attempts: 1, errorKind: 'network' });
    expect(row.nextAttemptAt).toBe(clock.now + 2000);

    await engine.runOnce(); // still backing off: nothing is sent
    expect(server.log).toHaveLength(1);

    clock.now += 2000;
    await engine.runOnce();
    expect(server.log.map((r) => r.status)).toEqual(['lost-before', 200]);
    expect(server.log[1].headers['Idempotency-Key']).toBe(server.log[0].headers['Idempotency-Key']);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('sends a backed-off row at once when asked to retry now (back online, "sync now")', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.lose('before');
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await engine.retryNow(); // the clock has not moved: the backoff is lifted, not waited out
    expect(server.log).toHaveLength(2);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('backs off on 5xx and keeps the row', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.use(http.post('/api/course', () => fail(503, 'DATABASE_UNAVAILABLE', 'Wartung')));
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', lastError: 'Wartung' });
    expect(server.store.courses.get('c1')?.title).toBe('Kinderturnen');
    engine.stop();
  });

  it('refreshes the token on 401 and retries; stops when the session is gone', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.validTokens = new Set(['token-2']);
    const { engine } = testEngine({
      fetch: server.fetch,
      refreshAccessToken: async () => 'token-2',
    });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.reached.map((r) => r.status)).toEqual([401, 200]);
    expect(server.reached[1].headers.Authorization).toBe('Bearer token-2');
    expect(await getPendingCount()).toBe(0);
    engine.stop();

    await saveCourseChanges('u1', 'c1', { title: 'Zwei' });
    server.validTokens.clear();
    const second = testEngine({ fetch: server.fetch });
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
    server.store.edit('courses', 'c1', { title: 'Deren' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.reached.map((r) => [r.path, r.status])).toEqual([
      ['/api/course', 412],
      ['/api/times', 200],
    ]);
    const conflicts = await db.conflicts.toArray();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      server: { title: 'Deren', version: 4 },
      mine: { title: 'Meins' },
    });
    expect((await listOutbox('u1')).map((r) => r.status)).toEqual(['conflict', 'pending']);
    engine.stop();
  });

  it('keep mine re-sends my change with the server version as If-Match', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    server.store.edit('courses', 'c1', { title: 'Deren' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, 'mine');
    expect((await getLocalCourse('u1', 'c1'))?.title).toBe('Meins');
    await engine.runOnce();
    const requests = sent();
    expect(requests[1].headers['If-Match']).toBe('"4"');
    expect(requests[1].body).toEqual({ _id: 'c1', title: 'Meins' });
    expect(server.store.courses.get('c1')).toMatchObject({ title: 'Meins', version: 5 });
    expect(await getPendingCount()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    engine.stop();
  });

  it('take theirs drops my row and replaces the local copy with the server entity', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    server.store.edit('courses', 'c1', { title: 'Deren' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, 'theirs');
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ title: 'Deren', serverVersion: 4 });
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('merges per field: my title, their info', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins', info: 'Meine Info' });
    server.store.edit('courses', 'c1', { title: 'Deren', info: 'Deren Info' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, { title: 'mine', info: 'theirs' });
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ title: 'Meins', info: 'Deren Info' });
    await engine.runOnce();
    expect(sent()[1].body).toEqual({ _id: 'c1', title: 'Meins' });
    expect(server.store.courses.get('c1')).toMatchObject({ title: 'Meins', info: 'Deren Info' });
    engine.stop();
  });

  it('marks a 400 as rejected with the server message and fields, and Verwerfen removes it', async () => {
    await saveCourseChanges('u1', 'c1', { title: '' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      status: 'rejected',
      errorCode: 'VALIDATION_FAILED',
      lastError: 'Titel fehlt.',
      details: { title: 'Titel fehlt.' },
    });
    await discardRow(row.id);
    expect(await getPendingCount()).toBe(0);
    engine.stop();
  });

  it('never sends the rows of another user', async () => {
    await storeServerCourse('u2', courseFixture());
    await saveCourseChanges('u2', 'c1', { title: 'Fremd' });
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.log).toHaveLength(0);
    expect(await getPendingCount('u2')).toBe(1);
    engine.stop();
  });

  it('sends nothing while the device session belongs to another user', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const { engine } = testEngine({ fetch: server.fetch, getSessionUserId: () => 'u2' });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.log).toHaveLength(0);
    expect(engine.getState().authRequired).toBe(true);
    expect(await getPendingCount('u1')).toBe(1);
    engine.stop();
  });

  it('does not resend under the token of another user a refresh returned', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    let sessionUser = 'u1';
    server.validTokens = new Set(['token-of-u2']);
    const { engine } = testEngine({
      fetch: server.fetch,
      getSessionUserId: () => sessionUser,
      // Meanwhile someone else logged in on this device: the shared cookie now yields their token.
      refreshAccessToken: async () => {
        sessionUser = 'u2';
        return 'token-of-u2';
      },
    });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.log.map((r) => r.status)).toEqual([401]);
    expect(await getPendingCount('u1')).toBe(1);
    engine.stop();
  });

  it('rejects a lasting 409 instead of blocking the queue, and retries one still in progress', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.use(http.post('/api/course', () => fail(409, 'IDEMPOTENCY_IN_PROGRESS', 'Läuft noch')));
    const first = testEngine({ fetch: server.fetch });
    first.engine.start('u1');
    await first.engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    first.engine.stop();

    server.resetHandlers();
    server.use(http.post('/api/course', () => fail(409, 'CONFLICT', 'Gibt es bereits')));
    const second = testEngine({ fetch: server.fetch });
    second.clock.now += 3_600_000;
    second.engine.start('u1');
    await second.engine.whenStarted();
    expect((await listOutbox('u1'))[0]).toMatchObject({
      status: 'rejected',
      lastError: 'Gibt es bereits',
    });
    second.engine.stop();
  });

  it('rejects a slot whose venue is taken (409 SLOT_OVERLAP) with the holder, and sends it again with a reason on request', async () => {
    const id = await createTimeSlot('u1', 'c1', {
      day: 'Montag',
      start: '16:00',
      end: '17:00',
      location: 'Turnhalle Lindenschule',
    });
    const holder = {
      venue: 'Turnhalle Lindenschule',
      kind: 'course',
      id: 'c9',
      title: 'Kinderturnen Minis',
      slot_id: 't9',
      day: 'Montag',
      start: '15:30',
      end: '16:30',
    };
    server.use(
      http.post('/api/times', (req) =>
        JSON.parse(req.body ?? '{}').overlap_reason
          ? undefined
          : fail(409, 'SLOT_OVERLAP', 'Die Sportstätte ist belegt: Kinderturnen Minis.', {
              data: holder,
            }),
      ),
    );
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [refused] = await listOutbox('u1');
    // Not retried: the queue went on, the row waits for the user with the server's sentence.
    expect(refused).toMatchObject({
      status: 'rejected',
      errorCode: 'SLOT_OVERLAP',
      lastError: 'Die Sportstätte ist belegt: Kinderturnen Minis.',
      errorData: holder,
    });
    expect(server.reached).toHaveLength(1);

    await resendWith(refused!.id, { overlap_reason: 'Geteilte Halle in den Ferien.' });
    await engine.runOnce();
    expect(await getPendingCount('u1')).toBe(0);
    const [first, second] = sent();
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
    expect(second!.body).toMatchObject({
      _id: id,
      overlap_reason: 'Geteilte Halle in den Ferien.',
    });
    expect(server.store.times.get(id)).toMatchObject({ start: '16:00', course: 'c1' });
    engine.stop();
  });

  it('deletes a slot only if nobody changed it meanwhile (If-Match)', async () => {
    await deleteTimeSlot('u1', slotFixture()._id);
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect(server.reached[0]).toMatchObject({ method: 'DELETE', status: 200 });
    expect(server.reached[0].headers['If-Match']).toBe(`"${slotFixture().version}"`);
    expect(server.store.times.has('t1')).toBe(false);
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
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await engine.whenStarted();
    const requests = sent();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/times',
      status: 201,
      body: { _id: id, course: 'c1', start: '10:30', end: '11:30' },
    });
    expect(requests[0].headers['If-Match']).toBeUndefined();
    expect(server.store.times.get(id)).toMatchObject({ start: '10:30', end: '11:30', version: 1 });
    engine.stop();
  });
});
