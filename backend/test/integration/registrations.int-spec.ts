import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import {
  comingSaturday,
  createFunrun,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';
import { funrunBody } from '@test/integration/matrix/funruns.matrix';
import { registrations } from '@/db/schema';
import { RegistrationsJobs } from '@/registrations/registrations.jobs';
import { addDays, berlinToday } from '@/schedule/schedule-rules';

type World = Awaited<ReturnType<typeof createWorld>>;
interface Offer {
  _id: string;
  open: boolean;
  closed_reason: string | null;
  free: number | null;
  waiting: number;
  fee_cents: number;
  tracks: { index: number; free: number | null; fee_cents: number }[];
  late: { fee_cents: number; windows: { date: string }[] } | null;
}
interface Row {
  _id: string;
  name: string;
  status: string;
  waiting_position: number | null;
  bib: number | null;
  track: number | null;
  fee_cents: number;
  late: boolean;
  checked_in: boolean;
  version: number;
}

const offerBody = (kind: 'workshop' | 'funrun', target: string, overrides: object = {}) => ({
  kind,
  target,
  open: true,
  places: null,
  deadline: null,
  fee_cents: 0,
  fee_note: '',
  fields: [],
  organiser_email: null,
  notice: 'never',
  ...overrides,
});

describe('registrations for workshops and the fun run', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let world: World;
  let admin: Client;
  let workshopUser: Client;
  let trainer: Client;
  let visitor: Client;

  /** A published workshop with its sessions (default: one Saturday two weeks ahead). */
  const workshop = async (dates: string[] = [comingSaturday()]) => {
    const created = await createWorkshop(t.db, {
      times: dates.map((date) => ({
        day: 'Samstag',
        date,
        start: '10:00',
        end: '14:00',
        location: 'Vereinsheim',
      })),
    });
    const published = await admin.post(`/api/workshop/publish/${created.workshop.id}`);
    expect(published.statusCode).toBe(200);
    return created.workshop.id;
  };
  /** Saves the target's offer (the first time: If-Match 0) and returns it as the public sees it. */
  const open = async (
    kind: 'workshop' | 'funrun',
    target: string,
    overrides: object = {},
    who: Client = kind === 'workshop' ? workshopUser : admin,
  ) => {
    const current = await who.get(`/api/registration-offer?kind=${kind}&target=${target}`);
    expect(current.statusCode).toBe(200);
    const saved = await who.put(
      '/api/registration-offer',
      offerBody(kind, target, overrides),
      ifMatch(current.json().data.version),
    );
    expect(saved.statusCode).toBe(200);
    return publicOffer(saved.json().data._id);
  };
  const publicOffer = async (id: string) =>
    (await visitor.get(`/public/registrations/${id}`)).json().data as Offer;
  const person = (offer: string, overrides: object = {}) => ({
    offer,
    name: 'Erika Mustermann',
    email: `erika-${randomUUID().slice(0, 8)}@example.de`,
    privacy_consent: true,
    ...overrides,
  });
  /** Registers and returns the confirmation token from the mail. */
  const register = async (body: ReturnType<typeof person>) => {
    const before = smtp.mails.length;
    const answer = await visitor.post('/public/registrations', body);
    expect(answer.statusCode).toBe(202);
    return tokenFrom(
      await smtp.next(body.email, before),
      t.config.publicUrl,
      'anmeldung/bestaetigen',
    );
  };
  const registered = async (body: ReturnType<typeof person>) => {
    const confirmed = await visitor.post('/public/registrations/confirm', {
      token: await register(body),
    });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json().data as { status: string; bib: number | null };
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
  const list = async (kind: 'workshop' | 'funrun', target: string, who = admin) =>
    (await who.get(`/api/registrations?kind=${kind}&target=${target}`)).json().data as Row[];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    visitor = as(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('opens a workshop for registration with places, a fee and how to pay; a draft takes none', async () => {
    const id = await workshop();
    const none = await workshopUser.get(`/api/registration-offer?kind=workshop&target=${id}`);
    expect(none.json().data).toMatchObject({ _id: null, open: false, version: 0 });
    const offer = await open('workshop', id, {
      places: 12,
      fee_cents: 1500,
      fee_note: 'Bitte bar am Tag mitbringen.',
    });
    expect(offer).toMatchObject({ open: true, free: 12, waiting: 0, fee_cents: 1500 });
    expect((await visitor.get('/public/registrations')).json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: offer._id, title: expect.any(String) }),
      ]),
    );

    // A stale version is a conflict with the current offer, not a silent overwrite.
    const stale = await workshopUser.put(
      '/api/registration-offer',
      offerBody('workshop', id, { places: 3 }),
      ifMatch(0),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ places: 12 });

    // A workshop only as working copy is not public: nobody registers for it.
    const draft = (await createWorkshop(t.db)).workshop.id;
    const saved = await workshopUser.put(
      '/api/registration-offer',
      offerBody('workshop', draft),
      ifMatch(0),
    );
    expect(saved.statusCode).toBe(200);
    const refused = await visitor.post('/public/registrations', person(saved.json().data._id));
    expect(refused.statusCode).toBe(404);
    // The course trainer has nothing to do with registrations.
    expect((await trainer.get('/api/registration-offers')).statusCode).toBe(404);
  });

  it('counts a registration once the address is confirmed (double opt-in), with the fee in the mail', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, {
      places: 2,
      fee_cents: 1500,
      fee_note: 'Bitte überweise bis zum Anmeldeschluss.',
      organiser_email: 'workshops@example.de',
      notice: 'each',
    });
    const body = person(offer._id);
    const token = await register(body);
    expect((await publicOffer(offer._id)).free).toBe(2);
    const confirm = await smtp.next(body.email, 0);
    // Nothing the registrant typed reaches the typed address.
    expect(confirm.text).not.toContain(body.name);

    const before = smtp.mails.length;
    const confirmed = await visitor.post('/public/registrations/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { status: 'confirmed', fee_cents: 1500, waiting_position: null },
    });
    expect((await publicOffer(offer._id)).free).toBe(1);
    const mail = await mailWith(body.email, 'ist bestätigt');
    expect(mail.text).toContain('15,00');
    expect(mail.text).toContain('Bitte überweise bis zum Anmeldeschluss.');
    const manage = tokenFrom(mail, t.config.publicUrl, 'anmeldung/verwalten');
    // The organiser hears of it at once, with the person's name.
    const notice = await mailWith('workshops@example.de', body.name);
    expect(smtp.mails.indexOf(notice)).toBeGreaterThanOrEqual(before);

    // Without an organiser's address the office hears of it.
    const office = await open('workshop', await workshop(), { notice: 'each' });
    const other = person(office._id, { name: 'Otto Office' });
    await registered(other);
    await mailWith(t.config.officeEmail, 'Otto Office');

    // The link again confirms nothing twice; registering again mails the manage link instead.
    const again = await visitor.post('/public/registrations/confirm', { token });
    expect(again.json().data.status).toBe('confirmed');
    expect((await publicOffer(offer._id)).free).toBe(1);
    await visitor.post('/public/registrations', body);
    const already = await mailWith(body.email, 'schon eine Anmeldung');
    expect(
      (await list('workshop', id, workshopUser)).filter((r) => r.name === body.name),
    ).toHaveLength(1);
    // That mail's link replaces the earlier one.
    const earlier = await visitor.post('/public/registrations/view', { token: manage });
    expect(earlier.statusCode).toBe(400);
    const renewed = tokenFrom(already, t.config.publicUrl, 'anmeldung/verwalten');

    // The manage link shows it; cancelling frees the place.
    const seen = await visitor.post('/public/registrations/view', { token: renewed });
    expect(seen.json().data).toMatchObject({ status: 'confirmed', name: body.name });
    const cancelled = await visitor.post('/public/registrations/cancel', { token: renewed });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await publicOffer(offer._id)).free).toBe(2);
  });

  it('asks what the offer asks for, and a guardian under 16', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, { fields: ['birth_year', 'tshirt'] });
    const missing = await visitor.post('/public/registrations', person(offer._id));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details).sort()).toEqual(['birth_year', 'tshirt']);
    const year = Number(berlinToday().slice(0, 4));
    const child = await visitor.post(
      '/public/registrations',
      person(offer._id, { birth_year: year - 10, tshirt: '140' }),
    );
    expect(child.statusCode).toBe(400);
    expect(child.json().details).toMatchObject({
      guardian_name: 'Unter 16 Jahren: bitte den Namen eines Elternteils angeben.',
      guardian_consent: 'Unter 16 Jahren muss ein Elternteil zustimmen.',
    });
    const withGuardian = person(offer._id, {
      birth_year: year - 10,
      tshirt: '140',
      guardian_name: 'Max Mustermann',
      guardian_consent: true,
    });
    await registered(withGuardian);
    const [row] = (await list('workshop', id, workshopUser)) as (Row & { guardian_name: string })[];
    expect(row).toMatchObject({ guardian_name: 'Max Mustermann', tshirt: '140' });
    const noConsent = await visitor.post(
      '/public/registrations',
      person(offer._id, { privacy_consent: false }),
    );
    expect(noConsent.statusCode).toBe(400);
  });

  it('gives 5 places to exactly 5 of 20 confirming at once; the others wait in order and move up', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, { places: 5 });
    const bodies = Array.from({ length: 20 }, () => person(offer._id));
    const tokens: string[] = [];
    for (const body of bodies) tokens.push(await register(body));
    const answers = await Promise.all(
      tokens.map((token) => visitor.post('/public/registrations/confirm', { token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const statuses = answers.map((a) => a.json().data.status as string);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(15);
    const rows = await list('workshop', id, workshopUser);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(5);
    const positions = rows.filter((r) => r.status === 'waiting').map((r) => r.waiting_position);
    expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(await publicOffer(offer._id)).toMatchObject({ free: 0, waiting: 15 });

    // The organiser takes one back: the person is told, the first waiting moves up and is mailed.
    const first = rows.find((r) => r.waiting_position === 1)!;
    const taken = rows.find((r) => r.status === 'confirmed')!;
    expect((await workshopUser.delete(`/api/registration/${taken._id}`)).statusCode).toBe(200);
    const after = await list('workshop', id, workshopUser);
    expect(after.find((r) => r._id === first._id)!.status).toBe('confirmed');
    expect(after.find((r) => r._id === taken._id)).toBeUndefined();
    const [moved] = await t.db.select().from(registrations).where(eq(registrations.id, first._id));
    await mailWith(moved!.email!, 'nachgerückt');

    // More places move the list up at once.
    await open('workshop', id, { places: 8 });
    expect(await publicOffer(offer._id)).toMatchObject({ free: 0, waiting: 11 });
    await open('workshop', id, { places: null });
    expect(await publicOffer(offer._id)).toMatchObject({ free: null, waiting: 0 });
  });

  it('takes no registration when closed, past the deadline or once it has begun', async () => {
    const id = await workshop();
    const closed = await open('workshop', id, { open: false });
    expect(closed).toMatchObject({ open: false, closed_reason: 'not_open' });
    const refused = await visitor.post('/public/registrations', person(closed._id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      data: { reason: 'not_open' },
    });
    const late = await open('workshop', id, { deadline: addDays(berlinToday(), -1) });
    expect(late.closed_reason).toBe('deadline');
    expect((await visitor.post('/public/registrations', person(late._id))).json().data).toEqual({
      reason: 'deadline',
    });
    const past = await workshop([addDays(berlinToday(), -7)]);
    const over = await open('workshop', past);
    expect(over.closed_reason).toBe('over');
  });

  it('numbers the fun run per track in order, lists it as CSV, and takes late registrations on site with the late fee', async () => {
    const tomorrow = addDays(berlinToday(), 1);
    const run = await createFunrun(t.db, {
      year: Number(tomorrow.slice(0, 4)),
      date: tomorrow,
      startTime: '23:59',
      registrationUntil: tomorrow,
      lateFeeCents: 200,
      lateClosesMinutes: 15,
      bibPickups: [{ date: berlinToday(), from: '00:00', to: '23:59' }],
      tracks: [
        {
          name_de: '5 km',
          name_en: '5 km',
          distance_m: 5000,
          start_time: '09:30',
          fee_cents: 600,
          medal: false,
          age_group: null,
        },
        {
          name_de: '10 km',
          name_en: '10 km',
          distance_m: 10000,
          start_time: '10:30',
          fee_cents: 900,
          medal: false,
          age_group: null,
        },
      ],
    });
    // The workshop team has nothing to do with the fun run.
    expect(
      (await workshopUser.get(`/api/registration-offer?kind=funrun&target=${run.id}`)).statusCode,
    ).toBe(404);
    const offer = await open('funrun', run.id, { places: 2, fields: ['team'] });
    expect(offer.tracks.map((x) => [x.free, x.fee_cents])).toEqual([
      [2, 600],
      [2, 900],
    ]);
    expect(offer.late).toMatchObject({ fee_cents: 200 });
    // The run asks the track and the year of birth always.
    const noTrack = await visitor.post('/public/registrations', person(offer._id));
    expect(Object.keys(noTrack.json().details).sort()).toEqual(['birth_year', 'track']);

    const runner = (track: number, name: string) =>
      person(offer._id, { track, birth_year: 1990, name, team: '=HYPERLINK("x")' });
    const a = await registered(runner(0, 'Anna Erste'));
    const b = await registered(runner(1, 'Bert Zehn'));
    const c = await registered(runner(0, 'Carla Zweite'));
    const d = await registered(runner(0, 'Dora Wartet'));
    expect([a.bib, b.bib, c.bib, d.bib]).toEqual([1001, 2001, 1002, null]);
    expect(d.status).toBe('waiting');
    expect((await mailWith(smtp.mails.at(-1)!.to[0]!, 'Warteliste')).text).toBeTruthy();

    // On site: confirmed at once, the next number of its track, the track's fee plus the late fee.
    const entered = await admin.post('/api/registrations/late', {
      target: run.id,
      name: 'Emil Spät',
      track: 1,
      birth_year: 1985,
    });
    expect(entered.statusCode).toBe(201);
    expect(entered.json()).toMatchObject({
      message: 'Nachgemeldet mit Startnummer 2002.',
      data: { bib: 2002, late: true, fee_cents: 1100, status: 'confirmed' },
    });

    const csv = await admin.get(`/api/registrations/csv?kind=funrun&target=${run.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFStartnummer;Strecke;Name')).toBe(true);
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split(';')[0])).toEqual(['1001', '1002', '', '2001', '2002']);
    expect(lines[2]).toContain('Warteliste 1');
    expect(lines[4]).toContain(';ja;11,00;');
    // A cell that would run as a formula in a spreadsheet is defused.
    expect(lines[0]).toContain(`"'=HYPERLINK(""x"")"`);

    // A registration names its track by position: the run keeps the tracks people registered for.
    const shorter = await admin.put(
      '/api/funruns',
      {
        _id: run.id,
        ...funrunBody(run.year, {
          date: run.date,
          registration_until: run.registrationUntil,
          bib_pickups: [],
        }),
      },
      ifMatch(run.version),
    );
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().details.tracks).toContain('Für die ersten 2 Strecken');

    // A place given back in a track moves that track's list up, with the next number.
    const anna = (await list('funrun', run.id)).find((r) => r.name === 'Anna Erste')!;
    await admin.delete(`/api/registration/${anna._id}`);
    const dora = (await list('funrun', run.id)).find((r) => r.name === 'Dora Wartet')!;
    expect(dora).toMatchObject({ status: 'confirmed', bib: 1003 });
  });

  it('takes late registrations only in the late-registration hours', async () => {
    const runDay = addDays(berlinToday(), 400);
    const run = await createFunrun(t.db, {
      // More than a year ahead: never the year of the other test's run (tomorrow).
      year: Number(runDay.slice(0, 4)),
      date: runDay,
      registrationUntil: addDays(berlinToday(), -1),
      bibPickups: [{ date: addDays(runDay, -1), from: '14:00', to: '16:00' }],
    });
    const offer = await open('funrun', run.id);
    expect(offer.closed_reason).toBe('deadline');
    // The public answer is cached; a change of the run drops it.
    const later = await admin.put(
      '/api/funruns',
      {
        _id: run.id,
        ...funrunBody(run.year, {
          date: run.date,
          registration_until: addDays(berlinToday(), 1),
          bib_pickups: [{ date: addDays(runDay, -1), from: '14:00', to: '16:00' }],
        }),
      },
      ifMatch(run.version),
    );
    expect(later.statusCode).toBe(200);
    expect((await publicOffer(offer._id)).closed_reason).toBeNull();
    const refused = await admin.post('/api/registrations/late', {
      target: run.id,
      name: 'Zu Früh',
      track: 0,
      birth_year: 1985,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: 'Nachmeldungen sind nur zu den Nachmeldezeiten vor Ort möglich.',
      data: { reason: 'not_late' },
    });
  });

  it('checks a person in with If-Match and messages everybody registered', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, { places: 1, organiser_email: 'orga@example.de' });
    const one = person(offer._id);
    const two = person(offer._id);
    await registered(one);
    await registered(two);
    const [held, waiting] = await list('workshop', id, workshopUser);
    const checked = await workshopUser.put(
      '/api/registrations/check-in',
      { _id: held!._id, checked_in: true },
      ifMatch(held!.version),
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ checked_in: true, version: held!.version + 1 });
    const stale = await workshopUser.put(
      '/api/registrations/check-in',
      { _id: held!._id, checked_in: false },
      ifMatch(held!.version),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ checked_in: true });
    const notHeld = await workshopUser.put(
      '/api/registrations/check-in',
      { _id: waiting!._id, checked_in: true },
      ifMatch(waiting!.version),
    );
    expect(notHeld.statusCode).toBe(409);

    const sent = await workshopUser.post('/api/registrations/message', {
      kind: 'workshop',
      target: id,
      subject: 'Neuer Ort',
      text: 'Der Workshop findet in Halle 2 statt.',
    });
    expect(sent.json().message).toBe('Die Nachricht ging an 2 Personen.');
    const mail = await mailWith(one.email, 'Halle 2');
    expect(mail.raw).toMatch(/^Reply-To: orga@example\.de/im);
    await mailWith(two.email, 'Halle 2');
  });

  it('sends the daily digest once a day from 07:00, lets unconfirmed ones expire and deletes after the retention', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, {
      organiser_email: 'digest@example.de',
      notice: 'digest',
    });
    const body = person(offer._id, { name: 'Dieter Digest' });
    await registered(body);
    const jobs = t.app.get(RegistrationsJobs);
    const at = (time: string) => new Date(`${addDays(berlinToday(), 1)}T${time}:00+01:00`);
    expect((await jobs.runOnce(at('06:30'))).digests).toBe(0);
    expect(smtp.mails.some((m) => m.to.includes('digest@example.de'))).toBe(false);
    expect((await jobs.runOnce(at('07:15'))).digests).toBeGreaterThanOrEqual(1);
    await mailWith('digest@example.de', 'Dieter Digest');
    const digests = () => smtp.mails.filter((m) => m.to.includes('digest@example.de')).length;
    const count = digests();
    await registered(person(offer._id, { name: 'Zweite Person' }));
    await jobs.runOnce(at('09:00'));
    expect(digests()).toBe(count);

    // An unconfirmed registration goes when its link expires.
    const unconfirmed = person(offer._id, { name: 'Nie Bestätigt' });
    const token = await register(unconfirmed);
    await t.db
      .update(registrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.email, unconfirmed.email));
    expect((await visitor.post('/public/registrations/confirm', { token })).statusCode).toBe(400);
    expect((await jobs.runOnce()).expired).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.select().from(registrations).where(eq(registrations.email, unconfirmed.email)),
    ).toEqual([]);

    // Past the retention after the last day, a registration is deleted.
    await t.db
      .update(registrations)
      .set({ endsOn: addDays(berlinToday(), -t.config.trialRetentionDays - 1) })
      .where(eq(registrations.email, body.email));
    expect((await jobs.runOnce()).purged).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.select().from(registrations).where(eq(registrations.email, body.email)),
    ).toEqual([]);
  });

  it('takes the forms as the browser posts them without the app: register, confirm, cancel', async () => {
    const id = await workshop();
    const offer = await open('workshop', id, { places: 3 });
    const form = (url: string, fields: Record<string, string>) =>
      t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const email = `ohne-js-${randomUUID().slice(0, 8)}@example.de`;
    const sent = await form(`/en/anmeldung/${offer._id}`, {
      name: 'Ida Ohnejs',
      email,
      privacy_consent: 'true',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/en/anmeldung/${offer._id}?anmeldung=gesendet`);
    const mail = await smtp.next(email);
    // The mail and its link are in the language of the page.
    expect(mail.text).toContain('Please confirm it within 24 hours');
    const token = tokenFrom(mail, t.config.publicUrl, 'anmeldung/bestaetigen', 'en');
    const confirmed = await form('/en/anmeldung/bestaetigen', { token });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/en/anmeldung/bestaetigen?bestaetigt=angemeldet');
    const manage = tokenFrom(
      await mailWith(email, 'is confirmed'),
      t.config.publicUrl,
      'anmeldung/verwalten',
      'en',
    );
    const cancelled = await form('/en/anmeldung/verwalten', { token: manage, action: 'cancel' });
    expect(cancelled.headers.location).toBe('/en/anmeldung/verwalten?ergebnis=abgesagt');
    expect((await publicOffer(offer._id)).free).toBe(3);
  });

  it("exports and deletes a person's registrations on request; the visitor deletes theirs by link", async () => {
    const id = await workshop();
    const offer = await open('workshop', id, { places: 1 });
    const body = person(offer._id);
    await registered(body);
    const waiting = person(offer._id);
    await registered(waiting);
    const exported = await admin.get(
      `/api/registrations/person?email=${encodeURIComponent(body.email)}`,
    );
    expect(exported.json().data).toEqual([
      expect.objectContaining({ name: body.name, status: 'confirmed', title: expect.any(String) }),
    ]);
    const erased = await admin.delete(
      `/api/registrations/person?email=${encodeURIComponent(body.email)}`,
    );
    expect(erased.json().message).toBe('1 Anmeldung wurde gelöscht.');
    // The place went to the waiting person.
    expect((await list('workshop', id, workshopUser)).map((r) => r.status)).toEqual(['confirmed']);
    const manage = tokenFrom(
      await mailWith(waiting.email, 'nachgerückt'),
      t.config.publicUrl,
      'anmeldung/verwalten',
    );
    expect((await visitor.post('/public/registrations/erase', { token: manage })).statusCode).toBe(
      200,
    );
    expect(await list('workshop', id, workshopUser)).toEqual([]);
  });
});
