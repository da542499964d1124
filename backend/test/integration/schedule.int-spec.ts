import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import {
  createCourse,
  createLocation,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';
import { auditLog, trainingCancellations } from '@/db/schema';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';

type World = Awaited<ReturnType<typeof createWorld>>;
interface PublicCancellation {
  slot: string;
  from: string;
  to: string;
  reason: string;
  closure: boolean;
}
interface PublicWithCancellations {
  _id: string;
  cancellations: PublicCancellation[];
}

/** The dates of `day` from tomorrow on, for `weeks` weeks. */
const upcoming = (day: Parameters<typeof datesOnDay>[0], weeks = 4) =>
  datesOnDay(day, addDays(berlinToday(), 1), addDays(berlinToday(), 7 * weeks));

describe('cancelled trainings and venue closures', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let department: Client;
  let trainer: Client;
  let workshopUser: Client;
  let anonymous: Client;
  let hall: Awaited<ReturnType<typeof createLocation>>;

  /** A course of the world's department at `hall` on Mondays, trained by the course user, published. */
  const publishedCourse = async (opts: { trainerIds?: string[]; departmentId?: string } = {}) => {
    const created = await createCourse(t.db, {
      departmentId: opts.departmentId ?? world.department.id,
      trainerIds: opts.trainerIds ?? [world.trainer.id],
      title: `Turnen ${randomUUID().slice(0, 6)}`,
      times: [{ day: 'Montag', start: '17:00', end: '18:30', location: hall.name }],
    });
    expect((await admin.post(`/api/course/publish/${created.course.id}`)).statusCode).toBe(200);
    return { course: created.course, slot: created.slots[0]! };
  };
  const publicCourse = async (id: string) =>
    ((await anonymous.get('/public/courses')).json().data as PublicWithCancellations[]).find(
      (c) => c._id === id,
    )!;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    hall = await createLocation(t.db, { name: `Turnhalle ${randomUUID().slice(0, 6)}` });
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
    anonymous = as(t);
  });
  afterAll(() => t.close());

  it('a trainer cancels a training of their course: public at once, without a publish request, in the audit log', async () => {
    const { course, slot } = await publishedCourse();
    const before = await anonymous.get('/public/courses');
    const date = upcoming('Montag')[1]!;

    const answer = await trainer.post('/api/cancellations', {
      course: course.id,
      slot: slot.id,
      date,
      reason: 'Halle gesperrt',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Das Training wurde abgesagt.',
      data: { course: course.id, slot: slot.id, date, reason: 'Halle gesperrt' },
    });

    // The cached answer was dropped: the old ETag no longer matches.
    const after = await anonymous.get('/public/courses', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect((await publicCourse(course.id)).cancellations).toEqual([
      { slot: slot.id, from: date, to: date, reason: 'Halle gesperrt', closure: false },
    ]);
    // The department page lists it beside the time too.
    const page = (
      await anonymous.get(`/public/department/${encodeURIComponent(world.department.name)}`)
    ).json().data as { courses: PublicWithCancellations[] };
    expect(page.courses.find((c) => c._id === course.id)!.cancellations).toHaveLength(1);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'training.cancelled'), eq(auditLog.entityId, course.id)));
    expect(entry).toMatchObject({
      actorId: world.courseUser.id,
      entityType: 'course',
      details: { slot: slot.id, date, reason: 'Halle gesperrt' },
    });
    // Not a content change: the course stays published, no request is waiting.
    const staff = (await trainer.get(`/api/course/${course.id}`)).json().data;
    expect(staff).toMatchObject({ state: 'published', pending_request: null });
    const list = (await trainer.get(`/api/cancellations?course=${course.id}`)).json().data;
    expect(list).toMatchObject([{ date, created_by: { _id: world.courseUser.id } }]);
  });

  it('follows the row rule of the course: own courses, the department, admin; others get 404', async () => {
    const { course, slot } = await publishedCourse({ trainerIds: [world.otherTrainer.id] });
    const other = await publishedCourse({
      trainerIds: [world.otherTrainer.id],
      departmentId: world.other.id,
    });
    const [first, second, third] = upcoming('Montag');
    const body = (date: string, target = { course: course.id, slot: slot.id }) => ({
      ...target,
      date,
      reason: 'Trainer krank',
    });
    expect((await trainer.post('/api/cancellations', body(first!))).statusCode).toBe(404);
    expect((await workshopUser.post('/api/cancellations', body(first!))).statusCode).toBe(404);
    expect((await department.post('/api/cancellations', body(first!))).statusCode).toBe(201);
    expect(
      (
        await department.post(
          '/api/cancellations',
          body(second!, { course: other.course.id, slot: other.slot.id }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await admin.post(
          '/api/cancellations',
          body(third!, { course: other.course.id, slot: other.slot.id }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a date on another weekday, in the past or over a year ahead, a slot of another course, and a second cancellation', async () => {
    const { course, slot } = await publishedCourse();
    const elsewhere = await publishedCourse();
    const tuesday = upcoming('Dienstag')[0]!;
    const cancel = (overrides: object) =>
      trainer.post('/api/cancellations', {
        course: course.id,
        slot: slot.id,
        date: upcoming('Montag')[0],
        reason: 'Feiertag',
        ...overrides,
      });
    const details = async (overrides: object) => {
      const answer = await cancel(overrides);
      expect(answer.statusCode).toBe(400);
      return answer.json().details as Record<string, string>;
    };
    expect((await details({ date: tuesday })).date).toBe(
      'An diesem Tag ist kein Training: die Zeit ist am Montag.',
    );
    const lastMonday = datesOnDay(
      'Montag',
      addDays(berlinToday(), -7),
      addDays(berlinToday(), -1),
    )[0]!;
    expect((await details({ date: lastMonday })).date).toBe(
      'Ein vergangenes Training kann nicht abgesagt werden.',
    );
    const farAhead = datesOnDay(
      'Montag',
      addDays(berlinToday(), 370),
      addDays(berlinToday(), 377),
    )[0]!;
    expect((await details({ date: farAhead })).date).toMatch(/höchstens ein Jahr/);
    expect((await details({ date: '2026-02-30' })).date).toBe('Dieses Datum gibt es nicht.');
    expect((await details({ slot: elsewhere.slot.id })).slot).toBe(
      'Diese Trainingszeit gehört nicht zu dem Angebot.',
    );
    expect((await details({ reason: 'x' })).reason).toBeDefined();
    expect((await details({ course: undefined })).course).toBeDefined();

    expect((await cancel({})).statusCode).toBe(201);
    const again = await cancel({});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Dieses Training ist schon abgesagt.',
    });
  });

  it('takes a cancellation back: the training is on again, in the audit log', async () => {
    const { course, slot } = await publishedCourse();
    const date = upcoming('Montag')[0]!;
    const created = (
      await trainer.post('/api/cancellations', {
        course: course.id,
        slot: slot.id,
        date,
        reason: 'Halle gesperrt',
      })
    ).json().data as { _id: string };
    expect((await publicCourse(course.id)).cancellations).toHaveLength(1);

    const answer = await trainer.delete(`/api/cancellation/${created._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Die Absage wurde zurückgenommen.');
    expect((await publicCourse(course.id)).cancellations).toEqual([]);
    expect((await trainer.delete(`/api/cancellation/${created._id}`)).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'training.restored'), eq(auditLog.entityId, course.id)));
    expect(entries).toHaveLength(1);
  });

  it('shows only what is not over: a cancellation of a past date is not in the public answer', async () => {
    const { course, slot } = await publishedCourse();
    const lastMonday = datesOnDay(
      'Montag',
      addDays(berlinToday(), -7),
      addDays(berlinToday(), -1),
    )[0]!;
    await t.db
      .insert(trainingCancellations)
      .values({ courseId: course.id, slotId: slot.id, date: lastMonday, reason: 'Vorbei' });
    // Rows written directly bypass the service: drop the cached answer as its writes do.
    await trainer.post('/api/cancellations', {
      course: course.id,
      slot: slot.id,
      date: upcoming('Montag')[0],
      reason: 'Kommt noch',
    });
    const shown = (await publicCourse(course.id)).cancellations.map((c) => c.reason);
    expect(shown).toEqual(['Kommt noch']);
  });

  it('a workshop user cancels a workshop session on its date; a trainer cannot', async () => {
    const [first, second] = upcoming('Samstag', 2);
    const { workshop, slots } = await createWorkshop(t.db, {
      times: [{ day: 'Samstag', date: second, start: '10:00', end: '14:00', location: hall.name }],
    });
    expect((await admin.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(200);
    const body = {
      workshop: workshop.id,
      slot: slots[0]!.id,
      date: second,
      reason: 'Referentin krank',
    };
    // A session is on its date only: another Saturday is no day of it.
    const otherDay = await workshopUser.post('/api/cancellations', { ...body, date: first });
    expect(otherDay.statusCode).toBe(400);
    const [year, month, day] = second!.split('-');
    expect(otherDay.json().details).toEqual({
      date: `An diesem Tag ist kein Termin: der Termin ist am ${day}.${month}.${year}.`,
    });
    expect((await trainer.post('/api/cancellations', body)).statusCode).toBe(404);
    expect((await workshopUser.post('/api/cancellations', body)).statusCode).toBe(201);
    const shown = (
      (await anonymous.get('/public/workshops')).json().data as PublicWithCancellations[]
    ).find((w) => w._id === workshop.id)!.cancellations;
    expect(shown).toMatchObject([{ slot: slots[0]!.id, reason: 'Referentin krank' }]);
  });

  it('an admin closes a venue for a range: every training there is off, a site-wide notice, the audit log', async () => {
    const closed = await createLocation(t.db, { name: `Sporthalle ${randomUUID().slice(0, 6)}` });
    const created = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
      times: [
        { day: 'Montag', start: '17:00', end: '18:00', location: ` ${closed.name.toUpperCase()} ` },
        { day: 'Dienstag', start: '17:00', end: '18:00', location: hall.name },
      ],
    });
    expect((await admin.post(`/api/course/publish/${created.course.id}`)).statusCode).toBe(200);
    const mondays = upcoming('Montag', 3);
    const from = addDays(mondays[0]!, -2);
    const to = addDays(mondays[1]!, 1);

    expect(
      (await department.post('/api/closures', { location: closed.id, from, to, reason: 'Ferien' }))
        .statusCode,
    ).toBe(404);
    const answer = await admin.post('/api/closures', {
      location: closed.id,
      from,
      to,
      reason: 'Weihnachtsferien',
    });
    expect(answer.statusCode).toBe(201);
    const closure = answer.json().data as { _id: string };

    // Only the slot at that venue, from its first to its last training in the range.
    expect((await publicCourse(created.course.id)).cancellations).toEqual([
      {
        slot: created.slots[0]!.id,
        from: mondays[0],
        to: mondays[1],
        reason: 'Weihnachtsferien',
        closure: true,
      },
    ]);
    const notices = (await anonymous.get('/public/closures')).json().data;
    expect(notices).toContainEqual({
      _id: closure._id,
      location: { _id: closed.id, name: closed.name },
      from,
      to,
      reason: 'Weihnachtsferien',
      notice: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'venue.closed'), eq(auditLog.entityId, closed.id)));
    expect(entry).toMatchObject({ actorId: world.admin.id, details: { from, to } });

    expect((await admin.delete(`/api/closure/${closure._id}`)).statusCode).toBe(200);
    expect((await publicCourse(created.course.id)).cancellations).toEqual([]);
    expect(
      ((await anonymous.get('/public/closures')).json().data as { _id: string }[]).map(
        (c) => c._id,
      ),
    ).not.toContain(closure._id);
  });

  it('refuses a closure that ends before it begins, lies in the past, or names no venue', async () => {
    const closed = await createLocation(t.db);
    const today = berlinToday();
    const close = (overrides: object) =>
      admin.post('/api/closures', {
        location: closed.id,
        from: today,
        to: addDays(today, 2),
        reason: 'Reparatur',
        ...overrides,
      });
    const backwards = await close({ to: addDays(today, -1), from: today });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.to).toBe('Das Ende darf nicht vor dem Beginn liegen.');
    const past = await close({ from: addDays(today, -9), to: addDays(today, -2) });
    expect(past.json().details.to).toBe('Eine Sperrung in der Vergangenheit ist nicht möglich.');
    expect((await close({ location: randomUUID() })).statusCode).toBe(404);
    const far = await close({ from: addDays(today, 400), to: addDays(today, 401) });
    expect(far.statusCode).toBe(400);
  });
});
