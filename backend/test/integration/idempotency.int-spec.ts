import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, courseBody, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import { countRows, createCourse, createWorld } from '@test/factories/factories';
import { courses, idempotencyKeys, timeSlots } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('Idempotency-Key', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let department: Client;
  let trainer: Client;

  const titled = async (title: string) =>
    t.db.select().from(courses).where(eq(courses.title, title));
  const uniqueTitle = () => `Kurs ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
  });
  afterAll(() => t.close());

  it('replays the first answer for the same key and body, and creates exactly one row', async () => {
    const key = idempotencyKey();
    const body = courseBody(world.department.id, [world.trainer.id], { title: uniqueTitle() });
    const first = await admin.post('/api/courses', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await admin.post('/api/courses', body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await titled(body.title)).toHaveLength(1);
  });

  it('replays a 200 answer with its status (a time slot update)', async () => {
    const { slots } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    const headers = { ...idempotencyKey(), ...ifMatch(1) };
    const change = {
      _id: slots[0]!.id,
      day: 'Freitag',
      start: '17:00',
      end: '18:00',
      location: 'Halle',
    };
    const first = await trainer.put('/api/times', change, headers);
    const retry = await trainer.put('/api/times', change, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // Replayed, not applied again: the version moved only once.
    expect(retry.json().data.version).toBe(2);
    const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slots[0]!.id));
    expect(row!.version).toBe(2);
  });

  it('answers 422 for the same key with another body, and writes nothing', async () => {
    const key = idempotencyKey();
    const body = courseBody(world.department.id, [world.trainer.id], { title: uniqueTitle() });
    expect((await admin.post('/api/courses', body, key)).statusCode).toBe(201);
    const other = { ...body, title: uniqueTitle() };
    const res = await admin.post('/api/courses', other, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(res.json().message).toMatch(/Anfrage-Kennung/);
    expect(await titled(other.title)).toHaveLength(0);
  });

  it('creates exactly one row for concurrent requests with one key (the others replay or get 409)', async () => {
    const key = idempotencyKey();
    const body = courseBody(world.department.id, [world.trainer.id], { title: uniqueTitle() });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/courses', body, key)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const created = results.filter((r) => r.statusCode === 201);
    expect(new Set(created.map((r) => r.json().data._id)).size).toBe(1);
    expect(await titled(body.title)).toHaveLength(1);
  });

  it('does not store a 412: a retry with the same key and a fixed If-Match is processed', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    await admin.post('/api/course', { _id: course.id, members: 20 }, ifMatch(1));
    const key = idempotencyKey();
    const body = { _id: course.id, members: 21 };

    const stale = await trainer.post('/api/course', body, { ...key, ...ifMatch(1) });
    expect(stale.statusCode).toBe(412);
    // The same stale request again is processed again (412 anew, not a replay).
    const staleAgain = await trainer.post('/api/course', body, { ...key, ...ifMatch(1) });
    expect(staleAgain.statusCode).toBe(412);
    expect(staleAgain.headers['idempotent-replayed']).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key['idempotency-key'])),
    ).toHaveLength(0);

    const fixed = await trainer.post('/api/course', body, { ...key, ...ifMatch(2) });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ members: 21, version: 3 });
    const replay = await trainer.post('/api/course', body, { ...key, ...ifMatch(2) });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.version).toBe(3);
  });

  it('stores a validation error: the same request again gets the same 400 replayed', async () => {
    const key = idempotencyKey();
    const body = courseBody(world.department.id, [world.trainer.id], { title: 'Ku' });
    const first = await admin.post('/api/courses', body, key);
    expect(first.statusCode).toBe(400);
    const retry = await admin.post('/api/courses', body, key);
    expect(retry.statusCode).toBe(400);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('scopes keys per user: another user with the same key and body is processed', async () => {
    const key = idempotencyKey();
    const body = courseBody(world.department.id, [world.trainer.id], { title: uniqueTitle() });
    const byAdmin = await admin.post('/api/courses', body, key);
    const byDepartment = await department.post('/api/courses', body, key);
    expect(byAdmin.statusCode).toBe(201);
    expect(byDepartment.statusCode).toBe(201);
    expect(byDepartment.headers['idempotent-replayed']).toBeUndefined();
    expect(byDepartment.json().data._id).not.toBe(byAdmin.json().data._id);
    expect(await titled(body.title)).toHaveLength(2);
  });

  it("does not replay one user's answer to another user who reuses the key", async () => {
    const key = idempotencyKey();
    const { course } = await createCourse(t.db, {
      departmentId: world.other.id,
      trainerIds: [world.otherTrainer.id],
    });
    const body = {
      course: course.id,
      day: 'Samstag',
      start: '10:00',
      end: '11:00',
      location: 'Halle',
    };
    expect((await admin.post('/api/times', body, key)).statusCode).toBe(201);
    // The trainer may not see this course: the replay must not leak the admin's answer.
    const res = await trainer.post('/api/times', body, key);
    expect(res.statusCode).toBe(404);
    expect(await countRows(t.db, timeSlots, course.id)).toBe(2);
  });

  it('refuses a key that is not a UUID', async () => {
    const res = await admin.post(
      '/api/courses',
      courseBody(world.department.id, [world.trainer.id]),
      { 'idempotency-key': 'nochmal' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/UUID/);
  });

  it('ignores the key on reads', async () => {
    const key = idempotencyKey();
    expect((await admin.get('/api/courses', key)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key['idempotency-key'])),
    ).toHaveLength(0);
  });

  it('never stores anonymous answers such as a login with its access token', async () => {
    const key = idempotencyKey();
    const payload = { email: world.courseUser.email, password: 'Turnen1887!' };
    const anonymous = as(t);
    const first = await anonymous.post('/api/login', payload, key);
    const second = await anonymous.post('/api/login', payload, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key['idempotency-key'])),
    ).toHaveLength(0);
  });
});
