import { ApiError } from '@/api/ApiError';
import { conflictFields, resolveConflict } from '@/offline/conflicts';
import { db } from '@/offline/db';
import { setServerVersion } from '@/offline/localStore';
import { getPendingCount, listOutbox, resendBlocked } from '@/offline/outbox';
import type { SyncEvent } from '@/offline/sync/loop';
import {
  courseFixture,
  createTimeSlot,
  deleteTimeSlot,
  getLocalTimes,
  resetDb,
  saveCourseChanges,
  slotFixture,
  stopAllEngines,
  storeServerCourse,
  testEngine,
  updateTimeSlot,
  type TimeSlotInput,
} from '@/offline/testing';
import { FixtureStore } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';

const SLOT: TimeSlotInput = { day: 'Montag', start: '17:00', end: '18:00', location: 'Halle 1' };
const BLOCKED = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';
/** A row the block holds: refused with the server's code and sentence. */
const HELD = {
  status: 'refused',
  refusal: 'account-blocked',
  errorCode: 'ACCOUNT_BLOCKED',
  lastError: BLOCKED,
};

let server: TestServer;

afterEach(stopAllEngines);

beforeEach(async () => {
  await resetDb();
  server = new TestServer(new FixtureStore({ courses: [courseFixture()], times: [slotFixture()] }));
  await storeServerCourse('u1', courseFixture({ times: [slotFixture()] }));
});

async function started(overrides: Parameters<typeof testEngine>[0] = { fetch: server.fetch }) {
  const made = testEngine(overrides);
  const events: SyncEvent[] = [];
  made.engine.onEvent((e) => events.push(e));
  made.engine.start('u1');
  await made.engine.whenStarted();
  return { ...made, events };
}

describe('a lost answer (the server applied the write, the phone never heard)', () => {
  it('resends the very same request, takes the replayed version, and my next edit goes on it', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    server.lose('after');
    const { engine, events } = await started();
    expect(server.store.courses.get('c1')).toMatchObject({ title: 'Eins', version: 4 });
    const [first] = await listOutbox('u1');
    expect(first).toMatchObject({ status: 'pending', errorKind: 'network' });

    // Meanwhile the phone learns the newer version some other way (a fetch of the course list):
    // the retry must not recompute its If-Match from it.
    await setServerVersion('u1', { type: 'course', id: 'c1' }, 4);
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    await engine.retryNow();

    const [lost, retry, next] = server.reached;
    expect(retry.headers['Idempotency-Key']).toBe(lost.headers['Idempotency-Key']);
    expect(retry.headers['If-Match']).toBe(lost.headers['If-Match']);
    expect(retry.body).toBe(lost.body);
    expect(retry).toMatchObject({ status: 200, replayed: true });
    expect(next).toMatchObject({ status: 200, replayed: false });
    expect(next.headers['If-Match']).toBe('"4"');
    expect(server.store.courses.get('c1')).toMatchObject({
      title: 'Eins',
      info: 'Zwei',
      version: 5,
    });
    expect(await getPendingCount()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    expect(events.filter((e) => e.type === 'conflict' || e.type === 'rejected')).toEqual([]);
  });

  it('never turns into a conflict, a rejection or a lost write under a seeded storm of losses', async () => {
    // A small seeded PRNG (mulberry32): the same seed gives the same run.
    const seed = 20261123;
    let state = seed;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let r = Math.imul(state ^ (state >>> 15), 1 | state);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
    };
    const { engine, events } = await started();
    const model = {
      title: 'Kinderturnen',
      slots: new Map<string, TimeSlotInput>([['t1', { ...SLOT }]]),
    };
    for (let step = 0; step < 120; step++) {
      const roll = random();
      if (roll < 0.3) {
        const title = `Titel ${step}`;
        await saveCourseChanges('u1', 'c1', { title });
        model.title = title;
      } else if (roll < 0.5) {
        const slot = { ...SLOT, start: `1${step % 10}:00` };
        model.slots.set(await createTimeSlot('u1', 'c1', slot), slot);
      } else if (roll < 0.8 && model.slots.size > 0) {
        const ids = [...model.slots.keys()];
        const id = ids[Math.floor(random() * ids.length)];
        const slot = { ...SLOT, location: `Halle ${step}` };
        await updateTimeSlot('u1', id, slot);
        model.slots.set(id, slot);
      } else if (model.slots.size > 0) {
        const id = [...model.slots.keys()][0];
        await deleteTimeSlot('u1', id);
        model.slots.delete(id);
      }
      const fault = random();
      if (fault < 0.2) server.lose('before');
      else if (fault < 0.45) server.lose('after');
      if (random() < 0.5) await engine.retryNow();
    }
    for (let i = 0; i < 500 && (await getPendingCount()) > 0; i++) await engine.retryNow();

    expect({ seed, pending: await getPendingCount() }).toEqual({ seed, pending: 0 });
    expect(server.store.courses.get('c1')?.title).toBe(model.title);
    const onServer = new Map(
      [...server.store.times.values()].map((s) => [
        s._id,
        { day: s.day, start: s.start, end: s.end, location: s.location },
      ]),
    );
    expect(onServer).toEqual(model.slots);
    const statuses = server.reached.map((r) => r.status);
    expect(statuses.filter((s) => s === 412 || s === 428 || s === 422)).toEqual([]);
    expect(events.filter((e) => ['conflict', 'rejected', 'refused'].includes(e.type))).toEqual([]);
  }, 30_000);
});

