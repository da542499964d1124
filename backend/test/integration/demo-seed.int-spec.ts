import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { seedDemo } from '@/seed/seed-demo';
import { FILE_STORAGE } from '@/files/file-storage';
import { timeSlots } from '@/db/schema';
import { addDays, berlinToday, weekdayOf } from '@/schedule/schedule-rules';

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds public departments, published workshops with times and one waiting request', async () => {
    const started = Date.now();
    expect(await seedDemo(t.db, undefined, t.app.get(FILE_STORAGE))).toBe(true);
    // Generated pictures are encoded once per process; the whole seed stays quick.
    expect(Date.now() - started).toBeLessThan(30_000);
    const anonymous = as(t);
    const departments = (await anonymous.get('/public/departments')).json().data;
    expect(departments.map((d: { name: string }) => d.name)).toContain('Turnen');
    const turnen = (await anonymous.get('/public/department/Turnen')).json().data;
    expect(turnen.courses.length).toBeGreaterThan(0);

    const workshops = (await anonymous.get('/public/workshops')).json().data;
    expect(workshops.map((w: { title: string }) => w.title)).toEqual([
      'Aqua-Fitness zum Ausprobieren',
      'Erste Hilfe im Sport',
      'Faszientraining',
      'Kinderschutz im Verein',
      'Lauftechnik für Einsteiger',
      'Selbstbehauptung für Mädchen',
    ]);
    for (const w of workshops) expect(w.times.length).toBeGreaterThan(0);
    // Dated sessions around today: some over, most coming, one workshop on three evenings.
    type Session = { date: string | null; day: string };
    const today = berlinToday();
    const sessions: Session[] = workshops.flatMap((w: { times: Session[] }) => w.times);
    expect(sessions.every((s) => s.date !== null && weekdayOf(s.date) === s.day)).toBe(true);
    expect(sessions.some((s) => s.date! < today)).toBe(true);
    expect(sessions.filter((s) => s.date! > today).length).toBeGreaterThan(sessions.length / 2);
    const aqua = workshops.find((w: { title: string }) => w.title.startsWith('Aqua'));
    expect(aqua.times.map((s: Session) => s.date)).toEqual(
      [7, 14, 21].map((days) => addDays(aqua.times[0].date, days - 7)),
    );
    for (const w of workshops) expect(w.photoURL).toMatch(/^\/uploads\/.+\.jpg$/);

    // The club's documents, at the addresses the demo always had.
    const forms = (await anonymous.get('/public/forms')).json().data as { file: string }[];
    expect(forms.map((f) => f.file)).toEqual([
      'vorstand.pdf',
      'satzung.pdf',
      'finanz-und-beitragsordnung.pdf',
      'jugendordnung.pdf',
      'datenschutzordnung.pdf',
      'aufnahmeantrag.pdf',
      'sepa-lastschriftmandat.pdf',
      'austrittserklaerung.pdf',
      'einverstaendnis-fotos.pdf',
      'vereinszeitung.pdf',
    ]);
    expect((await anonymous.get('/forms/satzung.pdf')).headers['content-type']).toBe(
      'application/pdf',
    );

    const admin = as(t, (await t.login('admin@tus-musterstadt.de')).token);
    const requests = (await admin.get('/api/publishrequests')).json().data.workshops;
    expect(requests).toEqual([
      expect.objectContaining({
        entity: expect.objectContaining({ title: 'Kinesio-Taping' }),
        requested_by: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
  });

  it('shows the schedule at work: a closure to come takes the trainings there out, courses offer trial places', async () => {
    const anonymous = as(t);
    const closures = (await anonymous.get('/public/closures')).json().data;
    expect(closures).toEqual([
      expect.objectContaining({
        location: expect.objectContaining({ name: 'Sporthalle am Stadtpark' }),
        from: addDays(berlinToday(), 20),
        to: addDays(berlinToday(), 26),
      }),
    ]);
    const courses: {
      _id: string;
      title: string;
      trial_places: number;
      cancellations: { closure: boolean }[];
    }[] = (await anonymous.get('/public/courses')).json().data;
    const handball = courses.find((c) => c.title === 'Handball Damen')!;
    expect(handball.cancellations).toEqual([expect.objectContaining({ closure: true })]);
    expect(handball.trial_places).toBe(2);
    const trials = (await anonymous.get(`/public/trials/${handball._id}`)).json().data as {
      date: string;
    }[];
    // Four weeks of Wednesdays (three when this one's training is over), less the closed one.
    expect(trials.length).toBeGreaterThanOrEqual(2);
    expect(trials.some((tr) => tr.date >= closures[0].from && tr.date <= closures[0].to)).toBe(
      false,
    );
  });

  it('puts every demo time slot in its venue by id, working copies and published times alike', async () => {
    const slots = await t.db.select().from(timeSlots);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((slot) => slot.venueId === null).map((slot) => slot.location)).toEqual([]);
    const courses: { times: { venue: string | null }[] }[] = (
      await as(t).get('/public/courses')
    ).json().data;
    expect(courses.flatMap((c) => c.times).filter((time) => time.venue === null)).toEqual([]);
  });

  it("gives the club's feed an end: workshop sessions and club dates once each, only courses weekly", async () => {
    const res = await t.request({ method: 'GET', url: '/calendar/club.ics' });
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const workshops = (await as(t).get('/public/workshops')).json().data as {
      title: string;
      times: unknown[];
    }[];
    const titles = new Set(workshops.map((w) => w.title));
    const sessions = events.filter((e) => titles.has(e.summary));
    expect(sessions).toHaveLength(workshops.reduce((n, w) => n + w.times.length, 0));
    for (const session of sessions) {
      expect(session.isRecurring()).toBe(false);
      const iterator = session.iterator();
      expect([iterator.next(), iterator.next()].filter(Boolean)).toHaveLength(1);
    }
    // The club's dates (past ones too) carry UIDs of their own: event-<id>@host.
    const dated = events.filter((e) => e.uid.startsWith('event-'));
    expect(dated.length).toBeGreaterThan(0);
    for (const date of dated) expect(date.isRecurring()).toBe(false);
    const weekly = events.filter((e) => !titles.has(e.summary) && !dated.includes(e));
    expect(weekly.length).toBeGreaterThan(0);
    expect(weekly.filter((e) => !e.isRecurring()).map((e) => e.summary)).toEqual([]);
  });

  it('opens registration for three coming workshops, one of them full with a waiting list', async () => {
    const offers = (await as(t).get('/public/registrations')).json().data as {
      title: string;
      open: boolean;
      free: number | null;
      waiting: number;
      fee_cents: number;
    }[];
    expect(offers.map((o) => [o.title, o.open, o.free, o.waiting, o.fee_cents])).toEqual(
      expect.arrayContaining([
        ['Faszientraining', true, 0, 2, 2000],
        ['Selbstbehauptung für Mädchen', true, 11, 0, 0],
        ['Aqua-Fitness zum Ausprobieren', true, null, 0, 0],
        ['Vereinsmeisterschaft Gerätturnen', true, 57, 0, 500],
        ['Trainingslager der Jugend', true, 24, 0, 3500],
      ]),
    );
    expect(offers).toHaveLength(5);
  });

  it("has the club's own coming dates: the assembly with its agenda, a cancelled tournament, none over", async () => {
    const events = (await as(t).get('/public/events')).json().data as {
      title: string;
      kind: string;
      date: string;
      department: { name: string } | null;
      agenda: string[];
      notice_days: number | null;
      announced_on: string | null;
      cancelled: boolean;
      end_date: string | null;
    }[];
    const today = berlinToday();
    expect(events.map((e) => e.title)).toEqual(
      expect.arrayContaining([
        'Ordentliche Mitgliederversammlung',
        'Vereinsfest mit Ehrungen',
        'Vereinsmeisterschaft Gerätturnen',
        'Trainingslager der Jugend',
        'Hallenturnier der E-Jugend',
      ]),
    );
    expect(events.every((e) => (e.end_date ?? e.date) >= today)).toBe(true);
    expect(events.map((e) => e.title)).not.toContain('Jahresabschluss der Kinderturngruppen');
    const assembly = events.find((e) => e.kind === 'assembly')!;
    expect(assembly).toMatchObject({ department: null, notice_days: 14 });
    expect(assembly.agenda.length).toBeGreaterThan(5);
    // Invited in time: at least the notice period before.
    expect(addDays(assembly.announced_on!, 14) <= assembly.date).toBe(true);
    expect(events.find((e) => e.title === 'Hallenturnier der E-Jugend')).toMatchObject({
      cancelled: true,
      department: { name: 'Handball' },
    });
    const camp = events.find((e) => e.title === 'Trainingslager der Jugend')!;
    expect(camp.end_date).toBe(addDays(camp.date, 2));
  });

  it("has the spec's 2025 fun run as data, at the sports ground, with its six tracks", async () => {
    const { current, next_date, years } = (await as(t).get('/public/funrun')).json().data;
    expect(current).toMatchObject({
      year: 2025,
      date: '2025-06-29',
      start_time: '09:30',
      registration_until: '2025-06-23',
      bib_pickups: [
        { date: '2025-06-28', from: '14:00', to: '16:00' },
        { date: '2025-06-29', from: '08:00', to: '09:00' },
      ],
      late_closes_minutes: 15,
      venue: { name: 'Sportplatz an der Aue', street: 'Auenweg 20' },
    });
    expect(current.tracks.map((track: { fee: number }) => track.fee)).toEqual([10, 8, 8, 5, 0, 0]);
    expect(
      current.tracks
        .filter((track: { medal: boolean }) => track.medal)
        .map((track: { name_de: string }) => track.name_de),
    ).toEqual(['3 km Jedermannlauf', '1 km Kinder- und Handicaplauf', '370 m Bambinilauf']);
    expect({ next_date, years }).toEqual({ next_date: null, years: [] });
  });

  it('gives every department, course, workshop and venue its own generated picture with renditions', async () => {
    const anonymous = as(t);
    const departments: { name: string; description: string; photoURL: string; iconURL: string }[] =
      (await anonymous.get('/public/departments')).json().data;
    expect(departments.length).toBeGreaterThanOrEqual(7);
    const urls: string[] = [];
    for (const d of departments) {
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.photoURL).toMatch(/^\/uploads\/.+\.jpg$/);
      expect(d.iconURL).toMatch(/^\/uploads\/.+\.png$/);
      urls.push(d.photoURL, d.iconURL);
      const detail = (
        await anonymous.get(`/public/department/${encodeURIComponent(d.name)}`)
      ).json().data;
      for (const c of detail.courses) {
        expect(c.photoURL).toMatch(/^\/uploads\/.+\.jpg$/);
        urls.push(c.photoURL);
      }
    }
    const venues: { photoURL: string }[] = (await anonymous.get('/public/locations')).json().data;
    expect(venues.length).toBeGreaterThanOrEqual(4);
    for (const v of venues) urls.push(v.photoURL);
    // Own files per row: deleting one row's picture never breaks another's.
    expect(new Set(urls).size).toBe(urls.length);

    const photo = await anonymous.get(departments[0]!.photoURL);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900 });
    const rendition = await anonymous.get(departments[0]!.photoURL.replace('.jpg', '-640.webp'));
    expect(rendition.statusCode).toBe(200);
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
    });
    const icon = await sharp((await anonymous.get(departments[0]!.iconURL)).rawPayload).metadata();
    expect(icon).toMatchObject({ format: 'png', width: 256, height: 256, hasAlpha: true });
  });
});
