import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import { createCourse, createLocation, createWorld } from '@test/factories/factories';
import { trialBookings } from '@/db/schema';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';
import { TrialsJobs } from '@/trials/trials.jobs';

type World = Awaited<ReturnType<typeof createWorld>>;
interface Training {
  slot: string;
  date: string;
  places: number;
  free: number;
  waiting: number;
}

const nextMonday = () =>
  datesOnDay('Montag', addDays(berlinToday(), 1), addDays(berlinToday(), 7))[0]!;

describe('trial trainings with capacity and a waiting list', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let world: World;
  let admin: Client;
  let trainer: Client;
  let workshopUser: Client;
  let visitor: Client;
  let hall: Awaited<ReturnType<typeof createLocation>>;

  /** A published course of the trainer, Mondays at the hall, with `places` trial places. */
  const course = async (places: number) => {
    const created = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
      title: `Probe ${randomUUID().slice(0, 6)}`,
      times: [{ day: 'Montag', start: '17:00', end: '18:30', location: hall.name }],
    });
    expect((await admin.post(`/api/course/publish/${created.course.id}`)).statusCode).toBe(200);
    const set = await trainer.put('/api/trials/places', {
      _id: created.course.id,
      trial_places: places,
    });
    expect(set.statusCode).toBe(200);
    return { id: created.course.id, slot: created.slots[0]!.id };
  };
  const booking = (c: { id: string; slot: string }, overrides: object = {}) => ({
    course: c.id,
    slot: c.slot,
    date: nextMonday(),
    name: 'Erika Mustermann',
    email: `erika-${randomUUID().slice(0, 8)}@example.de`,
    age: 30,
    privacy_consent: true,
    ...overrides,
  });
  /** Books and returns the confirmation token from the mail. */
  const book = async (body: ReturnType<typeof booking>) => {
    const before = smtp.mails.length;
    const answer = await visitor.post('/public/trials', body);
    expect(answer.statusCode).toBe(202);
    return tokenFrom(
      await smtp.next(body.email, before),
      t.config.publicUrl,
      'probetraining/bestaetigen',
    );
  };
  /** The mail to `to` whose text holds `needle` (mails after an answer go out in the background). */
  const mailWith = async (to: string, needle: string) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = smtp.mails.find((m) => m.to.includes(to) && m.text.includes(needle));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with "${needle}"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const trainings = async (id: string) =>
    (await visitor.get(`/public/trials/${id}`)).json().data as Training[];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    world = await createWorld(t.db);
    hall = await createLocation(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
    visitor = as(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the bookable trainings of the next four weeks with their free places; none without places', async () => {
    const c = await course(2);
    const list = await trainings(c.id);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({
      slot: c.slot,
      date: nextMonday(),
      places: 2,
      free: 2,
      waiting: 0,
    });
    expect(list.every((training) => training.date <= addDays(berlinToday(), 27))).toBe(true);
    const none = await course(0);
    expect(await trainings(none.id)).toEqual([]);
    const refused = await visitor.post('/public/trials', booking(none));
    expect(refused.statusCode).toBe(400);
  });

  it('drops a cancelled training from the bookable ones at once, also without bookings', async () => {
    const c = await course(2);
    expect((await trainings(c.id)).map((x) => x.date)).toContain(nextMonday());
    const cancel = await trainer.post('/api/cancellations', {
      course: c.id,
      slot: c.slot,
      date: nextMonday(),
      reason: 'Feiertag',
    });
    expect(cancel.statusCode).toBe(201);
    expect((await trainings(c.id)).map((x) => x.date)).not.toContain(nextMonday());
  });

  it('counts a booking once the address is confirmed (double opt-in), and only once per address', async () => {
    const c = await course(2);
    const body = booking(c);
    const token = await book(body);
    expect((await trainings(c.id))[0]!.free).toBe(2);
    const mailsBefore = smtp.mails.length;
    const confirmed = await visitor.post('/public/trials/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Dein Probetraining ist gebucht.',
      data: { status: 'confirmed', date: nextMonday(), start: '17:00', location: hall.name },
    });
    expect((await trainings(c.id))[0]!.free).toBe(1);
    const mail = await smtp.next(body.email, mailsBefore);
    expect(mail.text).toContain('ist reserviert');
    // The link again: the same answer, no second place.
    expect((await visitor.post('/public/trials/confirm', { token })).json().data.status).toBe(
      'confirmed',
    );
    expect((await trainings(c.id))[0]!.free).toBe(1);
    // Booked again (another spelling): the same answer as any booking, no second place, and
    // the address hears of it (mail-relay.int-spec.ts has the whole story).
    const again = await visitor.post('/public/trials', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(202);
    await mailWith(body.email, 'schon eine Anmeldung');
    expect((await trainings(c.id))[0]!.free).toBe(1);
  });

  it('asks a guardian under 16 and the privacy consent', async () => {
    const c = await course(2);
    const child = await visitor.post('/public/trials', booking(c, { age: 9 }));
    expect(child.statusCode).toBe(400);
    expect(child.json().details).toMatchObject({
      guardian_name: expect.any(String),
      guardian_consent: expect.any(String),
    });
    const noConsent = await visitor.post('/public/trials', booking(c, { privacy_consent: false }));
    expect(noConsent.json().details.privacy_consent).toBe(
      'Bitte stimme der Datenschutzerklärung zu.',
    );
    const wrongDay = await visitor.post(
      '/public/trials',
      booking(c, { date: addDays(nextMonday(), 1) }),
    );
    expect(wrongDay.statusCode).toBe(400);
    await book(booking(c, { age: 9, guardian_name: 'Max Mustermann', guardian_consent: true }));
  });

  it('gives the last place to exactly one of 20 confirming at once; the others are on the waiting list in order', async () => {
    const c = await course(1);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await book(booking(c)));
    const answers = await Promise.all(
      tokens.map((token) => visitor.post('/public/trials/confirm', { token })),
    );
    const statuses = answers.map((a) => a.json().data.status as string);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(19);
    const positions = answers
      .map((a) => a.json().data.waiting_position as number | null)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect((await trainings(c.id))[0]).toMatchObject({ free: 0, waiting: 19 });
  });

  it('moves the first on the list up when a place is given back, and mails them', async () => {
    const c = await course(1);
    const [a, b, d] = [booking(c), booking(c), booking(c)];
    const aToken = await book(a);
    await visitor.post('/public/trials/confirm', { token: aToken });
    for (const body of [b, d]) {
      const token = await book(body);
      expect((await visitor.post('/public/trials/confirm', { token })).json().data.status).toBe(
        'waiting',
      );
    }
    // A's mail holds the link to see and cancel the booking.
    const aMail = smtp.mails.filter((m) => m.to.includes(a.email)).at(-1)!;
    const manage = tokenFrom(aMail, t.config.publicUrl, 'probetraining/verwalten');
    expect((await visitor.post('/public/trials/view', { token: manage })).json().data.status).toBe(
      'confirmed',
    );

    const cancelled = await visitor.post('/public/trials/cancel', { token: manage });
    expect(cancelled.json()).toMatchObject({
      message: 'Deine Anmeldung ist abgesagt.',
      data: { status: 'cancelled' },
    });
    await mailWith(b.email, 'nachgerückt');

    // The trainer sees the list; B holds the place, D is first in line.
    const list = (await trainer.get(`/api/trials?course=${c.id}`)).json().data as {
      _id: string;
      email: string;
      status: string;
      waiting_position: number | null;
      version: number;
    }[];
    expect(list.find((r) => r.email === b.email)).toMatchObject({ status: 'confirmed' });
    expect(list.find((r) => r.email === d.email)).toMatchObject({
      status: 'waiting',
      waiting_position: 1,
    });

    // The trainer takes B back: D moves up.
    const bRow = list.find((r) => r.email === b.email)!;
    expect((await trainer.delete(`/api/trial/${bRow._id}`)).statusCode).toBe(200);
    await mailWith(d.email, 'nachgerückt');
    await mailWith(b.email, 'zurückgenommen');
  });

  it('moves the waiting list up when the trainer offers more places', async () => {
    const c = await course(1);
    const [a, b, d] = [booking(c), booking(c), booking(c)];
    for (const body of [a, b, d]) {
      await visitor.post('/public/trials/confirm', { token: await book(body) });
    }
    expect((await trainings(c.id))[0]).toMatchObject({ free: 0, waiting: 2 });
    expect(
      (await trainer.put('/api/trials/places', { _id: c.id, trial_places: 2 })).statusCode,
    ).toBe(200);
    await mailWith(b.email, 'nachgerückt');
    expect((await trainings(c.id))[0]).toMatchObject({ places: 2, free: 0, waiting: 1 });
  });

  it('shows the trial places on the staff course, set through their own route without a new version', async () => {
    const c = await course(3);
    const before = (await trainer.get(`/api/course/${c.id}`)).json().data as {
      trial_places: number;
      version: number;
    };
    expect(before.trial_places).toBe(3);
    expect(
      (await trainer.put('/api/trials/places', { _id: c.id, trial_places: 0 })).statusCode,
    ).toBe(200);
    const after = (await trainer.get(`/api/course/${c.id}`)).json().data as typeof before;
    expect(after).toMatchObject({ trial_places: 0, version: before.version });
    const listed = (await trainer.get('/api/courses')).json().data as {
      _id: string;
      trial_places: number;
    }[];
    expect(listed.find((x) => x._id === c.id)?.trial_places).toBe(0);
    // Read-only in the course's own update: it needs no publication, so it is not set there.
    const update = await trainer.post(
      '/api/course',
      { _id: c.id, trial_places: 5 },
      ifMatch(after.version),
    );
    expect(update.statusCode).toBe(400);
  });

  it('lets the trainer mark who came (If-Match), and follows the row rule', async () => {
    const c = await course(2);
    const body = booking(c);
    await visitor.post('/public/trials/confirm', { token: await book(body) });
    const [row] = (await trainer.get(`/api/trials?course=${c.id}`)).json().data as {
      _id: string;
      version: number;
    }[];
    const marked = await trainer.put(
      '/api/trials/attendance',
      { _id: row!._id, attended: true },
      ifMatch(row!.version),
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ attended: true, version: row!.version + 1 });
    const stale = await trainer.put(
      '/api/trials/attendance',
      { _id: row!._id, attended: false },
      ifMatch(row!.version),
    );
    expect(stale.statusCode).toBe(412);
    expect((await workshopUser.get(`/api/trials?course=${c.id}`)).statusCode).toBe(404);
    const foreign = await createCourse(t.db, {
      departmentId: world.other.id,
      trainerIds: [world.otherTrainer.id],
    });
    expect((await trainer.get(`/api/trials?course=${foreign.course.id}`)).statusCode).toBe(404);
  });

  it('ends every booking of a cancelled training and tells each visitor why', async () => {
    const c = await course(1);
    const [a, b] = [booking(c), booking(c)];
    for (const body of [a, b])
      await visitor.post('/public/trials/confirm', { token: await book(body) });
    const cancel = await trainer.post('/api/cancellations', {
      course: c.id,
      slot: c.slot,
      date: nextMonday(),
      reason: 'Halle gesperrt',
    });
    expect(cancel.statusCode).toBe(201);
    await mailWith(a.email, 'aus: Halle gesperrt');
    await mailWith(b.email, 'aus: Halle gesperrt');
    const rows = await t.db.select().from(trialBookings).where(eq(trialBookings.courseId, c.id));
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
    expect((await trainings(c.id)).map((x) => x.date)).not.toContain(nextMonday());
  });

  it('lets an unconfirmed booking expire, invites those who came the day after, and deletes bookings after the retention', async () => {
    const c = await course(2);
    const late = booking(c);
    const token = await book(late);
    await t.db
      .update(trialBookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trialBookings.email, late.email));
    const expired = await visitor.post('/public/trials/confirm', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Der Link ist ungültig oder abgelaufen.',
    });

    const came = `came-${randomUUID().slice(0, 6)}@example.de`;
    const yesterday = addDays(berlinToday(), -1);
    const old = addDays(berlinToday(), -(t.config.trialRetentionDays + 1));
    const row = (over: { email: string; date: string; attended?: boolean }) => ({
      courseId: c.id,
      slotId: c.slot,
      name: 'Gast',
      age: 30,
      status: 'confirmed' as const,
      confirmTokenHash: randomUUID(),
      manageTokenHash: randomUUID(),
      expiresAt: new Date(),
      ...over,
    });
    await t.db.insert(trialBookings).values([
      row({ email: came, date: yesterday, attended: true }),
      row({
        email: `absent-${randomUUID().slice(0, 6)}@example.de`,
        date: yesterday,
        attended: false,
      }),
      row({ email: `old-${randomUUID().slice(0, 6)}@example.de`, date: old }),
    ]);
    const before = smtp.mails.length;
    const jobs = t.app.get(TrialsJobs);
    const first = await jobs.runOnce();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.invited).toBe(1);
    expect(first.purged).toBeGreaterThanOrEqual(1);
    const invitation = await smtp.next(came, before);
    expect(invitation.text).toContain(`${t.config.publicUrl}/de/formulare`);
    expect((await jobs.runOnce()).invited).toBe(0);
    const left = await t.db.select().from(trialBookings).where(eq(trialBookings.email, late.email));
    expect(left).toEqual([]);
  });

  it('does not keep a booking whose confirmation mail cannot be sent', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const w = await createWorld(broken.db);
      const a = as(broken, (await broken.login(w.admin.email)).token);
      const created = await createCourse(broken.db, {
        departmentId: w.department.id,
        trainerIds: [w.trainer.id],
      });
      await a.post(`/api/course/publish/${created.course.id}`);
      await a.put('/api/trials/places', { _id: created.course.id, trial_places: 1 });
      const body = {
        course: created.course.id,
        slot: created.slots[0]!.id,
        date: nextMonday(),
        name: 'Erika',
        email: 'erika@example.de',
        age: 30,
        privacy_consent: true,
      };
      const answer = await as(broken).post('/public/trials', body);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('MAIL_UNAVAILABLE');
      const rows = await broken.db.select().from(trialBookings);
      expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    } finally {
      await broken.close();
    }
  });

  it("deletes a visitor's data: by the link of their mail, or by the club on request (export first)", async () => {
    const c = await course(1);
    const [a, b] = [booking(c), booking(c)];
    for (const body of [a, b])
      await visitor.post('/public/trials/confirm', { token: await book(body) });
    const aMail = await mailWith(a.email, 'ist reserviert');
    const manage = tokenFrom(aMail, t.config.publicUrl, 'probetraining/verwalten');
    const erased = await visitor.post('/public/trials/erase', { token: manage });
    expect(erased.json()).toMatchObject({
      message: 'Deine Anmeldung und deine Daten sind gelöscht.',
    });
    expect(await t.db.select().from(trialBookings).where(eq(trialBookings.email, a.email))).toEqual(
      [],
    );
    await mailWith(b.email, 'nachgerückt');
    expect((await visitor.post('/public/trials/view', { token: manage })).statusCode).toBe(400);

    const other = await course(2);
    await book(booking(other, { email: b.email }));
    const exported = await admin.get(
      `/api/trials/person?email=${encodeURIComponent(b.email.toUpperCase())}`,
    );
    expect(exported.statusCode).toBe(200);
    const rows = exported.json().data as {
      course: string;
      course_title: string;
      created_at: string;
    }[];
    expect(rows.map((r) => r.course).sort()).toEqual([c.id, other.id].sort());
    // Named, so the admin can answer the request without looking the courses up.
    expect(
      rows.every((r) => r.course_title.length > 0 && !Number.isNaN(Date.parse(r.created_at))),
    ).toBe(true);
    expect(
      (await trainer.get(`/api/trials/person?email=${encodeURIComponent(b.email)}`)).statusCode,
    ).toBe(404);
    const gone = await admin.delete(`/api/trials/person?email=${encodeURIComponent(b.email)}`);
    expect(gone.json().message).toBe('2 Anmeldungen wurden gelöscht.');
    expect(await t.db.select().from(trialBookings).where(eq(trialBookings.email, b.email))).toEqual(
      [],
    );
  });
});
