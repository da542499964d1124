import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createCourse, createWorld } from '@test/factories/factories';
import { courseRevisions, courses, departments } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
interface PublicCourse {
  _id: string;
  title: string;
  members: number;
  times: { day: string; start: string; end: string }[];
}

describe('publish workflow', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let owner: Client;
  let department: Client;
  let trainer: Client;
  let anonymous: Client;

  const publicCourses = async (etag?: string) => {
    const res = await anonymous.get('/public/courses', etag ? { 'if-none-match': etag } : {});
    return {
      res,
      etag: res.headers.etag as string,
      list: res.statusCode === 200 ? (res.json().data as PublicCourse[]) : [],
    };
  };
  const publicOne = async (id: string) => (await publicCourses()).list.find((c) => c._id === id);
  const revisions = (courseId: string) =>
    t.db.select().from(courseRevisions).where(eq(courseRevisions.courseId, courseId));
  const versionOf = async (id: string) =>
    (await t.db.select().from(courses).where(eq(courses.id, id)))[0]!.version;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    owner = as(t, (await t.login(world.owner.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    anonymous = as(t);
  });
  afterAll(() => t.close());

  it('walks a course from draft through request, grant, rejection and direct publication', async () => {
    const id = world.own.course.id;
    const slotId = world.own.slots[0]!.id;

    // A draft is not public.
    const empty = await publicCourses();
    expect(empty.res.statusCode).toBe(200);
    expect(empty.list.find((c) => c._id === id)).toBeUndefined();

    // Admin publishes directly: revision 1, public shows Montag 17:00.
    const direct = await admin.post(`/api/course/publish/${id}`);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({
      message: 'Das Angebot wurde veröffentlicht.',
      data: { state: 'published', pending_request: null },
    });
    expect(direct.json().data.published_at).not.toBeNull();
    const first = await publicCourses();
    const published = first.list.find((c) => c._id === id)!;
    expect(published.times).toEqual([
      expect.objectContaining({ day: 'Montag', start: '17:00', end: '18:00' }),
    ]);
    expect(published).not.toHaveProperty('version');
    expect(published).not.toHaveProperty('pending_request');
    expect(await revisions(id)).toHaveLength(1);

    // The trainer saves a new time: the working copy changes, the public copy does not.
    const saved = await trainer.put(
      '/api/times',
      { _id: slotId, day: 'Mittwoch', start: '18:00', end: '19:00', location: 'Turnhalle' },
      ifMatch(1),
    );
    expect(saved.statusCode).toBe(200);
    expect((await trainer.get(`/api/course/${id}`)).json().data.state).toBe('changed');
    const unchanged = await publicCourses(first.etag);
    expect(unchanged.res.statusCode).toBe(304);
    expect((await publicOne(id))!.times[0]!.day).toBe('Montag');

    // The trainer requests publication.
    const requested = await trainer.post(`/api/course/publish/${id}`);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toMatch(/angefragt/);
    expect(requested.json().data).toMatchObject({
      state: 'changed',
      pending_request: { requested_by: { _id: world.courseUser.id } },
    });
    expect((await publicCourses(first.etag)).res.statusCode).toBe(304);

    // Admin sees it with the requester and a diff.
    const pending = (await admin.get('/api/publishrequests')).json().data;
    expect(pending.workshops).toEqual([]);
    expect(pending.courses).toHaveLength(1);
    expect(pending.courses[0]).toMatchObject({
      type: 'course',
      entity: { _id: id, title: 'Kinderturnen' },
      requested_by: { _id: world.courseUser.id, name: expect.stringContaining('Test') },
    });
    expect(pending.courses[0].diff).toEqual([
      expect.objectContaining({
        field: 'times',
        label: 'Trainingszeiten',
        from: [{ day: 'Montag', start: '17:00', end: '18:00', location: 'Turnhalle' }],
        to: [{ day: 'Mittwoch', start: '18:00', end: '19:00', location: 'Turnhalle' }],
      }),
    ]);

    // The trainer edits again after the request; the grant publishes the requested snapshot.
    const version = await versionOf(id);
    await trainer.post('/api/course', { _id: id, members: 40 }, ifMatch(version));

    // A trainer or a department user cannot grant.
    expect((await trainer.post(`/api/course/grant/${id}`)).statusCode).toBe(404);
    expect((await department.post(`/api/course/grant/${id}`)).statusCode).toBe(404);

    const granted = await admin.post(`/api/course/grant/${id}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ pending_request: null, state: 'changed' });
    const afterGrant = await publicCourses(first.etag);
    expect(afterGrant.res.statusCode).toBe(200);
    expect(afterGrant.etag).not.toBe(first.etag);
    const nowPublic = afterGrant.list.find((c) => c._id === id)!;
    expect(nowPublic.times).toEqual([
      expect.objectContaining({ day: 'Mittwoch', start: '18:00', end: '19:00' }),
    ]);
    expect(nowPublic.members).toBe(12);
    const revs = await revisions(id);
    expect(revs.map((r) => r.number).sort()).toEqual([1, 2]);
    expect(revs.find((r) => r.number === 2)!.publishRequestId).toBe(
      requested.json().data.pending_request._id,
    );
    expect((await admin.get('/api/publishrequests')).json().data.courses).toEqual([]);
    // Without a change since the grant the public list keeps its ETag.
    expect((await publicCourses(afterGrant.etag)).res.statusCode).toBe(304);

    // Grant and reject without a pending request: 409.
    for (const action of ['grant', 'reject']) {
      const res = await admin.post(`/api/course/${action}/${id}`, { reason: 'Nichts offen.' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NO_PENDING_REQUEST');
    }

    // A second request is rejected with a reason the requester can read.
    await trainer.post(
      '/api/course',
      { _id: id, title: 'Kinderturnen XXL' },
      ifMatch(await versionOf(id)),
    );
    expect((await trainer.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
    const rejected = await owner.post(`/api/course/reject/${id}`, {
      reason: 'Bitte den Titel nicht ändern.',
    });
    expect(rejected.statusCode).toBe(200);
    const seenByTrainer = (await trainer.get(`/api/course/${id}`)).json().data;
    expect(seenByTrainer).toMatchObject({
      state: 'changed',
      pending_request: null,
      last_rejection: {
        reason: 'Bitte den Titel nicht ändern.',
        rejected_by: { _id: world.owner.id },
      },
    });
    expect((await publicOne(id))!.title).toBe('Kinderturnen');
    expect((await publicCourses(afterGrant.etag)).res.statusCode).toBe(304);
    expect(await revisions(id)).toHaveLength(2);

    // Admin publishes the working copy directly: revision 3 without a request.
    const again = await admin.post(`/api/course/publish/${id}`);
    expect(again.json().data).toMatchObject({ state: 'published', pending_request: null });
    const pub = (await publicOne(id))!;
    expect(pub).toMatchObject({ title: 'Kinderturnen XXL', members: 40 });
    const latest = (await revisions(id)).find((r) => r.number === 3)!;
    expect(latest.publishRequestId).toBeNull();
    expect(latest.createdBy).toBe(world.admin.id);

    // Nothing left to publish: 409.
    const nothing = await trainer.post(`/api/course/publish/${id}`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('CONFLICT');
  });

  it('needs a reason of at least three characters to reject', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    await trainer.post(`/api/course/publish/${course.id}`);
    const res = await admin.post(`/api/course/reject/${course.id}`, { reason: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ reason: 'Mindestens 3 Zeichen.' });
    expect((await admin.get('/api/publishrequests')).json().data.courses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: expect.objectContaining({ _id: course.id }) }),
      ]),
    );
  });

  it('keeps one pending request per course: a new request replaces the older one', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    const firstReq = await trainer.post(`/api/course/publish/${course.id}`);
    await trainer.post('/api/course', { _id: course.id, members: 5 }, ifMatch(1));
    const secondReq = await trainer.post(`/api/course/publish/${course.id}`);
    expect(secondReq.statusCode).toBe(200);
    const mine = (await admin.get('/api/publishrequests'))
      .json()
      .data.courses.filter((r: { entity: { _id: string } }) => r.entity._id === course.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]._id).toBe(secondReq.json().data.pending_request._id);
    expect(mine[0]._id).not.toBe(firstReq.json().data.pending_request._id);
    // A never-published course lists every field in the diff.
    expect(mine[0].diff.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['title', 'times', 'trainers', 'members', 'website', 'photoURL']),
    );
  });

  it('lets a department user request publication but not publish directly', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.otherTrainer.id],
    });
    const res = await department.post(`/api/course/publish/${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'draft', pending_request: expect.anything() });
    expect(await publicOne(course.id)).toBeUndefined();
    expect(await revisions(course.id)).toHaveLength(0);
  });

  it('hides blocked courses from the public list and shows them again when unblocked', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    await admin.post(`/api/course/publish/${course.id}`);
    const before = await publicCourses();
    expect(before.list.map((c) => c._id)).toContain(course.id);

    await department.post(`/api/course/block/${course.id}`);
    const blocked = await publicCourses(before.etag);
    expect(blocked.res.statusCode).toBe(200);
    expect(blocked.list.map((c) => c._id)).not.toContain(course.id);

    await department.post(`/api/course/block/${course.id}`);
    const unblocked = await publicCourses(blocked.etag);
    expect(unblocked.list.map((c) => c._id)).toContain(course.id);
    expect(unblocked.etag).toBe(before.etag);
  });

  it('removes a deleted course from the public list at once', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    await admin.post(`/api/course/publish/${course.id}`);
    expect((await publicCourses()).list.map((c) => c._id)).toContain(course.id);
    await admin.delete(`/api/course/${course.id}`);
    expect((await publicCourses()).list.map((c) => c._id)).not.toContain(course.id);
  });

  it('shows only courses of public departments, sorted by title', async () => {
    const list = (await publicCourses()).list;
    const titles = list.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
    const hidden = await createCourse(t.db, {
      departmentId: world.other.id,
      trainerIds: [world.otherTrainer.id],
    });
    await admin.post(`/api/course/publish/${hidden.course.id}`);
    expect((await publicCourses()).list.map((c) => c._id)).toContain(hidden.course.id);
    await t.db.update(departments).set({ public: false }).where(eq(departments.id, world.other.id));
    // A direct DB change does not invalidate the cache; the next publication does.
    await admin.post(`/api/course/block/${hidden.course.id}`);
    await admin.post(`/api/course/block/${hidden.course.id}`);
    expect((await publicCourses()).list.map((c) => c._id)).not.toContain(hidden.course.id);
  });
});
