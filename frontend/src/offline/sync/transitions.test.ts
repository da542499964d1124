import { db } from '@/offline/db';
import { queueUpload } from '@/offline/mutations';
import { listOutbox } from '@/offline/outbox';
import {
  applyConflict,
  applyDone,
  applyRefused,
  applyRejected,
  applyRetry,
  holdForLogin,
  prepareRequest,
  refuseQueue,
  rejectWithoutVersion,
  resetForStart,
} from '@/offline/sync/transitions';
import {
  courseFixture,
  deleteTimeSlot,
  getLocalCourse,
  getLocalTimes,
  resetDb,
  saveCourseChanges,
  slotFixture,
  storeServerCourse,
  updateTimeSlot,
  type TimeSlotInput,
} from '@/offline/testing';
import type { OutboxRow } from '@/offline/types';

const SLOT: TimeSlotInput = { day: 'Montag', start: '17:00', end: '18:00', location: 'Halle 1' };
const NOW = Date.parse('2026-11-27T10:00:00.000Z');

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture({ times: [slotFixture()] }));
});

/** The queue of u1 in order, as the engine reads it. */
const queue = () => listOutbox('u1');
const rowById = async (id: string) => (await db.outbox.get(id)) as OutboxRow;

describe('prepareRequest', () => {
  it('builds the request once, with the key and the chain’s If-Match, and marks the row sending', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const [row] = await queue();
    const sent = await prepareRequest(row);
    expect(sent).toEqual({
      headers: {
        Accept: 'application/json',
        'Idempotency-Key': row.id,
        'Content-Type': 'application/json',
        'If-Match': '"3"',
      },
      body: JSON.stringify({ _id: 'c1', title: 'Eins' }),
    });
    expect(await rowById(row.id)).toMatchObject({ status: 'sending', sent });

    // A retry is the first request byte for byte, whatever version the row was rebased on since.
    await db.outbox.update(row.id, { baseVersion: 9 });
    expect(await prepareRequest(row)).toEqual(sent);
  });

  it('a row refused or deleted meanwhile is gone; an update without a version cannot go', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const [row] = await queue();
    await db.outbox.update(row.id, { status: 'refused', refusal: 'account-blocked' });
    expect(await prepareRequest(row)).toBe('gone');
    await db.outbox.delete(row.id);
    expect(await prepareRequest(row)).toBe('gone');

    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [update] = await queue();
    await db.outbox.update(update.id, { baseVersion: null });
    expect(await prepareRequest(update)).toBeNull();
    expect(await rowById(update.id)).toMatchObject({ status: 'pending', sent: null });
    await rejectWithoutVersion(update);
    expect(await rowById(update.id)).toMatchObject({ status: 'rejected', errorKind: 'no-version' });
  });
});

describe('applyDone', () => {
  it('the last row of an entity: gone, and the local copy is the server’s entity', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const [row] = await queue();
    const server = courseFixture({ title: 'Eins vom Server', version: 4 });
    await applyDone(row, { success: true, message: 'Gespeichert.', data: server });
    expect(await queue()).toEqual([]);
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({
      title: 'Eins vom Server',
      serverVersion: 4,
    });
  });

  it('more rows wait: the next goes on the version this one produced, the local values stay', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [first, second] = await queue();
    expect(second.baseVersion).toBe(3);
    await applyDone(first, { data: courseFixture({ title: 'Eins', version: 4 }) });
    expect(await queue()).toEqual([expect.objectContaining({ id: second.id, baseVersion: 4 })]);
    expect(await getLocalCourse('u1', 'c1')).toMatchObject({ info: 'Zwei', serverVersion: 4 });
  });

  it('a delete removes the local copy', async () => {
    await deleteTimeSlot('u1', 't1');
    const [row] = await queue();
    await applyDone(row, { success: true, message: 'Gelöscht.' });
    expect(await queue()).toEqual([]);
    expect(await getLocalTimes('u1', 'c1')).toEqual([]);
  });
});

