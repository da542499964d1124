import { Dexie } from 'dexie';
import { VereinsheimDb, db } from '@/offline/db';
import { getRecord, listRecords, storeServerList } from '@/offline/localStore';
import {
  createRecord,
  queueAction,
  queueUpload,
  removeRecord,
  updateRecord,
} from '@/offline/mutations';
import { listOutbox } from '@/offline/outbox';
import { entityOf, hasEntity } from '@/offline/registry';
import {
  courseFixture,
  jsonResponse,
  resetDb,
  slotFixture,
  stopAllEngines,
  storeServerCourse,
  testEngine,
} from '@/offline/testing';
import type { UploadRequest } from '@/offline/xhrUpload';

afterEach(stopAllEngines);
beforeEach(resetDb);

const ok = (status: number, data: unknown) =>
  jsonResponse(status, { success: true, message: 'Gespeichert', data });

/** A fetch that records what went out, multipart bodies included, and answers in turn. */
function recordingFetch(...answers: ((body: unknown) => Response)[]) {
  const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] =
    [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : null;
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return answers[Math.min(sent.length, answers.length) - 1](body);
  };
  return { fetch, sent };
}

describe('the registry', () => {
  it('knows the types the app registered, and says which one is missing', () => {
    expect(hasEntity('course')).toBe(true);
    expect(hasEntity('time')).toBe(true);
    expect(() => entityOf('unbekannt')).toThrow('"unbekannt" is not registered');
  });
});

describe('one generic record store', () => {
  it('keeps embedded lists as records of their own and drops what the server no longer lists', async () => {
    await storeServerList('u1', 'course', [
      courseFixture({ times: [slotFixture(), slotFixture({ _id: 't2' })] }),
      courseFixture({ _id: 'c2', title: 'Yoga', times: [] }),
    ]);
    expect((await getRecord('u1', 'course', 'c1')) as object).not.toHaveProperty('times');
    expect(
      (await listRecords<{ _id: string }>('u1', 'time', 'c1')).map((t) => t._id).sort(),
    ).toEqual(['t1', 't2']);

    await storeServerList('u1', 'course', [courseFixture({ times: [slotFixture()] })]);
    expect(await getRecord('u1', 'course', 'c2')).toBeUndefined();
    expect((await listRecords<{ _id: string }>('u1', 'time', 'c1')).map((t) => t._id)).toEqual([
      't1',
    ]);
    // Another user's device data is not touched.
    expect(await listRecords('u2', 'course')).toEqual([]);
  });

  it('an entity with queued changes keeps its local copy through a refresh', async () => {
    await storeServerCourse('u1', courseFixture());
    await updateRecord('u1', 'course', 'c1', { title: 'Neu' });
    await storeServerList('u1', 'course', []);
    expect((await getRecord<{ title: string }>('u1', 'course', 'c1'))?.title).toBe('Neu');
  });

  it('moves the course and time tables of version 1 into the records, and labels old rows', async () => {
    const name = `migrate-${Date.now()}`;
    const old = new Dexie(name);
    old.version(1).stores({
      courses: '[userId+_id], userId',
      times: '[userId+_id], [userId+course]',
      outbox: 'id, userId, seq, [userId+seq], [userId+entityKey]',
      conflicts: 'id, userId',
    });
    await old
      .table('courses')
      .put({ ...courseFixture(), times: undefined, userId: 'u1', serverVersion: 3 });
    await old.table('times').put({ ...slotFixture(), userId: 'u1', serverVersion: 1 });
    await old
      .table('outbox')
      .put({ id: 'r1', userId: 'u1', seq: 1, method: 'PUT', ifMatch: true, entityKey: 'time:t1' });
    old.close();

    const migrated = new VereinsheimDb(name);
    const records = await migrated.records.toArray();
    expect(records.map((r) => [r.type, r.id, r.parent, r.serverVersion])).toEqual([
      ['course', 'c1', '', 3],
      ['time', 't1', 'c1', 1],
    ]);
    expect(records[0].value).toMatchObject({ title: 'Kinderturnen' });
    expect(records[0].value).not.toHaveProperty('userId');
    expect((await migrated.outbox.get('r1'))?.kind).toBe('update');
    migrated.close();
  });
});

