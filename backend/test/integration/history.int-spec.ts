import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import {
  createCourse,
  createLocation,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';
import type { World } from '@test/integration/matrix/matrix';
import {
  auditLog,
  courseRevisions,
  courses,
  departmentRevisions,
  departments,
  timeSlots,
  workshops,
} from '@/db/schema';

interface Revision {
  _id: string;
  number: number;
  published_at: string;
  published_by: { _id: string; name: string } | null;
  via_request: boolean;
  current: boolean;
  snapshot: Record<string, unknown>;
}
interface Detail extends Revision {
  diff: { field: string; label: string; revision: unknown; current: unknown }[];
  version: number;
}

describe('history (published revisions, diff, restore)', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let owner: Client;
  let department: Client;
  let trainer: Client;
  let workshopUser: Client;

  const courseRow = async (id: string) =>
    (await t.db.select().from(courses).where(eq(courses.id, id)))[0]!;
  const slotsOf = (courseId: string) =>
    t.db.select().from(timeSlots).where(eq(timeSlots.courseId, courseId));
  const list = async (c: Client, path: string) => {
    const res = await c.get(path);
    expect(res.statusCode).toBe(200);
    return res.json().data as Revision[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    owner = as(t, (await t.login(world.owner.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
  });
  afterAll(() => t.close());

  describe('courses', () => {
    /** A course published twice: revision 1 "Eltern-Kind-Turnen" (Montag), revision 2 renamed. */
    async function publishedTwice() {
      const { course, slots } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
        title: 'Eltern-Kind-Turnen',
      });
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      const renamed = await admin.post(
        '/api/course',
        { _id: course.id, title: 'Eltern-Kind-Turnen neu', members: 30 },
        ifMatch(course.version),
      );
      expect(renamed.statusCode).toBe(200);
      const moved = await admin.put(
        '/api/times',
        { _id: slots[0]!.id, day: 'Mittwoch', start: '16:00', end: '17:00', location: 'Halle 2' },
        ifMatch(slots[0]!.version),
      );
      expect(moved.statusCode).toBe(200);
      // The trainer requests, the owner grants: revision 2 came through a request.
      expect((await trainer.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      expect((await owner.post(`/api/course/grant/${course.id}`)).statusCode).toBe(200);
      return { id: course.id, slotId: slots[0]!.id };
    }

    it('lists the published revisions newest first, with who published and when', async () => {
      const { id } = await publishedTwice();
      const revisions = await list(admin, `/api/course/history/${id}`);
      expect(revisions.map((r) => r.number)).toEqual([2, 1]);
      const [second, first] = revisions;
      expect(second!.current).toBe(true);
      expect(first!.current).toBe(false);
      expect(second!.via_request).toBe(true);
      expect(first!.via_request).toBe(false);
      expect(first!.published_by?._id).toBe(world.admin.id);
      expect(second!.published_by?._id).toBe(world.owner.id);
      expect(new Date(first!.published_at).getTime()).toBeLessThanOrEqual(
        new Date(second!.published_at).getTime(),
      );
      expect(first!.snapshot.title).toBe('Eltern-Kind-Turnen');
      expect(second!.snapshot.title).toBe('Eltern-Kind-Turnen neu');
    });

    it('answers a revision with its field diff against the working copy', async () => {
      const { id } = await publishedTwice();
      const [second, first] = await list(admin, `/api/course/history/${id}`);
      const same = (await admin.get(`/api/course/history/${id}/${second!._id}`)).json()
        .data as Detail;
      expect(same.diff).toEqual([]);
      expect(same.version).toBe((await courseRow(id)).version);

      const res = await admin.get(`/api/course/history/${id}/${first!._id}`);
      expect(res.statusCode).toBe(200);
      const older = res.json().data as Detail;
      expect(older.number).toBe(1);
      const byField = Object.fromEntries(older.diff.map((c) => [c.field, c]));
      expect(Object.keys(byField).sort()).toEqual(['members', 'times', 'title']);
      expect(byField.title).toEqual({
        field: 'title',
        label: 'Titel',
        revision: 'Eltern-Kind-Turnen',
        current: 'Eltern-Kind-Turnen neu',
      });
      expect(byField.times!.revision).toEqual([
        { day: 'Montag', start: '17:00', end: '18:00', location: 'Turnhalle' },
      ]);
      expect(byField.times!.current).toEqual([
        { day: 'Mittwoch', start: '16:00', end: '17:00', location: 'Halle 2' },
      ]);
    });

    it('restores a revision as the working copy: version + 1, state changed, times back, audited', async () => {
      const { id, slotId } = await publishedTwice();
      const [, first] = await list(admin, `/api/course/history/${id}`);
      const before = await courseRow(id);

      const res = await admin.post(
        `/api/course/restore/${id}/${first!._id}`,
        undefined,
        ifMatch(before.version),
      );
      expect(res.statusCode).toBe(200);
      const course = res.json().data as { title: string; state: string; version: number };
      expect(course).toMatchObject({
        title: 'Eltern-Kind-Turnen',
        state: 'changed',
        version: before.version + 1,
      });

      const after = await courseRow(id);
      expect(after).toMatchObject({ title: 'Eltern-Kind-Turnen', members: 12 });
      // The published revision is untouched until the restored copy is published again.
      expect(after.publishedRevisionId).toBe(before.publishedRevisionId);
      const slots = await slotsOf(id);
      expect(slots).toHaveLength(1);
      expect(slots[0]).toMatchObject({ id: slotId, day: 'Montag', start: '17:00', end: '18:00' });
      const diff = (await admin.get(`/api/course/history/${id}/${first!._id}`)).json()
        .data as Detail;
      expect(diff.diff).toEqual([]);

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'restore'), eq(auditLog.entityId, id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toEqual({ revision: 1 });

      // And it goes the usual way: publishing it makes revision 3.
      expect((await admin.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
      const revisions = await list(admin, `/api/course/history/${id}`);
      expect(revisions.map((r) => [r.number, r.current])).toEqual([
        [3, true],
        [2, false],
        [1, false],
      ]);
      expect(revisions[0]!.snapshot.title).toBe('Eltern-Kind-Turnen');
    });

    it('reads and restores a revision from before venue ids: its slots are in the venue their text names', async () => {
      const hall = await createLocation(t.db, { name: `Halle Alt ${Date.now().toString(36)}` });
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
        title: 'Altes Turnen',
        times: [{ day: 'Dienstag', start: '17:00', end: '18:00', location: hall.name }],
      });
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      // The snapshot as it was written before slots had venue ids: a text, no id, a look-alike.
      const [published] = await t.db
        .select()
        .from(courseRevisions)
        .where(eq(courseRevisions.courseId, course.id));
      const old = published!.snapshot as { times: Record<string, unknown>[] };
      await t.db
        .update(courseRevisions)
        .set({
          snapshot: {
            ...old,
            times: old.times.map(({ venue: _venue, ...slot }) => ({
              ...slot,
              location: hall.name.toUpperCase().replace('A', '\u0410'),
            })),
          },
        })
        .where(eq(courseRevisions.id, published!.id));
      // Meanwhile the working copy moved outdoors (the restore brings the hall back).
      await t.db
        .update(timeSlots)
        .set({ venueId: null, location: 'Stadtpark' })
        .where(eq(timeSlots.courseId, course.id));

      // Public reads name the venue of the text.
      const plan = (await as(t).get(`/public/locations/${hall.id}/plan`)).json().data;
      expect(plan.map((slot: { id: string }) => slot.id)).toEqual([course.id]);
      const listed = (await as(t).get('/public/courses')).json().data;
      expect(listed.find((c: { _id: string }) => c._id === course.id).times[0]).toMatchObject({
        venue: hall.id,
        location: hall.name,
      });

      const [revision] = await list(admin, `/api/course/history/${course.id}`);
      const res = await admin.post(
        `/api/course/restore/${course.id}/${revision!._id}`,
        undefined,
        ifMatch((await courseRow(course.id)).version),
      );
      expect(res.statusCode).toBe(200);
      expect(await slotsOf(course.id)).toEqual([
        expect.objectContaining({ venueId: hall.id, location: hall.name, day: 'Dienstag' }),
      ]);
    });

    it('refuses a restore whose time the venue has given to another course since (409, nothing changes)', async () => {
      const hall = `Halle ${Date.now()}`;
      await createLocation(t.db, { name: hall });
      const { course, slots } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
        title: 'Hallenwechsel',
        times: [{ day: 'Montag', start: '17:00', end: '18:00', location: hall }],
      });
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      const moved = await admin.put(
        '/api/times',
        { _id: slots[0]!.id, day: 'Mittwoch', start: '17:00', end: '18:00', location: hall },
        ifMatch(slots[0]!.version),
      );
      expect(moved.statusCode).toBe(200);
      // Monday 17:00 is free now, and another course takes it.
      const other = await admin.post(
        '/api/times',
        {
          course: (
            await createCourse(t.db, {
              departmentId: world.department.id,
              trainerIds: [world.trainer.id],
              title: 'Neu in der Halle',
              times: [],
            })
          ).course.id,
          day: 'Montag',
          start: '17:30',
          end: '18:30',
          location: hall,
        },
        idempotencyKey(),
      );
      expect(other.statusCode).toBe(201);
      const [revision] = await list(admin, `/api/course/history/${course.id}`);
      const before = await courseRow(course.id);

      const res = await admin.post(
        `/api/course/restore/${course.id}/${revision!._id}`,
        undefined,
        ifMatch(before.version),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SLOT_OVERLAP',
        data: { title: 'Neu in der Halle', day: 'Montag', start: '17:30' },
      });
      expect((await courseRow(course.id)).version).toBe(before.version);
      expect((await slotsOf(course.id)).map((s) => s.day)).toEqual(['Mittwoch']);
    });

    it('honours If-Match: 428 without it, 412 with the current course for a stale version', async () => {
      const { id } = await publishedTwice();
      const [, first] = await list(admin, `/api/course/history/${id}`);
      const before = await courseRow(id);

      const missing = await admin.post(`/api/course/restore/${id}/${first!._id}`);
      expect(missing.statusCode).toBe(428);
      const stale = await admin.post(
        `/api/course/restore/${id}/${first!._id}`,
        undefined,
        ifMatch(before.version - 1),
      );
      expect(stale.statusCode).toBe(412);
      expect(stale.json().data).toMatchObject({ _id: id, title: 'Eltern-Kind-Turnen neu' });
      expect(await courseRow(id)).toMatchObject({
        title: 'Eltern-Kind-Turnen neu',
        version: before.version,
      });
    });

    it('answers 404 for a revision of another course and for an unknown one', async () => {
      const a = await publishedTwice();
      const b = await publishedTwice();
      const [revisionOfB] = await list(admin, `/api/course/history/${b.id}`);
      expect((await admin.get(`/api/course/history/${a.id}/${revisionOfB!._id}`)).statusCode).toBe(
        404,
      );
      const version = (await courseRow(a.id)).version;
      const res = await admin.post(
        `/api/course/restore/${a.id}/${revisionOfB!._id}`,
        undefined,
        ifMatch(version),
      );
      expect(res.statusCode).toBe(404);
      expect((await courseRow(a.id)).version).toBe(version);
      expect((await admin.get(`/api/course/history/${crypto.randomUUID()}`)).statusCode).toBe(404);
    });

    it('lets only those who may publish see the history or restore (trainer and department: 404)', async () => {
      const { id } = await publishedTwice();
      const [, first] = await list(admin, `/api/course/history/${id}`);
      const version = (await courseRow(id)).version;
      for (const who of [trainer, department, workshopUser]) {
        expect((await who.get(`/api/course/history/${id}`)).statusCode).toBe(404);
        expect((await who.get(`/api/course/history/${id}/${first!._id}`)).statusCode).toBe(404);
        const res = await who.post(
          `/api/course/restore/${id}/${first!._id}`,
          undefined,
          ifMatch(version),
        );
        expect(res.statusCode).toBe(404);
      }
      expect(await courseRow(id)).toMatchObject({ title: 'Eltern-Kind-Turnen neu', version });
      expect(await list(owner, `/api/course/history/${id}`)).toHaveLength(2);
    });

    it('lists nothing for a draft', async () => {
      const { course } = await createCourse(t.db, { departmentId: world.department.id });
      expect(await list(admin, `/api/course/history/${course.id}`)).toEqual([]);
    });
  });

  describe('workshops', () => {
    it('restores an older revision of a workshop with its times; the team may not', async () => {
      const { workshop, slots } = await createWorkshop(t.db, { title: 'Faszien' });
      expect((await admin.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(200);
      const edited = await admin.post(
        '/api/workshop',
        { _id: workshop.id, title: 'Faszien kompakt' },
        ifMatch(workshop.version),
      );
      expect(edited.statusCode).toBe(200);
      expect((await admin.delete(`/api/time/${slots[0]!.id}`)).statusCode).toBe(200);
      expect((await admin.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(200);

      const revisions = await list(admin, `/api/workshop/history/${workshop.id}`);
      expect(revisions.map((r) => r.number)).toEqual([2, 1]);
      const older = (
        await admin.get(`/api/workshop/history/${workshop.id}/${revisions[1]!._id}`)
      ).json().data as Detail;
      expect(older.diff.map((c) => c.field).sort()).toEqual(['times', 'title']);

      expect((await workshopUser.get(`/api/workshop/history/${workshop.id}`)).statusCode).toBe(404);
      const denied = await workshopUser.post(
        `/api/workshop/restore/${workshop.id}/${revisions[1]!._id}`,
        undefined,
        ifMatch(older.version),
      );
      expect(denied.statusCode).toBe(404);

      const res = await admin.post(
        `/api/workshop/restore/${workshop.id}/${revisions[1]!._id}`,
        undefined,
        ifMatch(older.version),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        title: 'Faszien',
        state: 'changed',
        version: older.version + 1,
      });
      const [row] = await t.db.select().from(workshops).where(eq(workshops.id, workshop.id));
      expect(row!.title).toBe('Faszien');
      const times = await t.db
        .select()
        .from(timeSlots)
        .where(eq(timeSlots.workshopId, workshop.id));
      expect(times.map((s) => [s.id, s.day, s.start])).toEqual([
        [slots[0]!.id, 'Samstag', '10:00'],
      ]);
    });
  });

  describe('departments', () => {
    it('records a revision when a department is made public and when its public text changes', async () => {
      const created = await admin.post('/api/departments', {
        name: 'Badminton',
        title: 'Badminton',
        description: '<p>Federball</p>',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;
      const revisionsOf = () =>
        t.db.select().from(departmentRevisions).where(eq(departmentRevisions.departmentId, id));
      // Hidden: nothing published yet, so no revision.
      expect(await revisionsOf()).toHaveLength(0);

      const shown = await admin.post('/api/departments/triggerPublic', { _id: id, public: true });
      expect(shown.statusCode).toBe(200);
      expect(await revisionsOf()).toHaveLength(1);
      // Hiding and showing again with the same text adds none.
      await admin.post('/api/departments/triggerPublic', { _id: id, public: false });
      await admin.post('/api/departments/triggerPublic', { _id: id, public: true });
      expect(await revisionsOf()).toHaveLength(1);

      const edited = await admin.put(
        '/api/departments',
        { _id: id, title: 'Badminton & Federball' },
        ifMatch(created.json().data.version as number),
      );
      expect(edited.statusCode).toBe(200);
      const revisions = await list(admin, `/api/department/history/${id}`);
      expect(revisions.map((r) => [r.number, r.current, r.snapshot.title])).toEqual([
        [2, true, 'Badminton & Federball'],
        [1, false, 'Badminton'],
      ]);
      expect(revisions[0]!.published_by?._id).toBe(world.admin.id);

      const older = (await admin.get(`/api/department/history/${id}/${revisions[1]!._id}`)).json()
        .data as Detail;
      expect(older.diff).toEqual([
        {
          field: 'title',
          label: 'Titel',
          revision: 'Badminton',
          current: 'Badminton & Federball',
        },
      ]);

      // A department user may edit their department but not restore (no publishing right).
      expect((await department.get(`/api/department/history/${id}`)).statusCode).toBe(404);
      expect(
        (
          await admin.post(`/api/department/restore/${id}/${revisions[1]!._id}`, undefined, {
            'if-match': `"${older.version - 1}"`,
          })
        ).statusCode,
      ).toBe(412);

      const restored = await admin.post(
        `/api/department/restore/${id}/${revisions[1]!._id}`,
        undefined,
        ifMatch(older.version),
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toMatchObject({
        title: 'Badminton',
        version: older.version + 1,
      });
      const [row] = await t.db.select().from(departments).where(eq(departments.id, id));
      expect(row!.title).toBe('Badminton');
      // Live: the restored text is what the public sees now, so it is the newest revision.
      const after = await list(admin, `/api/department/history/${id}`);
      expect(after.map((r) => [r.number, r.current, r.snapshot.title])).toEqual([
        [3, true, 'Badminton'],
        [2, false, 'Badminton & Federball'],
        [1, false, 'Badminton'],
      ]);
    });

    it('records no revision for edits of a hidden department', async () => {
      const created = await admin.post('/api/departments', {
        name: 'Schach',
        title: 'Schach',
        description: '<p>Denksport</p>',
      });
      const id = created.json().data._id as string;
      const edited = await admin.put(
        '/api/departments',
        { _id: id, title: 'Schach & Go' },
        ifMatch(created.json().data.version as number),
      );
      expect(edited.statusCode).toBe(200);
      expect(await list(admin, `/api/department/history/${id}`)).toEqual([]);
    });
  });
});