describe('applyRetry and holdForLogin', () => {
  it('the row waits with its attempts, the time of its next try and the error', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const [row] = await queue();
    await prepareRequest(row);
    await applyRetry(row, { error: 'HTTP 503', errorKind: 'server' }, 2, NOW + 4_000);
    expect(await rowById(row.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: NOW + 4_000,
      lastError: 'HTTP 503',
      errorKind: 'server',
    });
  });

  it('a row on its way waits for the login again; one the block refused meanwhile stays refused', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [first, second] = await queue();
    await prepareRequest(first);
    await prepareRequest(second);
    await db.outbox.update(second.id, { status: 'refused', refusal: 'account-blocked' });
    await holdForLogin(first);
    await holdForLogin(second);
    expect((await rowById(first.id)).status).toBe('pending');
    expect((await rowById(second.id)).status).toBe('refused');
  });
});

describe('applyRefused', () => {
  it('flags the row and hands the version the server still holds to the next row', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [first, second] = await queue();
    // The chain had already moved the second row on (as a done row before it would).
    await db.outbox.update(second.id, { baseVersion: 7 });
    await applyRefused(first, 'forbidden', 'Keine Berechtigung.');
    expect(await rowById(first.id)).toMatchObject({
      status: 'refused',
      refusal: 'forbidden',
      lastError: 'Keine Berechtigung.',
      errorKind: null,
    });
    expect((await rowById(second.id)).baseVersion).toBe(3);
  });

  it('an ended session does not hand the version on: the row goes again after the login', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [first, second] = await queue();
    await db.outbox.update(second.id, { baseVersion: 7 });
    await applyRefused(first, 'session-ended', null);
    expect(await rowById(first.id)).toMatchObject({ status: 'refused', refusal: 'session-ended' });
    expect((await rowById(second.id)).baseVersion).toBe(7);
  });
});