describe('every write through the outbox', () => {
  it('create, publish request and image of a course made offline go in order once online', async () => {
    const id = await createRecord(
      'u1',
      'course',
      { title: 'Neu', department: 'd1' },
      {
        department: { _id: 'd1', name: 'turnen', title: 'Turnen' },
      },
    );
    await updateRecord('u1', 'course', id, { info: 'Zuletzt geändert' });
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    await queueUpload('u1', 'course', id, 'image', image, 'bild.png');
    await queueAction('u1', 'course', id, 'publish');

    const local = await getRecord<{ department: { title: string } }>('u1', 'course', id);
    expect(local?.department.title).toBe('Turnen');
    expect(local?.localImages?.image).toBeInstanceOf(Blob);
    expect((await listOutbox('u1')).map((r) => r.kind)).toEqual(['create', 'upload', 'action']);

    const course = (v: number, more = {}) =>
      courseFixture({ _id: id, title: 'Neu', info: 'Zuletzt geändert', version: v, ...more });
    const { fetch, sent } = recordingFetch(
      () => ok(201, course(1)),
      () => ok(200, course(2, { photoURL: '/uploads/bild.webp' })),
      () => ok(200, course(2, { photoURL: '/uploads/bild.webp', pending_request: null })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();

    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/courses'],
      ['POST', `/api/course/profileImage/${id}`],
      ['POST', `/api/course/publish/${id}`],
    ]);
    expect(sent[0].body).toEqual({
      _id: id,
      title: 'Neu',
      department: 'd1',
      info: 'Zuletzt geändert',
    });
    const form = sent[1].body as FormData;
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect((form.get('file') as File).name).toBe('bild.png');
    expect(sent[1].headers['Content-Type']).toBeUndefined();
    const synced = await getRecord<{ photoURL: string }>('u1', 'course', id);
    expect(synced).toMatchObject({ photoURL: '/uploads/bild.webp', serverVersion: 2 });
    expect(synced?.localImages).toBeUndefined();
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('a refused create keeps the server’s field messages on the row for the form', async () => {
    await createRecord('u1', 'course', { title: 'ab', department: 'd1' });
    const { fetch } = recordingFetch(() =>
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfe deine Eingaben.',
        details: { title: 'Mindestens 3 Zeichen.' },
      }),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      status: 'rejected',
      details: { title: 'Mindestens 3 Zeichen.' },
      lastError: 'Bitte prüfe deine Eingaben.',
    });
  });

  it('a new save of every field a rejected update held replaces it; one of other fields does not', async () => {
    await storeServerCourse('u1', courseFixture({ _id: 'c1', version: 3 }));
    await updateRecord('u1', 'course', 'c1', { title: 'ab', info: 'x' });
    const [rejected] = await listOutbox('u1');
    await db.outbox.update(rejected!.id, { status: 'rejected', details: { title: 'Zu kurz.' } });

    await updateRecord('u1', 'course', 'c1', { members: 12 });
    expect((await listOutbox('u1')).map((r) => r.status)).toEqual(['rejected', 'pending']);

    await updateRecord('u1', 'course', 'c1', { title: 'Turnen', info: 'Mit Hallenschuhen' });
    expect((await listOutbox('u1')).map((r) => [r.status, r.body])).toEqual([
      ['pending', { _id: 'c1', members: 12 }],
      ['pending', { _id: 'c1', title: 'Turnen', info: 'Mit Hallenschuhen' }],
    ]);
  });

  it('an edit on the device of a published course, its image or a time shows the course as changed', async () => {
    const state = async () => (await getRecord<{ state: string }>('u1', 'course', 'c1'))?.state;
    const slot = slotFixture();
    await storeServerCourse('u1', courseFixture({ state: 'published', times: [slot] }));
    await updateRecord('u1', 'time', slot._id, { start: '17:00' });
    expect(await state()).toBe('changed');

    await storeServerCourse('u1', courseFixture({ state: 'published', version: 9, times: [] }));
    await db.outbox.clear();
    await queueUpload('u1', 'course', 'c1', 'image', new Blob(['png']), 'bild.png');
    expect(await state()).toBe('changed');

    // A draft stays a draft.
    await db.outbox.clear();
    await storeServerCourse('u1', courseFixture({ state: 'draft', version: 10, times: [] }));
    await updateRecord('u1', 'course', 'c1', { info: 'Neu' });
    expect(await state()).toBe('draft');
  });

  it('the rows of a time name its course, so the course sees its times’ edits as its own', async () => {
    await storeServerCourse('u1', courseFixture({ times: [slotFixture()] }));
    const [slot] = await listRecords<{ _id: string }>('u1', 'time', 'c1');
    await updateRecord('u1', 'time', slot!._id, { start: '17:00' });
    await createRecord('u1', 'time', { course: 'c1', day: 'Montag', start: '9:00', end: '10:00' });
    await removeRecord('u1', 'time', slot!._id);
    await updateRecord('u1', 'course', 'c1', { info: 'Neu' });
    expect((await listOutbox('u1')).map((row) => [row.entity.type, row.parent])).toEqual([
      ['time', 'c1'],
      ['time', 'c1'],
      ['time', 'c1'],
      ['course', null],
    ]);
  });

  it('deleting what was created offline and never sent drops its rows; a synced one queues DELETE', async () => {
    const id = await createRecord('u1', 'course', { title: 'Kurz', department: 'd1' });
    await queueAction('u1', 'course', id, 'publish');
    await removeRecord('u1', 'course', id);
    expect(await listOutbox('u1')).toEqual([]);
    expect(await getRecord('u1', 'course', id)).toBeUndefined();

    await storeServerCourse('u1', courseFixture());
    await removeRecord('u1', 'course', 'c1');
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      kind: 'remove',
      method: 'DELETE',
      path: '/api/course/c1',
      ifMatch: false,
    });
    expect(await getRecord('u1', 'course', 'c1')).toBeUndefined();
    expect(await db.records.count()).toBe(0);
  });

  it('deleting a create the server refused, or a course made offline with its times, sends nothing', async () => {
    const refused = await createRecord('u1', 'news', { title: 'Zu', text: 'Kurz' });
    const [row] = await listOutbox('u1');
    await db.outbox.update(row!.id, { status: 'rejected', sent: { headers: {}, body: '{}' } });
    await removeRecord('u1', 'news', refused);
    expect(await listOutbox('u1')).toEqual([]);

    const course = await createRecord('u1', 'course', { title: 'Neu', department: 'd1' });
    await createRecord('u1', 'time', {
      course,
      day: 'Montag',
      start: '17:00',
      end: '18:00',
      location: 'Halle',
    });
    await removeRecord('u1', 'course', course);
    expect(await listOutbox('u1')).toEqual([]);
    expect(await db.records.count()).toBe(0);
  });

  it('a failed image after a create: the version the create got is kept, the next edit goes on it', async () => {
    const id = await createRecord('u1', 'course', { title: 'Neu', department: 'd1' });
    await queueUpload('u1', 'course', id, 'image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const { fetch, sent } = recordingFetch(
      () => ok(201, courseFixture({ _id: id, title: 'Neu', version: 1 })),
      () => jsonResponse(400, { success: false, code: 'VALIDATION_FAILED', message: 'Kein Bild.' }),
      () => ok(200, courseFixture({ _id: id, title: 'Neuer', version: 2 })),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    expect((await getRecord('u1', 'course', id))?.serverVersion).toBe(1);
    await updateRecord('u1', 'course', id, { title: 'Neuer' });
    await engine.runOnce();
    expect(sent[2]).toMatchObject({ method: 'POST', url: '/api/course' });
    expect(sent[2]!.headers['If-Match']).toBe('"1"');
  });
});

