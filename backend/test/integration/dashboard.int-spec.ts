import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import {
  createCourse,
  createNews,
  createPost,
  createUser,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';
import type { World } from '@test/integration/matrix/matrix';
import { pageViews, trainers } from '@/db/schema';
import { CHANGE_TYPES } from '@/dashboard/dto/dashboard.dto';
import { seedDemo } from '@/seed/seed-demo';

describe('dashboard, page views and trainers', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let department: Client;
  let course: Client;
  const visitor = () => as(t);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    course = as(t, (await t.login(world.courseUser.email)).token);
  });
  afterAll(() => t.close());

  describe('page views', () => {
    it('counts fifty concurrent views of one page without losing one', async () => {
      const path = '/de/kurse/kinderturnen';
      const results = await Promise.all(
        Array.from({ length: 50 }, () => visitor().post('/public/pageview', { path })),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const rows = await t.db.select().from(pageViews).where(eq(pageViews.path, path));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.count).toBe(50);
    });

    it.each([
      ['another language', '/fr/kurse'],
      ['no language', '/kurse'],
      ['a query string', '/de/resetPassword?token=geheim'],
      ['a fragment', '/de/kurse#oben'],
      ['an over-long path', `/de/${'a'.repeat(200)}`],
    ])('refuses a path with %s and stores nothing', async (_, path) => {
      const res = await visitor().post('/public/pageview', { path });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.path).toBeTruthy();
      expect(await t.db.select().from(pageViews).where(eq(pageViews.path, path))).toHaveLength(0);
    });

    it('stores only day, path and count: nothing about the visitor', () => {
      expect(Object.keys(pageViews).filter((k) => !k.startsWith('_') && k !== 'enableRLS')).toEqual(
        ['day', 'path', 'count'],
      );
    });
  });

  describe('dashboard', () => {
    it('counts courses by state, users by role, and 90 zero-filled days of views', async () => {
      const before = (await admin.get('/api/dashboard')).json().data;
      const published = await createCourse(t.db, { departmentId: world.department.id });
      expect((await admin.post(`/api/course/publish/${published.course.id}`)).statusCode).toBe(200);
      await createCourse(t.db, { departmentId: world.other.id, blocked: true });
      // The course user's own course: their publish creates a pending request.
      expect((await course.post(`/api/course/publish/${world.own.course.id}`)).statusCode).toBe(
        200,
      );
      await visitor().post('/public/pageview', { path: '/de/' });

      const res = await admin.get('/api/dashboard');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const delta = (key: 'draft' | 'pending' | 'published' | 'blocked') =>
        data.content.courses[key] - before.content.courses[key];
      expect({
        draft: delta('draft'),
        pending: delta('pending'),
        published: delta('published'),
        blocked: delta('blocked'),
      }).toEqual({ draft: -1, pending: 1, published: 1, blocked: 1 });
      expect(data.pendingRequests).toBe(before.pendingRequests + 1);
      expect(data.users.byRole).toEqual(
        expect.arrayContaining([
          { role: 'owner', count: 1 },
          { role: 'course', count: 1 },
        ]),
      );
      expect(data.pageViews.perDay).toHaveLength(90);
      expect(data.pageViews.perDay.at(-1).views).toBeGreaterThanOrEqual(1);
      expect(data.pageViews.perDay[0].views).toBe(0);
      expect(data.pageViews.topPaths[0]).toEqual({ path: '/de/kurse/kinderturnen', views: 50 });
    });

    it('counts workshops, posts and news by state, and workshop requests as pending', async () => {
      const before = (await admin.get('/api/dashboard')).json().data;
      const workshop = await createWorkshop(t.db);
      const requested = await createWorkshop(t.db);
      const workshopUser = as(t, (await t.login(world.workshop.email)).token);
      expect(
        (await workshopUser.post(`/api/workshop/publish/${requested.workshop.id}`)).statusCode,
      ).toBe(200);
      expect((await admin.post(`/api/workshop/block/${workshop.workshop.id}`)).statusCode).toBe(
        200,
      );
      await createPost(t.db, { departmentId: world.department.id });
      await createPost(t.db, { blocked: true });
      await createNews(t.db);

      const data = (await admin.get('/api/dashboard')).json().data;
      const delta = (type: string, key: string) =>
        data.content[type][key] - before.content[type][key];
      expect({
        pending: delta('workshops', 'pending'),
        blocked: delta('workshops', 'blocked'),
      }).toEqual({ pending: 1, blocked: 1 });
      expect({
        published: delta('posts', 'published'),
        blocked: delta('posts', 'blocked'),
      }).toEqual({ published: 1, blocked: 1 });
      expect(delta('news', 'published')).toBe(1);
      expect(data.pendingRequests).toBe(before.pendingRequests + 1);
      // A deleted workshop's request leaves the count, as it leaves the queue.
      expect((await admin.delete(`/api/workshop/${requested.workshop.id}`)).statusCode).toBe(200);
      expect((await admin.get('/api/dashboard')).json().data.pendingRequests).toBe(
        before.pendingRequests,
      );
      expect(data.latestChanges.map((c: { type: string }) => c.type)).toEqual(
        expect.arrayContaining(['workshop', 'post', 'news']),
      );
      // Every type the list names is one the OpenAPI document declares (the UI has a text for each).
      for (const change of data.latestChanges as { type: string }[]) {
        expect(CHANGE_TYPES).toContain(change.type);
      }
    });

    it("shows a department user only their department's courses and changes", async () => {
      const all = (await admin.get('/api/dashboard')).json().data;
      const own = (await department.get('/api/dashboard')).json().data;
      const total = (c: Record<string, number>) => c.draft + c.pending + c.published + c.blocked;
      expect(total(own.content.courses)).toBeLessThan(total(all.content.courses));
      expect(own.departments).toEqual({ total: 1, public: 1 });
      // Only the users of their own department, not the club's.
      expect(own.users.total).toBeLessThan(all.users.total);
      expect(own.users.byRole).toEqual([{ role: 'department', count: own.users.total }]);
      const types = new Set(own.latestChanges.map((c: { type: string }) => c.type));
      expect(
        [...types].every((type) => ['course', 'department', 'post'].includes(type as string)),
      ).toBe(true);
      // Workshops and news belong to no department: not in a department user's overview.
      expect(Object.keys(own.content).sort()).toEqual(['courses', 'posts']);
      expect(own.latestChanges.map((c: { title: string }) => c.title)).not.toContain(
        'Handball Minis',
      );
    });

    it('names who last changed a user in lastUpdatedBy', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      await admin.put(
        '/api/users',
        { _id: user.id, email: user.email, firstname: 'Zuletzt', lastname: 'Geändert' },
        ifMatch(1),
      );
      const res = await admin.get('/api/lastUpdatedBy');
      expect(res.statusCode).toBe(200);
      const latestUser = res.json().data.find((c: { type: string }) => c.type === 'user');
      expect(latestUser).toMatchObject({
        _id: user.id,
        title: 'Zuletzt Geändert',
        updated_by: { _id: world.admin.id, name: 'Test admin' },
      });
    });
  });

  describe('creating trainers', () => {
    it('lets a department user create a trainer that the trainer list then shows', async () => {
      const res = await department.post('/api/trainer', {
        firstname: 'Frieda',
        lastname: 'Flick',
        email: 'frieda@example.org',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Frieda Flick', email: 'frieda@example.org' });
      const list = (await department.get('/api/trainers')).json().data;
      expect(list.map((tr: { name: string }) => tr.name)).toContain('Frieda Flick');
    });

    it('refuses a department user linking a login, and creates nothing', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const res = await department.post('/api/trainer', {
        firstname: 'Linus',
        lastname: 'Link',
        user: user.id,
      });
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(trainers).where(eq(trainers.lastname, 'Link'))).toHaveLength(
        0,
      );
    });

    it('lets an admin link a login once, refusing a second trainer for it', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const first = await admin.post('/api/trainer', {
        firstname: 'Lena',
        lastname: 'Login',
        user: user.id,
      });
      expect(first.statusCode).toBe(201);
      const second = await admin.post('/api/trainer', {
        firstname: 'Lena',
        lastname: 'Zwei',
        user: user.id,
      });
      expect(second.statusCode).toBe(400);
      expect(second.json().details.user).toBeTruthy();
      const rows = await t.db.select().from(trainers).where(eq(trainers.userId, user.id));
      expect(rows.map((r) => r.lastname)).toEqual(['Login']);
    });

    it('refuses over-long names', async () => {
      const res = await admin.post('/api/trainer', { firstname: 'x'.repeat(81), lastname: 'Lang' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.firstname).toBe('Höchstens 80 Zeichen.');
    });
  });
});

describe('the demo club', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('comes with 90 days of page views for the dashboard chart', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const admin = as(t, (await t.login('admin@tus-musterstadt.de')).token);
    const data = (await admin.get('/api/dashboard')).json().data;
    expect(data.pageViews.perDay.filter((d: { views: number }) => d.views > 0)).toHaveLength(90);
    expect(data.content.courses.published).toBeGreaterThan(0);
    expect((await admin.get('/api/audit')).json().data.total).toBeGreaterThanOrEqual(2);
  });
});