describe('applyRejected', () => {
  it('keeps the message, code and field details, counts the attempt, and hands the version on', async () => {
    await saveCourseChanges('u1', 'c1', { title: '' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    const [first, second] = await queue();
    await db.outbox.update(second.id, { baseVersion: 7 });
    const body = {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Bitte prüfe deine Eingaben.',
      details: { title: 'Titel fehlt.' },
    };
    const rejected = await applyRejected(first, body, 400);
    expect(rejected).toMatchObject({
      id: first.id,
      status: 'rejected',
      errorCode: 'VALIDATION_FAILED',
      lastError: 'Bitte prüfe deine Eingaben.',
    });
    expect(await rowById(first.id)).toMatchObject({
      status: 'rejected',
      attempts: first.attempts + 1,
      errorCode: 'VALIDATION_FAILED',
      lastError: 'Bitte prüfe deine Eingaben.',
      details: { title: 'Titel fehlt.' },
      // A 400 names nothing in `data`; a 409 SLOT_OVERLAP does (outbox.test.ts).
      errorData: null,
    });
    expect((await rowById(second.id)).baseVersion).toBe(3);
  });

  it('a refused image leaves the local copy, unless a newer pick for its slot is queued', async () => {
    const refusal = { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Kein Bild.' };
    const images = async () => (await db.records.get(['u1', 'course', 'c1']))?.images ?? {};
    await queueUpload('u1', 'course', 'c1', 'image', new Blob(['kaputt']), 'kaputt.png');
    const [first] = await queue();
    await applyRejected(first!, refusal, 415);
    expect(Object.keys(await images())).toEqual([]);
    expect(await rowById(first!.id)).toMatchObject({
      status: 'rejected',
      upload: { slot: 'image' },
    });

    // A newer pick replaces the refused row; if that one is refused while a third waits, the
    // third stays the local image.
    await queueUpload('u1', 'course', 'c1', 'image', new Blob(['zwei']), 'zwei.png');
    await queueUpload('u1', 'course', 'c1', 'image', new Blob(['drei']), 'drei.png');
    const rows = await queue();
    expect(rows.map((row) => row.upload?.name)).toEqual(['zwei.png', 'drei.png']);
    await applyRejected(rows[0]!, refusal, 415);
    expect(await (await images()).image?.text()).toBe('drei');
  });

  it('an answer without an envelope: the status as message, no code, no details', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    const [row] = await queue();
    await applyRejected(row, { details: { title: 3 } }, 413);
    expect(await rowById(row.id)).toMatchObject({
      lastError: 'HTTP 413',
      errorCode: null,
      details: null,
    });
  });
});

describe('applyConflict', () => {
  it('a field both sides changed: a conflict row for the user, the row waits', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const [row] = await queue();
    const server = courseFixture({ title: 'Deins', version: 4 });
    const body = { success: false, code: 'VERSION_CONFLICT', message: 'Konflikt', data: server };
    expect(await applyConflict(row, body, NOW)).toBe('conflict');
    expect(await rowById(row.id)).toMatchObject({ status: 'conflict', lastError: 'Konflikt' });
    expect(await db.conflicts.get(row.id)).toMatchObject({
      userId: 'u1',
      entity: { type: 'course', id: 'c1' },
      mine: { title: 'Meins' },
      base: { title: 'Kinderturnen' },
      server: { title: 'Deins', version: 4 },
      createdAt: new Date(NOW).toISOString(),
    });
  });

  it('only another field changed: my fields are queued again on the server’s version, no question', async () => {
    await saveCourseChanges('u1', 'c1', { title: 'Meins' });
    const [row] = await queue();
    const server = courseFixture({ info: 'Vom Admin', version: 4 });
    expect(await applyConflict(row, { data: server }, NOW)).toBe('requeued');
    const [requeued] = await queue();
    expect(requeued.id).not.toBe(row.id);
    expect(requeued).toMatchObject({
      status: 'pending',
      baseVersion: 4,
      body: { _id: 'c1', title: 'Meins' },
      sent: null,
    });
    expect(await db.conflicts.count()).toBe(0);
  });

  it('a delete that meets a 412 always asks', async () => {
    await deleteTimeSlot('u1', 't1');
    const [row] = await queue();
    const body = { data: slotFixture({ location: 'Halle 2', version: 2 }) };
    expect(await applyConflict(row, body, NOW)).toBe('conflict');
    expect((await rowById(row.id)).status).toBe('conflict');
  });
});

describe('resetForStart and refuseQueue', () => {
  async function rowsInEveryState(): Promise<OutboxRow[]> {
    await saveCourseChanges('u1', 'c1', { title: 'Eins' });
    await saveCourseChanges('u1', 'c1', { info: 'Zwei' });
    await updateTimeSlot('u1', 't1', { ...SLOT, start: '16:00' });
    await saveCourseChanges('u1', 'c1', { location: 'Halle Süd' });
    const rows = await queue();
    await db.outbox.update(rows[0].id, { status: 'sending', attempts: 3, nextAttemptAt: NOW });
    await db.outbox.update(rows[1].id, { status: 'refused', refusal: 'session-ended' });
    await db.outbox.update(rows[2].id, { status: 'refused', refusal: 'account-blocked' });
    await db.outbox.update(rows[3].id, { status: 'rejected' });
    return rows;
  }

  it('a start forgets backoff and the ended session; blocked and rejected rows stay', async () => {
    const rows = await rowsInEveryState();
    await resetForStart('u1');
    const after = await Promise.all(rows.map((r) => rowById(r.id)));
    expect(after.map((r) => [r.status, r.refusal ?? null, r.attempts, r.nextAttemptAt])).toEqual([
      ['pending', null, 0, 0],
      ['pending', null, 0, 0],
      ['refused', 'account-blocked', 0, 0],
      ['rejected', null, 0, 0],
    ]);
  });

  it('a block refuses every waiting row of the user with the code and sentence, and counts them', async () => {
    const rows = await rowsInEveryState();
    await saveCourseChanges('u1', 'c1', { members: 13 });
    await db.outbox.put({
      ...rows[0],
      id: 'other-user-row',
      userId: 'u2',
      seq: 99,
      status: 'sending',
    });
    expect(await refuseQueue('u1', 'Gesperrt.')).toBe(2);
    const statuses = (await queue()).map((r) => [r.status, r.refusal ?? null]);
    expect(statuses).toEqual([
      ['refused', 'account-blocked'],
      ['refused', 'session-ended'],
      ['refused', 'account-blocked'],
      ['rejected', null],
      ['refused', 'account-blocked'],
    ]);
    expect(await rowById(rows[0].id)).toMatchObject({
      errorCode: 'ACCOUNT_BLOCKED',
      lastError: 'Gesperrt.',
    });
    expect((await rowById('other-user-row')).status).toBe('sending');
  });
});
