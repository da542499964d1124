import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, courseBody, ifMatch, type Client } from '@test/utils/http';
import { MATRIX } from '@test/integration/matrix';
import { ACTORS, type Actor, type Ctx, type World } from '@test/integration/matrix/matrix';
import { discoverRoutes } from '@test/utils/routes';
import { countRows, createCourse, createWorld } from '@test/factories/factories';
import { courses, timeSlots } from '@/db/schema';

describe('permission matrix and row rules', () => {
  let t: TestApp;
  let world: World;
  let ctx: Ctx;
  const tokens = new Map<Actor, string>();

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    const emails: Record<Exclude<Actor, 'anonymous'>, string> = {
      owner: world.owner.email,
      admin: world.admin.email,
      department: world.departmentUser.email,
      workshop: world.workshop.email,
      course: world.courseUser.email,
    };
    const login = async (actor: Actor) =>
      actor === 'anonymous' ? undefined : (await t.login(emails[actor])).token;
    for (const actor of ACTORS) {
      const token = await login(actor);
      if (token) tokens.set(actor, token);
    }
    ctx = {
      t,
      world,
      async client(actor, fresh = false) {
        return as(t, fresh ? await login(actor) : tokens.get(actor));
      },
      target: () =>
        createCourse(t.db, { departmentId: world.department.id, trainerIds: [world.trainer.id] }),
    };
  });
  afterAll(() => t.close());

  it('covers every registered route', () => {
    expect(MATRIX.map((r) => r.route).sort()).toEqual(discoverRoutes(t).map((r) => r.route));
  });

  describe.each(MATRIX)('$route', (row) => {
    it.each(ACTORS)('answers %s with the expected status', async (actor) => {
      const res = await row.call(ctx, await ctx.client(actor, row.fresh), actor);
      expect({ actor, status: res.statusCode }).toEqual({ actor, status: row.expect[actor] });
      // A download (the backup zip, a data export) and a file that is not the API's JSON (the
      // web manifest) have no envelope; every other answer does.
      const download = /^attachment/.test(String(res.headers['content-disposition'] ?? ''));
      const api = /^application\/json/.test(String(res.headers['content-type']));
      if (res.statusCode === 200 && (download || !api)) return;
      // A page form's success sends the browser on (support.page.controller.ts): no envelope.
      if (res.statusCode === 303) {
        expect(res.headers.location).toMatch(/^\//);
        return;
      }
      const body = res.json();
      expect(body.success).toBe(res.statusCode < 400);
      if (res.statusCode === 401) expect(body.code).toBe('UNAUTHENTICATED');
      if (res.statusCode === 404) expect(body.code).toBe('NOT_FOUND');
    });
  });

  describe('a course user', () => {
    let course: Client;
    beforeAll(async () => {
      course = await ctx.client('course');
    });

    it('sees only the courses they train', async () => {
      const res = await course.get('/api/courses');
      const list: { title: string; trainers: { _id: string }[] }[] = res.json().data;
      expect(list.map((c) => c.title)).toContain('Kinderturnen');
      expect(list.map((c) => c.title)).not.toContain('Seniorengymnastik');
      expect(list.map((c) => c.title)).not.toContain('Handball Minis');
      for (const c of list) expect(c.trainers.map((tr) => tr._id)).toContain(world.trainer.id);
    });

    it("gets for another trainer's course the same 404 as for a missing course", async () => {
      const forbidden = await course.get(`/api/course/${world.sameDepartment.course.id}`);
      const missing = await course.get(`/api/course/${randomUUID()}`);
      expect(forbidden.statusCode).toBe(404);
      expect(forbidden.json()).toEqual(missing.json());
      expect((await course.get(`/api/times/${world.otherDepartment.course.id}`)).statusCode).toBe(
        404,
      );
    });

    it("rejects a course user editing another trainer's course, leaving the row unchanged", async () => {
      const id = world.sameDepartment.course.id;
      const [before] = await t.db.select().from(courses).where(eq(courses.id, id));
      const res = await course.post('/api/course', { _id: id, title: 'Übernommen' }, ifMatch(1));
      expect(res.statusCode).toBe(404);
      const [after] = await t.db.select().from(courses).where(eq(courses.id, id));
      expect(after).toEqual(before);
    });

    it("rejects changing, adding and deleting times of another trainer's course", async () => {
      const slot = world.sameDepartment.slots[0]!;
      const put = await course.put(
        '/api/times',
        { _id: slot.id, day: 'Sonntag', start: '08:00', end: '09:00', location: 'Halle' },
        ifMatch(1),
      );
      expect(put.statusCode).toBe(404);
      const post = await course.post('/api/times', {
        course: slot.courseId,
        day: 'Sonntag',
        start: '08:00',
        end: '09:00',
        location: 'Halle',
      });
      expect(post.statusCode).toBe(404);
      expect((await course.delete(`/api/time/${slot.id}`)).statusCode).toBe(404);
      const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
      expect(row).toEqual(slot);
      expect(await countRows(t.db, timeSlots, slot.courseId!)).toBe(1);
    });

    it("cannot delete, block or publish another trainer's course", async () => {
      const id = world.sameDepartment.course.id;
      expect((await course.delete(`/api/course/${id}`)).statusCode).toBe(404);
      expect((await course.post(`/api/course/publish/${id}`)).statusCode).toBe(404);
      expect((await course.post(`/api/course/block/${id}`)).statusCode).toBe(404);
      const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
      expect(row).toMatchObject({ blocked: false, publishedRevisionId: null, version: 1 });
    });

    it('cannot delete even the course they train (no CoursesDelete)', async () => {
      const id = world.own.course.id;
      expect((await course.delete(`/api/course/${id}`)).statusCode).toBe(404);
      expect(await t.db.select().from(courses).where(eq(courses.id, id))).toHaveLength(1);
    });
  });

  describe('a department user', () => {
    let department: Client;
    beforeAll(async () => {
      department = await ctx.client('department');
    });

    it('sees only the courses of their department', async () => {
      const titles = (await department.get('/api/courses'))
        .json()
        .data.map((c: { department: { name: string } }) => c.department.name);
      expect(titles.length).toBeGreaterThanOrEqual(2);
      expect(new Set(titles)).toEqual(new Set(['Turnen']));
    });

    it('sees only their own department in the department list', async () => {
      const res = await department.get('/api/departments');
      expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['Turnen']);
    });

    it('gets 404 for a course of another department and changes nothing there', async () => {
      const id = world.otherDepartment.course.id;
      const [before] = await t.db.select().from(courses).where(eq(courses.id, id));
      expect((await department.get(`/api/course/${id}`)).statusCode).toBe(404);
      expect(
        (await department.post('/api/course', { _id: id, title: 'Fremd' }, ifMatch(1))).statusCode,
      ).toBe(404);
      expect((await department.post(`/api/course/block/${id}`)).statusCode).toBe(404);
      expect((await department.delete(`/api/course/${id}`)).statusCode).toBe(404);
      const [after] = await t.db.select().from(courses).where(eq(courses.id, id));
      expect(after).toEqual(before);
    });

    it('creates a course only in their own department', async () => {
      const title = `Handball-Fremd-${randomUUID().slice(0, 6)}`;
      const foreign = await department.post(
        '/api/courses',
        courseBody(world.other.id, [world.otherTrainer.id], { title }),
      );
      expect(foreign.statusCode).toBe(404);
      expect(await t.db.select().from(courses).where(eq(courses.title, title))).toHaveLength(0);

      const own = await department.post(
        '/api/courses',
        courseBody(world.department.id, [world.otherTrainer.id], { title }),
      );
      expect(own.statusCode).toBe(201);
      expect(own.json().data.department.name).toBe('Turnen');
    });
  });

  describe('a workshop user', () => {
    it('gets 404 on every course route, also for an existing course', async () => {
      const workshop = await ctx.client('workshop');
      const id = world.own.course.id;
      for (const res of [
        await workshop.get('/api/courses'),
        await workshop.get(`/api/course/${id}`),
        await workshop.get(`/api/times/${id}`),
        await workshop.post('/api/course', { _id: id, title: 'Workshop' }, ifMatch(1)),
        await workshop.post(`/api/course/publish/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
      }
    });
  });
});