describe('a list asked for before a write went through', () => {
  it('does not delete what was created meanwhile', async () => {
    const startedAt = Date.now();
    const id = await createRecord('u1', 'news', { title: 'Neu', text: 'Text' });
    const { fetch } = recordingFetch(() =>
      ok(201, {
        _id: id,
        title: 'Neu',
        text: 'Text',
        version: 1,
        created_at: '2026-11-24T10:00:00Z',
      }),
    );
    const { engine } = testEngine({ fetch });
    engine.start('u1');
    await engine.whenStarted();
    // The list's answer was made before the create reached the server: it does not hold it.
    await storeServerList('u1', 'news', [], { startedAt });
    expect(await getRecord('u1', 'news', id)).toBeDefined();
    await storeServerList('u1', 'news', [], { startedAt: Date.now() + 1 });
    expect(await getRecord('u1', 'news', id)).toBeUndefined();
  });
});

describe('an image on its way', () => {
  async function courseWithImage(): Promise<void> {
    await storeServerCourse('u1', courseFixture({ _id: 'c1', version: 3 }));
    const image = new Blob(['x'.repeat(1000)], { type: 'image/png' });
    await queueUpload('u1', 'course', 'c1', 'image', image, 'bild.png');
  }

  it('goes through the upload transport, which reports how much has gone out; the progress ends with the row', async () => {
    await courseWithImage();
    const seen: { loaded: number; total: number; entity: string }[][] = [];
    const upload = jest.fn<ReturnType<UploadRequest>, Parameters<UploadRequest>>(
      async (_url, _init, onProgress) => {
        onProgress({ loaded: 400, total: 1000 });
        onProgress({ loaded: 1000, total: 1000 });
        return ok(200, courseFixture({ _id: 'c1', version: 4, photoURL: '/uploads/neu.webp' }));
      },
    );
    const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    const { engine } = testEngine({ fetch: fetch as unknown as typeof globalThis.fetch, upload });
    engine.subscribeUploads(() =>
      seen.push(
        engine.getUploads().map((u) => ({
          loaded: u.loaded,
          total: u.total,
          entity: `${u.entity.type}:${u.entity.id}`,
        })),
      ),
    );
    engine.start('u1');
    await engine.whenStarted();

    expect(fetch).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(1);
    const [url, init] = upload.mock.calls[0]!;
    expect(url).toBe('/api/course/profileImage/c1');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer token-1');
    expect(init.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(((init.body as FormData).get('file') as File).name).toBe('bild.png');
    expect(seen).toEqual([
      [{ loaded: 0, total: 1000, entity: 'course:c1' }],
      [{ loaded: 400, total: 1000, entity: 'course:c1' }],
      [{ loaded: 1000, total: 1000, entity: 'course:c1' }],
      [],
    ]);
    expect(await listOutbox('u1')).toEqual([]);
    expect(await getRecord('u1', 'course', 'c1')).toMatchObject({
      photoURL: '/uploads/neu.webp',
    });
  });

  it('a broken connection mid-upload keeps the row for the next try and ends the progress', async () => {
    await courseWithImage();
    const upload = jest.fn<ReturnType<UploadRequest>, Parameters<UploadRequest>>(
      async (_url, _init, onProgress) => {
        onProgress({ loaded: 200, total: 1000 });
        throw new TypeError('Network request failed');
      },
    );
    const { engine } = testEngine({
      fetch: jest.fn() as unknown as typeof globalThis.fetch,
      upload,
    });
    engine.start('u1');
    await engine.whenStarted();

    expect(upload).toHaveBeenCalledTimes(1);
    expect(engine.getUploads()).toEqual([]);
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({ kind: 'upload', status: 'pending', errorKind: 'network' });
    expect(row!.upload?.blob).toBeInstanceOf(Blob);
  });
});