describe('rows of one entity carry the version the row before them produces', () => {
  it('edit then delete of a slot offline: the delete carries the edit’s version', async () => {
    await updateTimeSlot('u1', 't1', { ...SLOT, start: '16:00' });
    await deleteTimeSlot('u1', 't1');
    await started();
    expect(server.reached.map((r) => [r.method, r.headers['If-Match'], r.status])).toEqual([
      ['PUT', '"1"', 200],
      ['DELETE', '"2"', 200],
    ]);
    expect(server.store.times.size).toBe(0);
    expect(await getPendingCount()).toBe(0);
  });

  it('add, then (once it synced) edit and delete of a slot offline: every update carries If-Match', async () => {
    const id = await createTimeSlot('u1', 'c1', { ...SLOT, day: 'Freitag' });
    const { engine } = await started();
    await updateTimeSlot('u1', id, { ...SLOT, day: 'Freitag', start: '17:30' });
    await deleteTimeSlot('u1', id);
    await engine.runOnce();
    expect(server.reached.map((r) => [r.method, r.headers['If-Match'], r.status])).toEqual([
      ['POST', undefined, 201],
      ['PUT', '"1"', 200],
      ['DELETE', '"2"', 200],
    ]);
    expect(server.store.times.has(id)).toBe(false);
    expect(await getPendingCount()).toBe(0);
  });

  it('add, edit and delete of a slot before it ever synced: nothing is sent, nothing stays', async () => {
    const id = await createTimeSlot('u1', 'c1', { ...SLOT, day: 'Freitag' });
    await updateTimeSlot('u1', id, { ...SLOT, day: 'Freitag', start: '17:30' });
    await deleteTimeSlot('u1', id);
    await started();
    expect(server.reached).toEqual([]);
    expect(await getPendingCount()).toBe(0);
    expect((await getLocalTimes('u1', 'c1')).map((s) => s._id)).toEqual(['t1']);
  });

  it('a rejected row in the middle hands the version on: the next row is no conflict', async () => {
    await saveCourseChanges('u1', 'c1', { info: 'Eins' });
    await saveCourseChanges('u1', 'c1', { title: '' });
    await saveCourseChanges('u1', 'c1', { info: 'Drei' });
    await started();
    expect(server.reached.map((r) => [r.headers['If-Match'], r.status])).toEqual([
      ['"3"', 200],
      ['"4"', 400],
      ['"4"', 200],
    ]);
    expect(server.store.courses.get('c1')).toMatchObject({ info: 'Drei', version: 5 });
    expect((await listOutbox('u1')).map((r) => [r.status, r.errorCode])).toEqual([
      ['rejected', 'VALIDATION_FAILED'],
    ]);
  });
});

