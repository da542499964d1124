import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import {
  createDepartment,
  createLocation,
  createUser,
  createWorld,
} from '@test/factories/factories';
import { eventBody } from '@test/integration/matrix/events.matrix';
import { addDays, berlinToday } from '@/schedule/schedule-rules';

type World = Awaited<ReturnType<typeof createWorld>>;
interface StaffEvent {
  _id: string;
  slug: string;
  kind: string;
  department: { _id: string; name: string } | null;
  department_id: string | null;
  title: string;
  date: string;
  place: string;
  agenda: string[];
  notice_days: number | null;
  announced_on: string | null;
  published: boolean;
  cancelled: boolean;
  cancel_note: string;
  version: number;
}

describe('club events', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let world: World;
  let admin: Client;
  let department: Client;
  let visitor: Client;
  const today = berlinToday();

  const create = async (who: Client, overrides: object = {}) => {
    const answer = await who.post('/api/events', eventBody(overrides));
    expect(answer.statusCode).toBe(201);
    return answer.json().data as StaffEvent;
  };
  const save = (who: Client, event: StaffEvent, overrides: object = {}) =>
    who.put(
      '/api/events',
      {
        _id: event._id,
        ...eventBody({
          kind: event.kind,
          title: event.title,
          date: event.date,
          department_id: event.department_id,
          agenda: event.agenda,
          notice_days: event.notice_days,
          published: event.published,
          ...overrides,
        }),
      },
      ifMatch(event.version),
    );
  const publicList = async () =>
    (await visitor.get('/public/events')).json().data as { slug: string; cancelled: boolean }[];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    visitor = as(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('publishes an event with its own address, and shows a draft to nobody', async () => {
    const venue = await createLocation(t.db, { name: 'Festwiese', address: 'Am Bach 1' });
    const draft = await create(admin, {
      title: 'Sommerfest <b>& Grillen</b>',
      date: addDays(today, 20),
      location_id: venue.id,
      place: 'wird durch den Namen der Sportstätte ersetzt',
      published: false,
    });
    expect(draft).toMatchObject({
      title: 'Sommerfest & Grillen',
      slug: `sommerfest-grillen-${addDays(today, 20)}`,
      place: 'Festwiese',
      department: null,
      announced_on: null,
      version: 1,
    });
    expect((await publicList()).map((e) => e.slug)).not.toContain(draft.slug);
    expect((await visitor.get(`/public/event/${draft.slug}`)).statusCode).toBe(404);

    const published = await save(admin, draft, { location_id: venue.id, published: true });
    expect(published.statusCode).toBe(200);
    const event = published.json().data as StaffEvent;
    expect(event).toMatchObject({ version: 2, announced_on: today, slug: draft.slug });
    const page = (await visitor.get(`/public/event/${draft.slug}`)).json().data;
    expect(page).toMatchObject({
      title: 'Sommerfest & Grillen',
      venue: { name: 'Festwiese', street: 'Am Bach 1' },
    });
    expect(page).not.toHaveProperty('published');
    expect(page).not.toHaveProperty('version');

    // A rename keeps the address; a second event of the same name and day gets its own.
    const renamed = await save(admin, event, { title: 'Sommerfest', location_id: venue.id });
    expect(renamed.json().data.slug).toBe(draft.slug);
    const twin = await create(admin, { title: 'Sommerfest & Grillen', date: addDays(today, 20) });
    expect(twin.slug).toBe(`${draft.slug}-2`);
    // A stale version is refused with the current copy.
    const stale = await save(admin, event, { title: 'Zu spät' });
    expect(stale.statusCode).toBe(412);
  });

  it('keeps a cancelled event public as cancelled and past events off the list', async () => {
    const event = await create(admin, { title: 'Turnier der Minis', kind: 'tournament' });
    const cancelled = await save(admin, event, {
      cancelled: true,
      cancel_note: 'Die Halle ist gesperrt.',
    });
    expect(cancelled.statusCode).toBe(200);
    const listed = (await publicList()).find((e) => e.slug === event.slug);
    expect(listed).toMatchObject({ cancelled: true, cancel_note: 'Die Halle ist gesperrt.' });

    const past = await create(admin, { title: 'Vergangenes Fest', date: addDays(today, -3) });
    expect((await publicList()).map((e) => e.slug)).not.toContain(past.slug);
    // Its page stays.
    expect((await visitor.get(`/public/event/${past.slug}`)).statusCode).toBe(200);
    // A multi-day event is listed until its last day.
    const camp = await create(admin, {
      title: 'Zeltlager',
      date: addDays(today, -1),
      end_date: addDays(today, 1),
      end_time: '12:00',
    });
    expect((await publicList()).map((e) => e.slug)).toContain(camp.slug);
  });

  it('checks the end after the start, and an event of a hidden department is not public', async () => {
    const bad = await admin.post(
      '/api/events',
      eventBody({ start_time: '18:00', end_time: '17:00' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('end_time');
    const before = await admin.post(
      '/api/events',
      eventBody({ date: addDays(today, 5), end_date: addDays(today, 4) }),
    );
    expect(before.json().details.end_date).toBe('Der letzte Tag darf nicht vor dem ersten liegen.');

    const hidden = await createDepartment(t.db, { name: 'Verborgen', public: false });
    const event = await create(admin, { department_id: hidden.id, title: 'Interner Abend' });
    expect((await visitor.get(`/public/event/${event.slug}`)).statusCode).toBe(404);
  });

  it("lets department staff edit their department's events only, and never the club's", async () => {
    // Left out, the department is their own.
    const own = await create(department, { title: 'Abteilungsfest' });
    expect(own.department).toEqual({
      _id: world.department.id,
      name: world.department.name,
      title: world.department.title,
    });
    const club = await department.post('/api/events', eventBody({ department_id: null }));
    expect(club.statusCode).toBe(400);
    expect(club.json().details.department_id).toBe(
      'Du kannst nur Termine deiner Abteilung anlegen.',
    );
    const foreign = await department.post(
      '/api/events',
      eventBody({ department_id: world.other.id }),
    );
    expect(foreign.statusCode).toBe(400);

    const others = await create(admin, { department_id: world.other.id, title: 'Handballfest' });
    const clubs = await create(admin, { department_id: null, title: 'Neujahrsempfang' });
    // Another department's and the club's events are not theirs: 404 like a missing one.
    expect((await save(department, others)).statusCode).toBe(404);
    expect((await department.delete(`/api/events/${clubs._id}`)).statusCode).toBe(404);
    // Nor can they move their own to another department.
    const moved = await save(department, own, { department_id: world.other.id });
    expect(moved.statusCode).toBe(400);
    const mine = (await department.get('/api/events')).json().data as StaffEvent[];
    expect(mine.map((e) => e.title)).toEqual(['Abteilungsfest']);
    // Admin sees every event.
    const all = (await admin.get('/api/events')).json().data as StaffEvent[];
    expect(all.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Abteilungsfest', 'Handballfest', 'Neujahrsempfang']),
    );
    expect((await department.delete(`/api/events/${own._id}`)).statusCode).toBe(200);
  });

  it("announces a general assembly no later than the statutes' notice period before it", async () => {
    // Published 10 days ahead with 14 days' notice: refused, naming the earliest date.
    const tooSoon = await admin.post(
      '/api/events',
      eventBody({
        kind: 'assembly',
        title: 'Mitgliederversammlung',
        date: addDays(today, 10),
        notice_days: 14,
        agenda: ['Begrüßung', 'Bericht des Vorstands', '<i>Wahlen</i>'],
      }),
    );
    expect(tooSoon.statusCode).toBe(400);
    const earliest = addDays(today, 14).split('-').reverse().join('.');
    expect(tooSoon.json().details.date).toContain(`frühestens am ${earliest}`);

    // As a draft it can be prepared; published in time, the invitation's day is kept.
    const draft = await create(admin, {
      kind: 'assembly',
      title: 'Mitgliederversammlung',
      date: addDays(today, 10),
      notice_days: 14,
      agenda: ['Begrüßung', 'Bericht des Vorstands', '<i>Wahlen</i>'],
      published: false,
    });
    expect(draft.agenda).toEqual(['Begrüßung', 'Bericht des Vorstands', 'Wahlen']);
    expect((await save(admin, draft, { published: true })).statusCode).toBe(400);
    const later = await save(admin, draft, { date: addDays(today, 21), published: true });
    expect(later.statusCode).toBe(200);
    const invited = later.json().data as StaffEvent;
    expect(invited).toMatchObject({ announced_on: today, notice_days: 14 });
    // Moving it closer than the notice allows is refused; the agenda can still change.
    expect((await save(admin, invited, { date: addDays(today, 13) })).statusCode).toBe(400);
    const agenda = await save(admin, invited, { agenda: [...invited.agenda, 'Verschiedenes'] });
    expect(agenda.statusCode).toBe(200);
    // Other kinds have no agenda or notice.
    const party = await create(admin, { agenda: ['x'], notice_days: 30 });
    expect(party).toMatchObject({ agenda: [], notice_days: null });
    // An assembly without a period gets the usual two weeks.
    const usual = await create(admin, {
      kind: 'assembly',
      title: 'Außerordentliche Versammlung',
      date: addDays(today, 30),
    });
    expect(usual.notice_days).toBe(14);
  });

  it("takes registrations for a department's event; its staff see them; cancelling closes it", async () => {
    const event = await create(department, { title: 'Vereinsmeisterschaft', kind: 'tournament' });
    const current = await department.get(`/api/registration-offer?kind=event&target=${event._id}`);
    expect(current.statusCode).toBe(200);
    const saved = await department.put(
      '/api/registration-offer',
      {
        kind: 'event',
        target: event._id,
        open: true,
        places: 2,
        deadline: null,
        fee_cents: 500,
        fee_note: 'Bar am Tag.',
        fields: ['team'],
        organiser_email: 'turnen@example.de',
        notice: 'each',
      },
      ifMatch(0),
    );
    expect(saved.statusCode).toBe(200);
    const offerId = saved.json().data._id as string;
    // Another department's staff do not manage it: the same 404 as a missing target.
    const other = await createDepartment(t.db, { name: 'Schwimmen' });
    const swimmer = await createUser(t.db, { roles: ['department'], departmentId: other.id });
    const swim = as(t, (await t.login(swimmer.email)).token);
    expect(
      (await swim.get(`/api/registration-offer?kind=event&target=${event._id}`)).statusCode,
    ).toBe(404);
    expect((await swim.get('/api/registration-offers')).json().data).toEqual([]);

    const email = `anna-${randomUUID().slice(0, 8)}@example.de`;
    const before = smtp.mails.length;
    const registered = await visitor.post('/public/registrations', {
      offer: offerId,
      name: 'Anna Turner',
      email,
      team: 'Riege 3',
      privacy_consent: true,
    });
    expect(registered.statusCode).toBe(202);
    const token = tokenFrom(
      await smtp.next(email, before),
      t.config.publicUrl,
      'anmeldung/bestaetigen',
    );
    const confirmed = await visitor.post('/public/registrations/confirm', { token });
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', fee_cents: 500 });
    const rows = (await department.get(`/api/registrations?kind=event&target=${event._id}`)).json()
      .data as { name: string; team: string }[];
    expect(rows).toMatchObject([{ name: 'Anna Turner', team: 'Riege 3' }]);
    const offers = (await department.get('/api/registration-offers')).json().data;
    expect(offers).toMatchObject([
      { kind: 'event', target: event._id, title: 'Vereinsmeisterschaft' },
    ]);

    // Cancelled, the event takes no more registrations and says why.
    const latest = (await department.get('/api/events'))
      .json()
      .data.find((e: StaffEvent) => e._id === event._id) as StaffEvent;
    expect((await save(department, latest, { cancelled: true })).statusCode).toBe(200);
    const shown = (await visitor.get(`/public/registrations/${offerId}`)).json().data;
    expect(shown.closed_reason).toBe('cancelled');
    const refused = await visitor.post('/public/registrations', {
      offer: offerId,
      name: 'Zu Spät',
      email: `spaet-${randomUUID().slice(0, 8)}@example.de`,
      team: 'Riege 1',
      privacy_consent: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.reason).toBe('cancelled');
  });
});
