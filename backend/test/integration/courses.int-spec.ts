import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, courseBody, ifMatch, type Client } from '@test/utils/http';
import { countRows, createCourse, createWorld } from '@test/factories/factories';
import { courses, timeSlots } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('courses and times', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let department: Client;
  let trainer: Client;

  const newCourse = (title?: string) =>
    createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
      ...(title ? { title } : {}),
    });
  const rowOf = async (id: string) =>
    (await t.db.select().from(courses).where(eq(courses.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
  });
  afterAll(() => t.close());

  describe('reading', () => {
    it('lists the working copies sorted by title, with trainers, times and state', async () => {
      const res = await admin.get('/api/courses');
      expect(res.statusCode).toBe(200);
      const titles = res.json().data.map((c: { title: string }) => c.title);
      expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'de')));
      const kinder = res.json().data.find((c: { title: string }) => c.title === 'Kinderturnen');
      expect(kinder).toMatchObject({
        _id: world.own.course.id,
        department: { _id: world.department.id, name: 'Turnen' },
        trainers: [{ _id: world.trainer.id }],
        times: [{ _id: world.own.slots[0]!.id, day: 'Montag', start: '17:00', version: 1 }],
        state: 'draft',
        version: 1,
        blocked: false,
        pending_request: null,
        last_rejection: null,
      });
    });

    it('gets one course with its times sorted Montag to Sonntag', async () => {
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
        times: [
          { day: 'Sonntag', start: '10:00', end: '11:00', location: 'Halle' },
          { day: 'Dienstag', start: '18:00', end: '19:00', location: 'Halle' },
          { day: 'Dienstag', start: '09:00', end: '10:00', location: 'Halle' },
        ],
      });
      const res = await trainer.get(`/api/course/${course.id}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().data.times.map((s: { day: string; start: string }) => `${s.day} ${s.start}`),
      ).toEqual(['Dienstag 09:00', 'Dienstag 18:00', 'Sonntag 10:00']);
      const times = await trainer.get(`/api/times/${course.id}`);
      expect(times.json().data.map((s: { day: string }) => s.day)).toEqual([
        'Dienstag',
        'Dienstag',
        'Sonntag',
      ]);
    });

    it('answers an unknown or malformed id with 404 NOT_FOUND', async () => {
      for (const url of [
        `/api/course/${randomUUID()}`,
        '/api/course/keine-uuid',
        `/api/times/${randomUUID()}`,
      ]) {
        const res = await admin.get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    });

    it('lists the trainers', async () => {
      const res = await trainer.get('/api/trainers');
      expect(res.json().data.map((tr: { _id: string }) => tr._id)).toEqual(
        expect.arrayContaining([world.trainer.id, world.otherTrainer.id]),
      );
    });
  });

  describe('creating', () => {
    it('creates a draft course with version 1 in the department', async () => {
      const res = await department.post(
        '/api/courses',
        courseBody(world.department.id, [world.trainer.id, world.otherTrainer.id], {
          website: 'https://tus-musterstadt.de/turnen',
          social_media: { instagram: 'https://instagram.com/tus' },
        }),
      );
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        title: 'Eltern-Kind-Turnen',
        age_from: 3,
        age_to: 6,
        version: 1,
        state: 'draft',
        times: [],
        website: 'https://tus-musterstadt.de/turnen',
        social_media: { instagram: 'https://instagram.com/tus' },
        department: { _id: world.department.id },
      });
      expect(data.trainers).toHaveLength(2);
      expect(await rowOf(data._id)).toMatchObject({ title: 'Eltern-Kind-Turnen', version: 1 });
      // Clearing the optional website with null.
      const cleared = await department.post(
        '/api/course',
        { _id: data._id, website: null },
        ifMatch(1),
      );
      expect(cleared.json().data).toMatchObject({ website: null, version: 2 });
    });

    it('sanitizes HTML in the description and strips markup from plain fields', async () => {
      const res = await admin.post(
        '/api/courses',
        courseBody(world.department.id, [world.trainer.id], {
          title: '<b>Kinder</b>turnen <script>alert(1)</script>plus',
          info: '<i>Hallenschuhe</i> mitbringen',
          location: '<a href="https://x.de">Turnhalle</a>',
          description:
            '<p onclick="alert(1)">Hallo<script>alert(1)</script><img src="x" onerror="alert(1)">' +
            '<a href="javascript:alert(1)">böse</a> <a href="https://tus.de">gut</a></p>',
          trial_training:
            '<p style="color:red">Probe<iframe src="https://evil.example"></iframe></p>',
        }),
      );
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data.title).toBe('Kinderturnen plus');
      expect(data.info).toBe('Hallenschuhe mitbringen');
      expect(data.location).toBe('Turnhalle');
      expect(data.description).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
      expect(data.description).toContain(
        '<a href="https://tus.de" rel="noopener noreferrer">gut</a>',
      );
      expect(data.description).toContain('Hallo');
      expect(data.trial_training).toBe('<p>Probe</p>');
      const row = await rowOf(data._id);
      expect(row!.description).toBe(data.description);
    });

    it('writes nothing when a create fails on an unknown trainer', async () => {
      const title = `Geisterkurs ${randomUUID().slice(0, 6)}`;
      const res = await admin.post(
        '/api/courses',
        courseBody(world.department.id, [world.trainer.id, randomUUID()], { title }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { trainers: 'Mindestens eine Übungsleitung gibt es nicht.' },
      });
      expect(await t.db.select().from(courses).where(eq(courses.title, title))).toHaveLength(0);
    });

    it('answers 404 for an unknown department and writes nothing', async () => {
      const title = `Ohne Abteilung ${randomUUID().slice(0, 6)}`;
      const res = await admin.post(
        '/api/courses',
        courseBody(randomUUID(), [world.trainer.id], { title }),
      );
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(courses).where(eq(courses.title, title))).toHaveLength(0);
    });
  });

  describe('validation', () => {
    const base = () => courseBody(world.department.id, [world.trainer.id]);

    it.each([
      ['a title shorter than three characters', { title: 'Ku' }, 'title', 'Mindestens 3 Zeichen.'],
      [
        'age_from above age_to',
        { age_from: 12, age_to: 8 },
        'age_to',
        '„Alter bis“ darf nicht kleiner als „Alter von“ sein.',
      ],
      [
        'an unknown gender',
        { genders: ['unbekannt'] },
        'genders',
        'Erlaubt sind: männlich, weiblich, divers.',
      ],
      ['a missing location', { location: undefined }, 'location', 'Dieses Feld wird benötigt.'],
      ['an unknown field', { owner: 'ich' }, 'owner', 'Dieses Feld ist nicht erlaubt.'],
    ])('refuses a create with %s (400 with details)', async (_, change, field, message) => {
      const res = await admin.post('/api/courses', { ...base(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
      });
      expect(res.json().details[field]).toBe(message);
    });

    it('refuses a partial update that puts age_to below the stored age_from', async () => {
      const { course } = await newCourse(); // ages 6 to 10
      const res = await admin.post('/api/course', { _id: course.id, age_to: 4 }, ifMatch(1));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        age_to: '„Alter bis“ darf nicht kleiner als „Alter von“ sein.',
      });
      const raised = await admin.post('/api/course', { _id: course.id, age_from: 11 }, ifMatch(1));
      expect(raised.statusCode).toBe(400);
      expect(await rowOf(course.id)).toMatchObject({ ageFrom: 6, ageTo: 10, version: 1 });
    });

    it('refuses moving a course to another department by update', async () => {
      const { course } = await newCourse();
      const res = await admin.post(
        '/api/course',
        { _id: course.id, department: world.other.id },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ department: 'Dieses Feld ist nicht erlaubt.' });
    });

    const slot = (courseId: string, change: object = {}) => ({
      course: courseId,
      day: 'Montag',
      start: '17:00',
      end: '18:00',
      location: 'Turnhalle',
      ...change,
    });

    it.each([
      ['a weekday not in the enum', { day: 'Monday' }, 'day'],
      ['a start not in HH:mm', { start: '7:00' }, 'start'],
      ['an end not in HH:mm', { end: '25:00' }, 'end'],
      ['an end before the start', { start: '18:00', end: '17:30' }, 'end'],
      ['an end equal to the start', { start: '18:00', end: '18:00' }, 'end'],
      ['an unknown field', { coach: 'Tina' }, 'coach'],
    ])('refuses a time slot with %s', async (_, change, field) => {
      const res = await trainer.post('/api/times', slot(world.own.course.id, change));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual([field]);
    });

    it('answers a malformed JSON body with 400 in German', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/courses',
        headers: {
          authorization: `Bearer ${(await t.login(world.admin.email)).token}`,
          'content-type': 'application/json',
        },
        payload: '{"title": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Die Anfrage ist ungültig.',
        code: 'VALIDATION_FAILED',
      });
    });
  });

  describe('updating with If-Match', () => {
    it('requires If-Match: 428 without it, nothing changed', async () => {
      const { course } = await newCourse();
      const res = await trainer.post('/api/course', { _id: course.id, members: 30 });
      expect(res.statusCode).toBe(428);
      expect(res.json().code).toBe('PRECONDITION_REQUIRED');
      expect((await rowOf(course.id))!.members).toBe(12);
    });

    it('refuses a malformed If-Match with 400', async () => {
      const { course } = await newCourse();
      const res = await trainer.post(
        '/api/course',
        { _id: course.id, members: 30 },
        { 'if-match': 'abc' },
      );
      expect(res.statusCode).toBe(400);
    });

    it('saves with a fresh version and answers version + 1', async () => {
      const { course } = await newCourse();
      const res = await trainer.post(
        '/api/course',
        { _id: course.id, members: 30, title: 'Kinderturnen am Abend' },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        version: 2,
        members: 30,
        title: 'Kinderturnen am Abend',
        age_from: 6,
      });
      expect(await rowOf(course.id)).toMatchObject({ version: 2, members: 30 });
      // W/"2" and a bare 2 are accepted as well.
      const again = await trainer.post(
        '/api/course',
        { _id: course.id, members: 31 },
        { 'if-match': 'W/"2"' },
      );
      expect(again.json().data.version).toBe(3);
    });

    it('answers a stale version with 412 and the current server entity in data', async () => {
      const { course } = await newCourse();
      await trainer.post('/api/course', { _id: course.id, members: 30 }, ifMatch(1));
      const stale = await department.post(
        '/api/course',
        { _id: course.id, members: 99 },
        ifMatch(1),
      );
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({
        success: false,
        code: 'VERSION_CONFLICT',
        data: { _id: course.id, version: 2, members: 30 },
      });
      expect((await rowOf(course.id))!.members).toBe(30);
    });

    it('replaces the trainer list', async () => {
      const { course } = await newCourse();
      const res = await admin.post(
        '/api/course',
        { _id: course.id, trainers: [world.otherTrainer.id] },
        ifMatch(1),
      );
      expect(res.json().data.trainers.map((tr: { _id: string }) => tr._id)).toEqual([
        world.otherTrainer.id,
      ]);
    });

    it('answers 404 for an update of an unknown course', async () => {
      const res = await admin.post('/api/course', { _id: randomUUID(), members: 3 }, ifMatch(1));
      expect(res.statusCode).toBe(404);
    });
  });

  describe('time slots', () => {
    it('creates a slot with a client-made _id and refuses the same id twice', async () => {
      const { course } = await newCourse();
      const id = randomUUID();
      const body = {
        _id: id,
        course: course.id,
        day: 'Donnerstag',
        start: '16:30',
        end: '17:45',
        location: '<b>Halle</b> 3',
      };
      const res = await trainer.post('/api/times', body);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({
        _id: id,
        course: course.id,
        workshop: null,
        day: 'Donnerstag',
        date: null,
        start: '16:30',
        end: '17:45',
        venue: null,
        location: 'Halle 3',
        version: 1,
      });
      const twice = await trainer.post('/api/times', body);
      expect(twice.statusCode).toBe(409);
      expect(await countRows(t.db, timeSlots, course.id)).toBe(2);
    });

    it('updates a slot with If-Match, 412 with the current slot when stale', async () => {
      const { course, slots } = await newCourse();
      const change = {
        _id: slots[0]!.id,
        day: 'Freitag',
        start: '15:00',
        end: '16:00',
        location: 'Halle 2',
      };
      expect((await trainer.put('/api/times', change)).statusCode).toBe(428);
      const ok = await trainer.put('/api/times', change, ifMatch(1));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ day: 'Freitag', version: 2, course: course.id });
      const stale = await trainer.put('/api/times', { ...change, day: 'Samstag' }, ifMatch(1));
      expect(stale.statusCode).toBe(412);
      expect(stale.json().data).toMatchObject({ _id: slots[0]!.id, day: 'Freitag', version: 2 });
    });

    it('deletes a slot, refusing a stale If-Match', async () => {
      const { course, slots } = await newCourse();
      const id = slots[0]!.id;
      expect((await trainer.delete(`/api/time/${id}`, ifMatch(7))).statusCode).toBe(412);
      expect(await countRows(t.db, timeSlots, course.id)).toBe(1);
      expect((await trainer.delete(`/api/time/${id}`, ifMatch(1))).statusCode).toBe(200);
      expect(await countRows(t.db, timeSlots, course.id)).toBe(0);
      expect((await trainer.delete(`/api/time/${id}`)).statusCode).toBe(404);
    });

    it('answers 404 for a slot of an unknown course', async () => {
      const res = await admin.post('/api/times', {
        course: randomUUID(),
        day: 'Montag',
        start: '10:00',
        end: '11:00',
        location: 'Halle',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('deleting and blocking', () => {
    it('deletes a course with its times', async () => {
      const { course } = await newCourse();
      const res = await department.delete(`/api/course/${course.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Das Angebot wurde gelöscht.' });
      expect(await rowOf(course.id)).toBeUndefined();
      expect(await countRows(t.db, timeSlots, course.id)).toBe(0);
      expect((await admin.get(`/api/course/${course.id}`)).statusCode).toBe(404);
      expect((await admin.delete(`/api/course/${course.id}`)).statusCode).toBe(404);
    });

    it('toggles the block with who blocked it, without bumping the version', async () => {
      const { course } = await newCourse();
      const blocked = await department.post(`/api/course/block/${course.id}`);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({
        message: 'Das Angebot wurde gesperrt.',
        data: { blocked: true, blocked_by: { _id: world.departmentUser.id }, version: 1 },
      });
      const unblocked = await admin.post(`/api/course/block/${course.id}`);
      expect(unblocked.json()).toMatchObject({
        message: 'Das Angebot wurde entsperrt.',
        data: { blocked: false, blocked_by: null },
      });
      expect(await rowOf(course.id)).toMatchObject({ blocked: false, blockedBy: null, version: 1 });
    });
  });
});