describe('conflicts', () => {
  it('take theirs on the first of two saves of a field: the second is asked again, not sent over it', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins 1' });
    await saveCourseChanges('u1', 'c1', { title: 'Meins 2' });
    server.store.edit('courses', 'c1', { title: 'Vom Admin' });
    const { engine } = await started();
    const [first] = await db.conflicts.toArray();
    await resolveConflict(first.id, 'theirs');
    await engine.runOnce();
    expect(server.store.courses.get('c1')?.title).toBe('Vom Admin');
    const [second] = await db.conflicts.toArray();
    expect(second).toMatchObject({ mine: { title: 'Meins 2' }, server: { title: 'Vom Admin' } });
    await resolveConflict(second.id, 'mine');
    await engine.runOnce();
    expect(server.store.courses.get('c1')?.title).toBe('Meins 2');
    expect(await getPendingCount()).toBe(0);
  });

  it('a 412 on a field nobody else changed goes through without a question', async () => {
    await saveCourseChanges('u1', 'c1', { info: 'Meine Info' });
    server.store.edit('courses', 'c1', { title: 'Vom Admin' });
    const { events } = await started();
    expect(events.some((e) => e.type === 'conflict')).toBe(false);
    expect(server.store.courses.get('c1')).toMatchObject({
      title: 'Vom Admin',
      info: 'Meine Info',
    });
    expect(await getPendingCount()).toBe(0);
  });

  it('keep mine on an offline delete of a slot an admin moved: the slot is deleted', async () => {
    await deleteTimeSlot('u1', 't1');
    server.store.edit('times', 't1', { start: '15:00', end: '16:00' });
    const { engine } = await started();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ method: 'DELETE', server: { start: '15:00' } });
    await resolveConflict(conflict.id, 'mine');
    await engine.runOnce();
    expect(server.store.times.has('t1')).toBe(false);
    expect(server.reached.at(-1)).toMatchObject({ method: 'DELETE', status: 200 });
    expect(server.reached.at(-1)?.headers['If-Match']).toBe('"2"');
    expect(await getPendingCount()).toBe(0);
  });

  it('a slot conflict lists only the fields I changed; keep mine keeps the admin’s other field', async () => {
    // I move the start; the admin meanwhile changes the hall and the start.
    await updateTimeSlot('u1', 't1', { ...SLOT, start: '16:30' });
    server.store.edit('times', 't1', { location: 'Halle 9', start: '16:45' });
    const { engine } = await started();
    const [conflict] = await db.conflicts.toArray();
    expect(conflictFields(conflict)).toEqual(['start']);
    await resolveConflict(conflict.id, 'mine');
    await engine.runOnce();
    expect(server.store.times.get('t1')).toMatchObject({ start: '16:30', location: 'Halle 9' });
    const [local] = await getLocalTimes('u1', 'c1');
    expect(local).toMatchObject({ start: '16:30', location: 'Halle 9' });
  });
});

describe('backoff and the offline window', () => {
  it('counts no attempt while offline and sends at once when the device is back', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Offline' });
    let online = false;
    server.lose('before', 'before', 'before');
    const { engine } = await started({ fetch: server.fetch, isOnline: () => online });
    await engine.retryNow();
    expect(server.log).toHaveLength(0);
    expect((await listOutbox('u1'))[0]).toMatchObject({ attempts: 0, nextAttemptAt: 0 });
    online = true;
    server.lose(); // the three losses stay queued for the first three online attempts
    await engine.runOnce();
    await engine.runOnce();
    expect((await listOutbox('u1'))[0].attempts).toBe(1);
  });

  it('a restart forgets backoff left from before and sends at once', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Nach dem Neustart' });
    const [row] = await listOutbox('u1');
    await db.outbox.update(row.id, { attempts: 7, nextAttemptAt: Date.now() + 36_000_000 });
    await started();
    expect(server.store.courses.get('c1')?.title).toBe('Nach dem Neustart');
    expect(await getPendingCount()).toBe(0);
  });
});

describe('one summary per batch', () => {
  // fake-indexeddb is slow on CI machines; the time is not what this test looks at.
  it('50 queued edits: one "synced" event with the count, no row-by-row messages needed', async () => {
    for (let i = 0; i < 50; i++) await saveCourseChanges('u1', 'c1', { members: i });
    const { events } = await started();
    expect(events.filter((e) => e.type === 'synced')).toEqual([
      { type: 'synced', count: 50, message: 'Gespeichert.' },
    ]);
    expect(server.store.courses.get('c1')?.members).toBe(49);
  }, 30_000);
});

