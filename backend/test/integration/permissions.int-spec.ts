import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, courseBody, ifMatch, type Client } from '@test/utils/http';
import { discoverRoutes } from '@test/utils/routes';
import { countRows, createCourse, createLocation, createWorld } from '@test/factories/factories';
import { courses, timeSlots } from '@/db/schema';

type Actor = 'anonymous' | 'owner' | 'admin' | 'department' | 'workshop' | 'course';
const ACTORS: Actor[] = ['anonymous', 'owner', 'admin', 'department', 'workshop', 'course'];
type World = Awaited<ReturnType<typeof createWorld>>;

interface Ctx {
  t: TestApp;
  world: World;
  /** A caller; fresh=true logs in anew (for calls that end the session). */
  client(actor: Actor, fresh?: boolean): Promise<Client>;
  /** A new course in the department user's department, trained by the course user. */
  target(): Promise<Awaited<ReturnType<typeof createCourse>>>;
}

interface MatrixRow {
  route: string;
  call(ctx: Ctx, client: Client, actor: Actor): Promise<LightMyRequestResponse>;
  /** Expected status per actor. */
  expect: Record<Actor, number>;
  fresh?: boolean;
}

/** Statuses for a permission route: anonymous 401, a role without the permission 404. */
function allowed(roles: Actor[], status = 200): Record<Actor, number> {
  return Object.fromEntries(
    ACTORS.map((a) => [a, a === 'anonymous' ? 401 : roles.includes(a) ? status : 404]),
  ) as Record<Actor, number>;
}
const everyone = (status = 200) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

const STAFF_WITH_COURSES: Actor[] = ['owner', 'admin', 'department', 'course'];
const MANAGERS: Actor[] = ['owner', 'admin', 'department'];
const DECIDERS: Actor[] = ['owner', 'admin'];
const LOGGED_IN: Actor[] = ['owner', 'admin', 'department', 'workshop', 'course'];

/** Spec section 6 (and docs/api.md) as a table: route x caller -> status. */
const MATRIX: MatrixRow[] = [
  { route: 'GET /config', call: (_, c) => c.get('/config'), expect: everyone() },
  { route: 'GET /public/courses', call: (_, c) => c.get('/public/courses'), expect: everyone() },
  {
    route: 'POST /api/login',
    call: (ctx, c) =>
      c.post('/api/login', { email: ctx.world.owner.email, password: 'Turnen1887!' }),
    expect: everyone(),
  },
  { route: 'POST /api/refresh', call: (_, c) => c.post('/api/refresh'), expect: everyone(401) },
  {
    route: 'POST /api/logout',
    call: (_, c) => c.post('/api/logout'),
    expect: everyone(),
    fresh: true,
  },
  {
    route: 'GET /verification',
    call: (_, c) => c.get('/verification'),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/exists',
    call: (ctx, c) => c.post('/api/exists', { _id: ctx.world.owner.id }),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'GET /api/courses',
    call: (_, c) => c.get('/api/courses'),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/courses',
    call: (ctx, c) =>
      c.post('/api/courses', courseBody(ctx.world.department.id, [ctx.world.trainer.id])),
    expect: allowed(MANAGERS, 201),
  },
  {
    route: 'GET /api/course/:id',
    call: async (ctx, c) => c.get(`/api/course/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/course',
    call: async (ctx, c) =>
      c.post('/api/course', { _id: (await ctx.target()).course.id, members: 20 }, ifMatch(1)),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'DELETE /api/course/:id',
    call: async (ctx, c) => c.delete(`/api/course/${(await ctx.target()).course.id}`),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/course/publish/:id',
    call: async (ctx, c) => c.post(`/api/course/publish/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/course/block/:id',
    call: async (ctx, c) => c.post(`/api/course/block/${(await ctx.target()).course.id}`),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/course/grant/:id',
    call: async (ctx, c) => c.post(`/api/course/grant/${await pendingTarget(ctx)}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/course/reject/:id',
    call: async (ctx, c) =>
      c.post(`/api/course/reject/${await pendingTarget(ctx)}`, { reason: 'Bitte Ort prüfen.' }),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/trainers',
    call: (_, c) => c.get('/api/trainers'),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'GET /api/times/:id',
    call: async (ctx, c) => c.get(`/api/times/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/times',
    call: async (ctx, c) =>
      c.post('/api/times', {
        course: (await ctx.target()).course.id,
        day: 'Dienstag',
        start: '16:00',
        end: '17:00',
        location: 'Turnhalle',
      }),
    expect: allowed(STAFF_WITH_COURSES, 201),
  },
  {
    route: 'PUT /api/times',
    call: async (ctx, c) => {
      const { slots } = await ctx.target();
      return c.put(
        '/api/times',
        { _id: slots[0]!.id, day: 'Mittwoch', start: '17:00', end: '18:00', location: 'Halle 2' },
        ifMatch(1),
      );
    },
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'DELETE /api/time/:id',
    call: async (ctx, c) => c.delete(`/api/time/${(await ctx.target()).slots[0]!.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'GET /api/publishrequests',
    call: (_, c) => c.get('/api/publishrequests'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/departments',
    call: (_, c) => c.get('/api/departments'),
    expect: allowed(MANAGERS),
  },
  {
    route: 'GET /public/locations',
    call: (_, c) => c.get('/public/locations'),
    expect: everyone(),
  },
  {
    route: 'GET /api/locations',
    call: (_, c) => c.get('/api/locations'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/locations',
    call: (_, c) => c.post('/api/locations', locationBody()),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/locations',
    call: async (ctx, c) => {
      const location = await createLocation(ctx.t.db);
      return c.put('/api/locations', { _id: location.id, ...locationBody() }, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/locations',
    call: async (ctx, c) => c.delete(`/api/locations?id=${(await createLocation(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
];

function locationBody() {
  return {
    name: `Halle ${randomUUID().slice(0, 8)}`,
    description: 'Neue Halle mit Umkleiden.',
    postal_code: '12345',
    city: 'Musterstadt',
    address: 'Schulstraße 3',
  };
}

/** A target course with a pending publish request made by its trainer. */
async function pendingTarget(ctx: Ctx): Promise<string> {
  const { course } = await ctx.target();
  const res = await (await ctx.client('course')).post(`/api/course/publish/${course.id}`);
  expect(res.statusCode).toBe(200);
  return course.id;
}

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
      expect(await countRows(t.db, timeSlots, slot.courseId)).toBe(1);
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
