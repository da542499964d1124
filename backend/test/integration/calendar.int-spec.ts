import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import {
  createCourse,
  createDepartment,
  createLocation,
  createTrainer,
  createUser,
  createWorkshop,
  createClub,
  createEvent,
} from '@test/factories/factories';
import { CalendarService } from '@/calendar/calendar.service';
import { PublicCache } from '@/common/public-cache';
import { calendarEvents, trainingCancellations, venueClosures } from '@/db/schema';
import { SCHEDULE_CACHE_SOURCE } from '@/schedule/schedule-rules';

const BASE = 'https://www.tus-beispiel.de';
const HOST = 'www.tus-beispiel.de';

interface Feed {
  text: string;
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

/** Parses a feed with ical.js, its own VTIMEZONE registered for its TZIDs (no built-in zones). */
function parseFeed(text: string): Feed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return {
    text,
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

/** The UTC instants of an event's trainings up to `until` (an ISO date), as ical.js expands them. */
function trainings(event: ICAL.Event, until: string): string[] {
  const end = new Date(`${until}T23:59:59Z`);
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const at = next.toJSDate();
    if (at > end) break;
    starts.push(at.toISOString());
  }
  return starts;
}

const eventOf = (feed: Feed, slotId: string) =>
  feed.events.find((e) => e.uid === `slot-${slotId}@${HOST}`);

describe('calendar feeds (RFC 5545)', () => {
  let t: TestApp;
  let admin: Client;
  let calendar: CalendarService;
  let departmentId: string;
  let hiddenDepartmentId: string;
  let venue: Awaited<ReturnType<typeof createLocation>>;
  let otherVenue: Awaited<ReturnType<typeof createLocation>>;
  let yoga: Awaited<ReturnType<typeof createCourse>>;
  let workshop: Awaited<ReturnType<typeof createWorkshop>>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });
  const feed = async (url: string) => {
    const res = await get(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return parseFeed(res.body);
  };
  const publishCourse = async (id: string) =>
    expect((await admin.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
  const publishWorkshop = async (id: string) =>
    expect((await admin.post(`/api/workshop/publish/${id}`)).statusCode).toBe(200);
  const courseVersion = async (id: string) =>
    (await admin.get(`/api/course/${id}`)).json().data.version as number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${BASE}/` });
    calendar = t.app.get(CalendarService);
    // Every event below first appears on Sunday 1 March 2026, four weeks before the clock change.
    calendar.now = () => new Date('2026-03-01T10:00:00Z');
    // The club of the settings names the feeds (its short name: without year and legal form).
    await createClub(t.db, { name: 'TuS Musterstadt 1887 e.V.' });
    const user = await createUser(t.db, { roles: ['admin'] });
    admin = as(t, (await t.login(user.email)).token);
    departmentId = (await createDepartment(t.db, { name: 'Turnen', title: 'Turnen & Gymnastik' }))
      .id;
    hiddenDepartmentId = (await createDepartment(t.db, { name: 'Versteckt', public: false })).id;
    venue = await createLocation(t.db, {
      name: 'Turnhalle Mitte',
      address: 'Hauptstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
    });
    otherVenue = await createLocation(t.db, { name: 'Sporthalle Nord' });
    const tina = await createTrainer(t.db, { firstname: 'Tina', lastname: 'Turner' });
    const max = await createTrainer(t.db, { firstname: 'Max', lastname: 'Muster' });
    yoga = await createCourse(t.db, {
      departmentId,
      title: 'Yoga, Pilates; Rücken',
      trainerIds: [tina.id, max.id],
      times: [
        { day: 'Montag', start: '17:00', end: '18:00', location: ' turnhalle mitte ' },
        { day: 'Donnerstag', start: '19:30', end: '21:00', location: 'Waldweg am See' },
      ],
    });
    await publishCourse(yoga.course.id);
    // Three dated sessions (4 April: its venue will be closed), and a time saved before sessions
    // had dates, which names no day a calendar could show.
    const session = (date: string) =>
      ({
        day: 'Samstag',
        date,
        start: '10:00',
        end: '14:00',
        location: 'Turnhalle Mitte',
      }) as const;
    workshop = await createWorkshop(t.db, {
      title: 'Erste Hilfe im Sport',
      times: [
        session('2026-03-07'),
        session('2026-03-14'),
        session('2026-04-04'),
        { day: 'Sonntag', start: '10:00', end: '14:00', location: 'Sporthalle Nord' },
      ],
    });
    await publishWorkshop(workshop.workshop.id);
  });
  afterAll(() => t.close());

  it('serves a calendar with the feed properties, Europe/Berlin and CRLF lines of at most 75 octets', async () => {
    const res = await get('/calendar/club.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="tus-musterstadt-trainingszeiten.ics"',
    );
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = res.body.replace(/\r\n /g, '');
    for (const line of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:TuS Musterstadt – Trainingszeiten',
      'X-WR-TIMEZONE:Europe/Berlin',
      'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
      'X-PUBLISHED-TTL:PT12H',
      `SOURCE;VALUE=URI:${BASE}/calendar/club.ics`,
      'TZID:Europe/Berlin',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ])
      expect(unfolded.split('\r\n')).toContain(line);
    expect(unfolded).toMatch(/^PRODID:-\/\/TuS Musterstadt 1887 e\.V\.\/\/.+\/\/DE$/m);
    const { events } = parseFeed(res.body);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Erste Hilfe im Sport',
      'Erste Hilfe im Sport',
      'Erste Hilfe im Sport',
      'Yoga, Pilates; Rücken',
      'Yoga, Pilates; Rücken',
    ]);
  });

  it('expands each slot to its weekday at its Berlin wall-clock time across the clock change, without cancellations and closures', async () => {
    const [monday, thursday] = yoga.slots;
    await t.db.insert(trainingCancellations).values([
      {
        courseId: yoga.course.id,
        slotId: monday!.id,
        date: '2026-03-16',
        reason: 'Trainerin krank',
      },
      // Another slot's cancellation and another venue's closure change nothing here.
      { courseId: yoga.course.id, slotId: thursday!.id, date: '2026-03-26', reason: 'Feiertag' },
    ]);
    await t.db.insert(venueClosures).values([
      { locationId: venue.id, fromDate: '2026-04-01', toDate: '2026-04-07', reason: 'Osterferien' },
      { locationId: otherVenue.id, fromDate: '2026-03-01', toDate: '2026-12-31', reason: 'Umbau' },
    ]);
    t.app.get(PublicCache).invalidate(SCHEDULE_CACHE_SOURCE);

    const course = await feed(`/calendar/course/${yoga.course.id}.ics`);
    const mon = eventOf(course, monday!.id)!;
    // CET (+01:00) until Sunday 29 March 2026, CEST (+02:00) after: 17:00 stays 17:00 in Berlin.
    expect(trainings(mon, '2026-04-13')).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T16:00:00.000Z',
      // 16 March: cancelled
      '2026-03-23T16:00:00.000Z',
      '2026-03-30T15:00:00.000Z',
      // 6 April: the venue is closed
      '2026-04-13T15:00:00.000Z',
    ]);
    expect(mon.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(mon.duration.toSeconds()).toBe(3600);
    const thu = eventOf(course, thursday!.id)!;
    expect(trainings(thu, '2026-04-10')).toEqual([
      '2026-03-05T18:30:00.000Z',
      '2026-03-12T18:30:00.000Z',
      '2026-03-19T18:30:00.000Z',
      // 26 March: cancelled; the closure of Turnhalle Mitte is not this slot's venue
      '2026-04-02T17:30:00.000Z',
      '2026-04-09T17:30:00.000Z',
    ]);

    expect(mon.summary).toBe('Yoga, Pilates; Rücken');
    expect(mon.location).toBe('Turnhalle Mitte, Hauptstraße 1, 12345 Musterstadt');
    expect(thu.location).toBe('Waldweg am See');
    const url = `${BASE}/de/abteilung/Turnen#${encodeURIComponent('yoga,-pilates;-rücken')}`;
    expect(mon.description).toBe(
      `Abteilung: Turnen & Gymnastik\nTrainer: Max Muster, Tina Turner\n${url}`,
    );
    expect(mon.component.getFirstPropertyValue('url')).toBe(url);
    expect(mon.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('shows a slot in its course’s, department’s, venue’s and the club’s feed as one event', async () => {
    const monday = yoga.slots[0]!;
    const feeds = await Promise.all(
      [
        `/calendar/course/${yoga.course.id}.ics`,
        `/calendar/department/${departmentId}.ics`,
        `/calendar/venue/${venue.id}.ics`,
        '/calendar/club.ics',
      ].map(feed),
    );
    const seen = feeds.map((f) => eventOf(f, monday.id)!.component.toString());
    expect(new Set(seen).size).toBe(1);

    // A workshop's sessions: one event each, no recurrence, ical.js expands each to its date only.
    const [saturday, secondSaturday, closedSaturday, undated] = workshop.slots;
    const workshopFeed = await feed(`/calendar/workshop/${workshop.workshop.id}.ics`);
    expect(workshopFeed.events.map((e) => e.uid)).toEqual(
      [saturday!, secondSaturday!, closedSaturday!].map((s) => `slot-${s.id}@${HOST}`),
    );
    expect(eventOf(workshopFeed, undated!.id)).toBeUndefined();
    const sat = eventOf(workshopFeed, saturday!.id)!;
    expect(sat.isRecurring()).toBe(false);
    expect(trainings(sat, '2030-12-31')).toEqual(['2026-03-07T09:00:00.000Z']);
    expect(sat.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // 4 April: Turnhalle Mitte is closed, and the session is there as cancelled (CEST: 08:00 UTC).
    const closed = eventOf(workshopFeed, closedSaturday!.id)!;
    expect(trainings(closed, '2030-12-31')).toEqual(['2026-04-04T08:00:00.000Z']);
    expect(closed.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(sat.description).toBe(
      `Workshop\nSamstag, 10–14 Uhr\n${BASE}/de/workshop#erstehilfeimsport`,
    );
    // The venue feed holds every published slot there, courses and workshops, and no other.
    const venueFeed = feeds[2]!;
    expect(venueFeed.events.map((e) => e.uid).sort()).toEqual(
      [monday, saturday!, secondSaturday!, closedSaturday!]
        .map((s) => `slot-${s.id}@${HOST}`)
        .sort(),
    );
    expect(eventOf(feeds[1]!, saturday!.id)).toBeUndefined();
    expect(venueFeed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Turnhalle Mitte – TuS Musterstadt',
    );
  });

  it('leaves out what the public pages leave out: drafts, blocked courses and workshops, hidden departments', async () => {
    const draft = await createCourse(t.db, { departmentId, title: 'Entwurf' });
    const blocked = await createCourse(t.db, { departmentId, title: 'Gesperrt' });
    await publishCourse(blocked.course.id);
    await admin.post(`/api/course/block/${blocked.course.id}`);
    const hidden = await createCourse(t.db, {
      departmentId: hiddenDepartmentId,
      title: 'Versteckt',
    });
    await publishCourse(hidden.course.id);
    const blockedWorkshop = await createWorkshop(t.db, { title: 'Gesperrter Workshop' });
    await publishWorkshop(blockedWorkshop.workshop.id);
    await admin.post(`/api/workshop/block/${blockedWorkshop.workshop.id}`);

    const club = await feed('/calendar/club.ics');
    const summaries = club.events.map((e) => e.summary);
    for (const title of ['Entwurf', 'Gesperrt', 'Versteckt', 'Gesperrter Workshop'])
      expect(summaries).not.toContain(title);
    const department = await feed(`/calendar/department/${departmentId}.ics`);
    expect(department.events.map((e) => e.summary)).not.toContain('Gesperrt');
    for (const url of [
      `/calendar/course/${draft.course.id}.ics`,
      `/calendar/course/${blocked.course.id}.ics`,
      `/calendar/course/${hidden.course.id}.ics`,
      `/calendar/workshop/${blockedWorkshop.workshop.id}.ics`,
      `/calendar/department/${hiddenDepartmentId}.ics`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers a malformed or unknown id with the 404 envelope and keeps nothing for it', async () => {
    const cache = t.app.get(PublicCache);
    for (const kind of ['course', 'workshop', 'department', 'venue']) {
      for (const id of ['kein-kurs', randomUUID()]) {
        const url = `/calendar/${kind}/${id}.ics`;
        const res = await get(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
        expect(cache.keyForUrl(url)).toBeUndefined();
      }
    }
    // Without the suffix, or an unknown kind: the API's JSON 404, never a page.
    for (const url of [`/calendar/course/${yoga.course.id}`, '/calendar/kurs/x.ics']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers from the byte cache: strong ETag, 304 and gzip', async () => {
    const url = `/calendar/department/${departmentId}.ics`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-disposition']).toBe(
      'inline; filename="tus-musterstadt-turnen-gymnastik.ics"',
    );
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('keeps UIDs over a republish and bumps SEQUENCE when the event changes, and only then', async () => {
    const url = `/calendar/course/${yoga.course.id}.ics`;
    const monday = yoga.slots[0]!;
    const thursday = yoga.slots[1]!;
    const start = await feed(url);
    const before = eventOf(start, monday.id)!;
    const sequence = before.sequence;
    const thursdaySequence = eventOf(start, thursday.id)!.sequence;

    // A republish that changes nothing a calendar shows (the number of members).
    const version = await courseVersion(yoga.course.id);
    const edit = await admin.post(
      '/api/course',
      { _id: yoga.course.id, members: 30 },
      ifMatch(version),
    );
    expect(edit.statusCode).toBe(200);
    await publishCourse(yoga.course.id);
    const same = eventOf(await feed(url), monday.id)!;
    expect(same.uid).toBe(before.uid);
    expect(same.sequence).toBe(sequence);

    // The slot moves to 18:00: the same event, SEQUENCE + 1, still from its first Monday.
    const slot = (await admin.get(`/api/times/${yoga.course.id}`))
      .json()
      .data.find((s: { _id: string }) => s._id === monday.id) as { version: number };
    const moved = await admin.put(
      '/api/times',
      { _id: monday.id, day: 'Montag', start: '18:00', end: '19:30', location: 'Turnhalle Mitte' },
      ifMatch(slot.version),
    );
    expect(moved.statusCode).toBe(200);
    await publishCourse(yoga.course.id);
    const changed = eventOf(await feed(url), monday.id)!;
    expect(changed.uid).toBe(before.uid);
    expect(changed.sequence).toBe(sequence + 1);
    expect(trainings(changed, '2026-03-09')).toEqual([
      '2026-03-02T17:00:00.000Z',
      '2026-03-09T17:00:00.000Z',
    ]);
    // The other slot did not change: its SEQUENCE stays.
    expect(eventOf(await feed(url), thursday.id)!.sequence).toBe(thursdaySequence);
  });

  it('bumps SEQUENCE once when two builds record the same change at once (two processes)', async () => {
    const monday = yoga.slots[0]!;
    const uid = `slot-${monday.id}@${HOST}`;
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.uid, uid));
    await t.db.insert(trainingCancellations).values({
      courseId: yoga.course.id,
      slotId: monday.id,
      date: '2026-03-23',
      reason: 'Halle belegt',
    });
    const [a, b] = await Promise.all([
      calendar.course(yoga.course.id),
      calendar.course(yoga.course.id),
    ]);
    expect(a.text).toBe(b.text);
    const [after] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.uid, uid));
    expect(after!.sequence).toBe(row!.sequence + 1);
    expect(after!.anchor).toBe('2026-03-01');
  });

  it('drops the feeds when a course is published and when a cancellation is written and the schedule invalidated', async () => {
    const clubTag = String((await get('/calendar/club.ics')).headers.etag);
    const venueUrl = `/calendar/venue/${venue.id}.ics`;
    const venueTag = String((await get(venueUrl)).headers.etag);
    const notModified = async (url: string, etag: string) =>
      (await get(url, { 'if-none-match': etag })).statusCode === 304;

    // A cancellation row alone is not seen until its writer invalidates the schedule source.
    const saturday = workshop.slots[1]!;
    expect(
      eventOf(await feed(venueUrl), saturday.id)!.component.getFirstPropertyValue('status'),
    ).toBe('CONFIRMED');
    await t.db.insert(trainingCancellations).values({
      workshopId: workshop.workshop.id,
      slotId: saturday.id,
      date: '2026-03-14',
      reason: 'Referent verhindert',
    });
    expect(await notModified(venueUrl, venueTag)).toBe(true);
    t.app.get(PublicCache).invalidate(SCHEDULE_CACHE_SOURCE);
    expect(await notModified(venueUrl, venueTag)).toBe(false);
    const venueFeed = await feed(venueUrl);
    const cancelled = eventOf(venueFeed, saturday.id)!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(trainings(cancelled, '2030-12-31')).toEqual(['2026-03-14T09:00:00.000Z']);

    const clubNow = String((await get('/calendar/club.ics')).headers.etag);
    expect(clubNow).not.toBe(clubTag);
    const fresh = await createCourse(t.db, {
      departmentId,
      title: 'Neuer Kurs',
      times: [{ day: 'Freitag', start: '16:00', end: '17:00', location: 'Turnhalle Mitte' }],
    });
    expect(await notModified('/calendar/club.ics', clubNow)).toBe(true);
    await publishCourse(fresh.course.id);
    expect(await notModified('/calendar/club.ics', clubNow)).toBe(false);
    const club = await feed('/calendar/club.ics');
    expect(eventOf(club, fresh.slots[0]!.id)?.summary).toBe('Neuer Kurs');
  });

  /** Every control character but TAB (CRLF ends each line): RFC 5545 TEXT allows no other. */
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/;
  const withoutLineEnds = (text: string) => text.replace(/\r\n/g, '');

  it('keeps control characters out of a feed: a title and info saved through the API lose them on the way in', async () => {
    const course = await createCourse(t.db, {
      departmentId,
      times: [{ day: 'Dienstag', start: '18:00', end: '19:00', location: 'Turnhalle Mitte' }],
    });
    const edit = await admin.post(
      '/api/course',
      {
        _id: course.course.id,
        title: 'Rücken\u0007fit\u001B[0m',
        info: 'Matte\u000Bmitbringen\u0000',
      },
      ifMatch(await courseVersion(course.course.id)),
    );
    expect(edit.statusCode).toBe(200);
    const saved = (await admin.get(`/api/course/${course.course.id}`)).json().data;
    expect({ title: saved.title, info: saved.info }).toEqual({
      title: 'Rückenfit[0m',
      info: 'Matte\nmitbringen',
    });
    await publishCourse(course.course.id);

    const res = await get(`/calendar/course/${course.course.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(withoutLineEnds(res.body)).not.toMatch(FORBIDDEN);
    const parsed = parseFeed(res.body);
    expect(eventOf(parsed, course.slots[0]!.id)!.summary).toBe('Rückenfit[0m');
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Rückenfit[0m – TuS Musterstadt',
    );
  });

  it('leaves out the control characters of rows written before (titles, venue, trainer names) in every TEXT value', async () => {
    const hall = await createLocation(t.db, {
      name: 'Halle\u0007 Süd',
      address: 'Am\u001B Park\u0085 2',
      postalCode: '12345',
      city: 'Muster\u009Bstadt',
    });
    const trainer = await createTrainer(t.db, { firstname: 'Ute\u0002', lastname: 'Ufer\u007F' });
    const course = await createCourse(t.db, {
      departmentId,
      title: 'Abend\u000Blauf\u0001',
      trainerIds: [trainer.id],
      times: [{ day: 'Mittwoch', start: '19:00', end: '20:00', location: 'Halle\u0007 Süd' }],
    });
    await publishCourse(course.course.id);
    const ws = await createWorkshop(t.db, {
      title: 'Kletter\u0008kurs\u001F',
      times: [
        {
          day: 'Sonntag',
          date: '2026-03-08',
          start: '10:00',
          end: '12:00',
          location: 'Halle\u0007 Süd',
        },
      ],
    });
    await publishWorkshop(ws.workshop.id);

    for (const url of [
      `/calendar/course/${course.course.id}.ics`,
      `/calendar/workshop/${ws.workshop.id}.ics`,
      `/calendar/venue/${hall.id}.ics`,
      `/calendar/department/${departmentId}.ics`,
      '/calendar/club.ics',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect({ url, forbidden: FORBIDDEN.exec(withoutLineEnds(res.body))?.[0] }).toEqual({
        url,
        forbidden: undefined,
      });
    }
    const venueFeed = await feed(`/calendar/venue/${hall.id}.ics`);
    expect(venueFeed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Halle Süd – TuS Musterstadt',
    );
    const evening = eventOf(venueFeed, course.slots[0]!.id)!;
    // A vertical tab or NEL ended a line: a line break, as the text meant.
    expect(evening.summary).toBe('Abend\nlauf');
    expect(evening.location).toBe('Halle Süd, Am Park\n 2, 12345 Musterstadt');
    expect(evening.description).toContain('Trainer: Ute Ufer');
    const climbing = eventOf(venueFeed, ws.slots[0]!.id)!;
    expect(climbing.summary).toBe('Kletterkurs');
    const workshopFeed = await feed(`/calendar/workshop/${ws.workshop.id}.ics`);
    expect(workshopFeed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Kletterkurs – TuS Musterstadt',
    );
  });

  it("shows the club's events as single bounded events in the club's, its department's, its venue's and the dates feed; cancelled ones as CANCELLED", async () => {
    calendar.now = () => new Date('2026-03-01T10:00:00Z');
    const assembly = await createEvent(t.db, {
      kind: 'assembly',
      title: 'Mitgliederversammlung',
      date: '2026-03-20',
      startTime: '19:00',
      endTime: '21:30',
      locationId: venue.id,
      place: venue.name,
      agenda: ['Begrüßung', 'Wahlen'],
      noticeDays: 14,
    });
    const camp = await createEvent(t.db, {
      kind: 'other',
      departmentId,
      title: 'Zeltlager',
      date: '2026-03-27',
      startTime: '16:00',
      endDate: '2026-03-29',
      endTime: '13:00',
      place: 'Waldweg am See',
    });
    const cancelled = await createEvent(t.db, {
      kind: 'tournament',
      departmentId,
      title: 'Hallenturnier',
      date: '2026-03-08',
      startTime: '10:00',
      endTime: null,
      cancelled: true,
      cancelNote: 'Zu wenige Mannschaften',
    });
    const draft = await createEvent(t.db, {
      title: 'Entwurf',
      date: '2026-03-10',
      published: false,
    });
    const hidden = await createEvent(t.db, {
      title: 'Intern',
      date: '2026-03-11',
      departmentId: hiddenDepartmentId,
    });
    const gone = await createEvent(t.db, { title: 'Lange her', date: '2025-01-10' });
    t.app.get(PublicCache).invalidate(SCHEDULE_CACHE_SOURCE);

    const uid = (id: string) => `event-${id}@${HOST}`;
    const byUid = (f: Feed, id: string) => f.events.find((e) => e.uid === uid(id));
    const club = await feed('/calendar/club.ics');
    const dates = await feed('/calendar/termine.ics');
    const department = await feed(`/calendar/department/${departmentId}.ics`);
    const atVenue = await feed(`/calendar/venue/${venue.id}.ics`);
    for (const f of [club, dates]) {
      for (const id of [assembly.id, camp.id, cancelled.id]) expect(byUid(f, id)).toBeDefined();
      for (const id of [draft.id, hidden.id, gone.id]) expect(byUid(f, id)).toBeUndefined();
    }
    // The dates feed has no weekly trainings; the club's has both.
    expect(dates.events.some((e) => e.isRecurring())).toBe(false);
    expect(club.events.some((e) => e.isRecurring())).toBe(true);
    expect(dates.calendar.getFirstPropertyValue('x-wr-calname')).toBe('TuS Musterstadt – Termine');
    // A department's feed holds its events only, a venue's the events there.
    expect(byUid(department, camp.id)).toBeDefined();
    expect(byUid(department, assembly.id)).toBeUndefined();
    expect(byUid(atVenue, assembly.id)).toBeDefined();
    expect(byUid(atVenue, camp.id)).toBeUndefined();

    const meeting = byUid(club, assembly.id)!;
    expect(meeting.isRecurring()).toBe(false);
    expect(trainings(meeting, '2027-12-31')).toEqual(['2026-03-20T18:00:00.000Z']);
    expect(meeting.endDate.toString()).toBe('2026-03-20T21:30:00');
    expect(meeting.location).toBe('Turnhalle Mitte, Hauptstraße 1, 12345 Musterstadt');
    expect(meeting.description).toContain('Tagesordnung:\n1. Begrüßung\n2. Wahlen');
    expect(meeting.component.getFirstPropertyValue('url')).toBe(
      `${BASE}/de/termin/${assembly.slug}`,
    );
    expect(meeting.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Over a weekend: from the first day's start to the last day's end, once.
    const weekend = byUid(club, camp.id)!;
    expect(weekend.startDate.toString()).toBe('2026-03-27T16:00:00');
    expect(weekend.endDate.toString()).toBe('2026-03-29T13:00:00');
    expect(trainings(weekend, '2027-12-31')).toHaveLength(1);
    // Cancelled: still there, as CANCELLED; without an end time it has no DTEND.
    const off = byUid(club, cancelled.id)!;
    expect(off.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(off.description).toContain('Abgesagt: Zu wenige Mannschaften');
    expect(off.component.hasProperty('dtend')).toBe(false);
  });

  it('starts a new event on the slot’s first weekday on or after the day it first appeared, for good', async () => {
    calendar.now = () => new Date('2026-11-26T23:30:00Z'); // Friday 27 November in Berlin
    const late = await createCourse(t.db, {
      departmentId,
      title: 'Spätkurs',
      times: [{ day: 'Donnerstag', start: '20:00', end: '21:00', location: 'Turnhalle Mitte' }],
    });
    await publishCourse(late.course.id);
    const url = `/calendar/course/${late.course.id}.ics`;
    const first = eventOf(await feed(url), late.slots[0]!.id)!;
    expect(first.startDate.toString()).toBe('2026-12-03T20:00:00');
    calendar.now = () => new Date('2027-01-15T12:00:00Z');
    t.app.get(PublicCache).invalidate(SCHEDULE_CACHE_SOURCE);
    const later = eventOf(await feed(url), late.slots[0]!.id)!;
    expect(later.startDate.toString()).toBe('2026-12-03T20:00:00');
    expect(later.sequence).toBe(0);
  });
});