describe('refusals that can never succeed', () => {
  it('403 (permission gone) flags the row as refused and goes on with the next', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Verboten' });
    server.refuseWith = { status: 403, code: 'FORBIDDEN' };
    const { engine } = await started();
    server.refuseWith = null;
    await updateTimeSlot('u1', 't1', { ...SLOT, start: '16:00' });
    await engine.runOnce();
    const rows = await listOutbox('u1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'refused', refusal: 'forbidden' });
    expect(server.reached.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('404 flags the row as refused (not-found) and it is not retried', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Weg' });
    server.refuseWith = { status: 404, code: 'NOT_FOUND' };
    const { engine } = await started();
    await engine.retryNow();
    expect(server.reached).toHaveLength(1);
    expect((await listOutbox('u1'))[0]).toMatchObject({ status: 'refused', refusal: 'not-found' });
  });

  it('a blocked account: the refresh says so, every waiting row is refused with the server’s code and sentence, and the user is told once', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Gesperrt' });
    await saveCourseChanges('u1', 'c1', { info: 'Auch gesperrt' });
    await db.outbox.add({ ...(await listOutbox('u1'))[0], id: 'other', userId: 'u2', seq: 99 });
    server.validTokens.clear();
    const { engine, events } = await started({
      fetch: server.fetch,
      refreshAccessToken: async () => {
        throw new ApiError({ status: 403, code: 'ACCOUNT_BLOCKED', message: BLOCKED });
      },
    });
    await engine.retryNow();
    // One request went out (answered 401); the refresh's answer held the rest.
    expect(server.reached).toHaveLength(1);
    expect(await listOutbox('u1')).toEqual([
      expect.objectContaining(HELD),
      expect.objectContaining(HELD),
    ]);
    // Another user's queue is none of this.
    expect(await listOutbox('u2')).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(events).toEqual([{ type: 'blocked', userId: 'u1', message: BLOCKED, count: 2 }]);
    expect(engine.getState().authRequired).toBe(true);
  });

  it('a blocked account’s rows are never sent on their own again: not on the next run, a reload or a new login', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Gesperrt' });
    server.validTokens.clear();
    const { engine } = await started({
      fetch: server.fetch,
      refreshAccessToken: async () => {
        throw new ApiError({ status: 403, code: 'ACCOUNT_BLOCKED', message: BLOCKED });
      },
    });
    expect(server.reached).toHaveLength(1);

    // Unblocked: tokens work again. The next run, a new login and a reload send nothing.
    server.validTokens.add('token-1');
    await engine.retryNow();
    engine.start('u1');
    await engine.whenStarted();
    const reloaded = testEngine({ fetch: server.fetch }).engine;
    reloaded.start('u1');
    await reloaded.whenStarted();
    await reloaded.retryNow();
    expect(server.reached).toHaveLength(1);
    expect(await listOutbox('u1')).toEqual([expect.objectContaining(HELD)]);
    expect(server.store.courses.get('c1')?.title).toBe('Kinderturnen');

    // Sent again on purpose, it goes.
    await resendBlocked('u1');
    await reloaded.runOnce();
    expect(server.store.courses.get('c1')?.title).toBe('Gesperrt');
    expect(await getPendingCount('u1')).toBe(0);
  });

  it('a block that a screen’s read found first (the session is gone when the engine asks) still flags the row', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Gesperrt' });
    server.validTokens.clear();
    let sessionUser: string | null = 'u1';
    // While the row is on its way, the refresh of another request answers 403: the app holds
    // the queue (syncEngine.ts) and ends the session; the row's own answer is a 401.
    const fetchDuringBlock: typeof fetch = async (input, init) => {
      sessionUser = null;
      await engine.refuseBlocked('u1', BLOCKED);
      return server.fetch(input, init);
    };
    const { engine } = testEngine({
      fetch: fetchDuringBlock,
      getSessionUserId: () => sessionUser,
      getAccessToken: () => (sessionUser ? 'token-1' : null),
    });
    const events: SyncEvent[] = [];
    engine.onEvent((e) => events.push(e));
    engine.start('u1');
    await engine.whenStarted();
    await engine.retryNow();
    expect(await listOutbox('u1')).toEqual([expect.objectContaining(HELD)]);
    expect(server.reached).toHaveLength(1);
    expect(events.filter((e) => e.type === 'blocked')).toHaveLength(1);
  });

  it('a session that ended pauses the queue; after a new login the rows go', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Später' });
    server.validTokens.clear();
    let token: string | null = null;
    const { engine } = await started({
      fetch: server.fetch,
      getAccessToken: () => token,
      refreshAccessToken: async () => token,
    });
    expect((await listOutbox('u1'))[0]).toMatchObject({
      status: 'refused',
      refusal: 'session-ended',
    });
    expect(engine.getState().authRequired).toBe(true);

    // A fresh login of the same user starts the engine again.
    token = 'token-2';
    server.validTokens.add('token-2');
    engine.start('u1');
    await engine.whenStarted();
    expect(server.store.courses.get('c1')?.title).toBe('Später');
    expect(await getPendingCount()).toBe(0);
  });
});
