import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import {
  comingSaturday,
  countRows,
  createCourse,
  createLocation,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';
import { ACTORS, type Actor, type World } from '@test/integration/matrix/matrix';
import { auditLog, timeSlots, type Weekday } from '@/db/schema';
import { addDays, berlinToday } from '@/schedule/schedule-rules';

type Slot = { day: Weekday; start: string; end: string; location: string };

describe('the hall plan: overlapping slots and the week view per venue (issue 25)', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let owner: Client;
  let trainer: Client;
  let department: Client;
  let workshopUser: Client;
  const visitor = () => as(t);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    owner = as(t, (await t.login(world.owner.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
  });
  afterAll(() => t.close());

  /** A venue of its own per test, so the tests do not share a hall. */
  const venue = async (name = `Halle ${randomUUID().slice(0, 8)}`) =>
    createLocation(t.db, { name });
  /** A course of the department (trained by the course user) with slots. */
  const course = (title: string, times: Slot[]) =>
    createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
      title,
      times,
    });
  const at = (location: string, day: Weekday, start: string, end: string): Slot => ({
    day,
    start,
    end,
    location,
  });

  describe('a save that overlaps another slot in the same venue', () => {
    it('is refused with 409 naming the course that holds the hall, and nothing is written', async () => {
      await venue('Turnhalle Lindenschule');
      const holder = await course('Kinderturnen Minis', [
        at('Turnhalle Lindenschule', 'Montag', '15:30', '16:30'),
      ]);
      const mine = await course('Eltern-Kind-Turnen', []);
      // Another spelling of the venue is the same venue.
      const res = await trainer.post(
        '/api/times',
        { course: mine.course.id, ...at(' turnhalle LINDENSCHULE ', 'Montag', '16:00', '17:00') },
        idempotencyKey(),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'SLOT_OVERLAP',
        message:
          'Die Sportstätte „Turnhalle Lindenschule“ ist am Montag von 15:30 bis 16:30 belegt: ' +
          'Kinderturnen Minis.',
        details: { start: 'Überschneidet sich mit Kinderturnen Minis (Montag 15:30–16:30).' },
        data: {
          venue: 'Turnhalle Lindenschule',
          kind: 'course',
          id: holder.course.id,
          title: 'Kinderturnen Minis',
          slot_id: holder.slots[0]!.id,
          day: 'Montag',
          date: null,
          start: '15:30',
          end: '16:30',
        },
      });
      expect(await countRows(t.db, timeSlots, mine.course.id)).toBe(0);
    });

    it('is refused when a workshop holds the hall, and a workshop is refused by a course', async () => {
      const hall = await venue();
      const saturday = comingSaturday();
      const { workshop } = await createWorkshop(t.db, {
        title: 'Erste Hilfe im Sport',
        times: [{ ...at(hall.name, 'Samstag', '09:00', '16:00'), date: saturday }],
      });
      const mine = await course('Trampolinspringen', []);
      const byWorkshop = await trainer.post('/api/times', {
        course: mine.course.id,
        ...at(hall.name, 'Samstag', '10:00', '11:30'),
      });
      expect(byWorkshop.statusCode).toBe(409);
      const [year, month, day] = saturday.split('-');
      expect(byWorkshop.json().message).toBe(
        `Die Sportstätte „${hall.name}“ ist am ${day}.${month}.${year} von 09:00 bis 16:00 belegt: ` +
          'Workshop „Erste Hilfe im Sport“.',
      );
      expect(byWorkshop.json().data).toMatchObject({
        kind: 'workshop',
        id: workshop.id,
        date: saturday,
      });

      const holder = await course('Geräteturnen', [at(hall.name, 'Sonntag', '10:00', '12:00')]);
      const other = await createWorkshop(t.db, { title: 'Kinesio-Taping', times: [] });
      const byCourse = await admin.post('/api/times', {
        workshop: other.workshop.id,
        date: addDays(saturday, 1),
        ...at(hall.name, 'Sonntag', '11:00', '13:00'),
      });
      expect(byCourse.statusCode).toBe(409);
      expect(byCourse.json().data).toMatchObject({ kind: 'course', id: holder.course.id });
    });

    it('lets sessions on other dates and sessions that are over share the hours', async () => {
      const hall = await venue();
      const saturday = comingSaturday();
      const past = addDays(saturday, -28);
      expect(past < berlinToday()).toBe(true);
      const { workshop } = await createWorkshop(t.db, {
        title: 'Erste Hilfe im Sport',
        times: [
          { ...at(hall.name, 'Samstag', '09:00', '16:00'), date: saturday },
          { ...at(hall.name, 'Samstag', '09:00', '16:00'), date: past },
        ],
      });
      // Another session a week later, at the same hours: another day.
      const later = await admin.post('/api/times', {
        workshop: workshop.id,
        date: addDays(saturday, 7),
        ...at(hall.name, 'Samstag', '09:00', '16:00'),
      });
      expect(later.statusCode).toBe(201);
      expect(later.json().data).toMatchObject({ day: 'Samstag', date: addDays(saturday, 7) });
      // The same date is taken by the first.
      const same = await admin.post('/api/times', {
        workshop: workshop.id,
        date: saturday,
        ...at(hall.name, 'Samstag', '15:00', '17:00'),
      });
      expect(same.statusCode).toBe(409);
      // A weekly course on Saturdays meets the coming sessions, not the one that is over.
      const weekly = await course('Samstagsturnen', []);
      const clash = await admin.post('/api/times', {
        course: weekly.course.id,
        ...at(hall.name, 'Samstag', '08:00', '09:30'),
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().data).toMatchObject({ date: saturday });
      const evening = await admin.post('/api/times', {
        course: weekly.course.id,
        ...at(hall.name, 'Samstag', '16:00', '18:00'),
      });
      expect(evening.statusCode).toBe(201);
      // The week view shows the coming sessions with their dates, not the past one.
      const plan = (await admin.get(`/api/locations/${hall.id}/plan`)).json().data as {
        date: string | null;
        start: string;
      }[];
      expect(plan.map((p) => p.date)).toEqual([saturday, addDays(saturday, 7), null]);
    });

    it('asks a workshop session for its date, and a course for none', async () => {
      const hall = await venue();
      const { workshop } = await createWorkshop(t.db, { times: [] });
      const undated = await admin.post('/api/times', {
        workshop: workshop.id,
        ...at(hall.name, 'Samstag', '09:00', '12:00'),
      });
      expect(undated.statusCode).toBe(400);
      expect(undated.json().details).toEqual({ date: 'Bitte gib das Datum des Termins an.' });
      // With a date the weekday is the date's, whatever was sent along.
      const saturday = comingSaturday();
      const dated = await admin.post('/api/times', {
        workshop: workshop.id,
        ...at(hall.name, 'Montag', '09:00', '12:00'),
        date: saturday,
      });
      expect(dated.statusCode).toBe(201);
      expect(dated.json().data).toMatchObject({ day: 'Samstag', date: saturday });
      const moved = await admin.put(
        '/api/times',
        { _id: dated.json().data._id, ...at(hall.name, 'Samstag', '09:00', '12:00') },
        ifMatch(1),
      );
      expect(moved.statusCode).toBe(400);
      const weekly = await course('Montagsturnen', []);
      const withDate = await admin.post('/api/times', {
        course: weekly.course.id,
        date: saturday,
        ...at(hall.name, 'Samstag', '09:00', '12:00'),
      });
      expect(withDate.statusCode).toBe(400);
      expect(Object.keys(withDate.json().details)).toEqual(['date']);
      const { day: _day, ...noDay } = at(hall.name, 'Montag', '09:00', '12:00');
      const withoutDay = await admin.post('/api/times', { course: weekly.course.id, ...noDay });
      expect(withoutDay.statusCode).toBe(400);
      expect(withoutDay.json().details).toEqual({ day: 'Bitte wähle einen Wochentag.' });
    });

    it('is refused on update; the slot never overlaps itself', async () => {
      const hall = await venue();
      await course('Handball weibliche B-Jugend', [at(hall.name, 'Dienstag', '18:00', '19:30')]);
      const mine = await course('Geräteturnen Jugend', [
        at(hall.name, 'Dienstag', '16:00', '17:30'),
      ]);
      const slot = mine.slots[0]!;
      // Longer, still clear of the other slot: its own old time is no obstacle.
      const longer = await trainer.put(
        '/api/times',
        { _id: slot.id, ...at(hall.name, 'Dienstag', '15:30', '18:00') },
        ifMatch(1),
      );
      expect(longer.statusCode).toBe(200);
      const into = await trainer.put(
        '/api/times',
        { _id: slot.id, ...at(hall.name, 'Dienstag', '17:00', '18:30') },
        ifMatch(2),
      );
      expect(into.statusCode).toBe(409);
      expect(into.json().code).toBe('SLOT_OVERLAP');
      const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
      expect(row).toMatchObject({ start: '15:30', end: '18:00', version: 2 });
      // A stale version is still answered with 412 and the current slot first.
      const stale = await trainer.put(
        '/api/times',
        { _id: slot.id, ...at(hall.name, 'Dienstag', '17:00', '18:30') },
        ifMatch(1),
      );
      expect(stale.statusCode).toBe(412);
    });
  });

  describe('a save that does not overlap', () => {
    it('goes through when the ends only touch (16:30 / 16:30)', async () => {
      const hall = await venue();
      await course('Kinderturnen Minis', [at(hall.name, 'Montag', '15:30', '16:30')]);
      const mine = await course('Kinderturnen 6–10 Jahre', []);
      const after = await trainer.post('/api/times', {
        course: mine.course.id,
        ...at(hall.name, 'Montag', '16:30', '17:45'),
      });
      expect(after.statusCode).toBe(201);
      const before = await trainer.post('/api/times', {
        course: mine.course.id,
        ...at(hall.name, 'Montag', '14:30', '15:30'),
      });
      expect(before.statusCode).toBe(201);
    });

    it('goes through in another venue, on another day, and at a place that is no venue', async () => {
      const hall = await venue();
      const other = await venue();
      await course('Badminton', [at(hall.name, 'Montag', '20:00', '22:00')]);
      await course('Lauftreff', [at('Stadtpark', 'Montag', '18:00', '19:00')]);
      const mine = await course('Volleyball', []);
      const post = (slot: Slot) => trainer.post('/api/times', { course: mine.course.id, ...slot });
      expect((await post(at(other.name, 'Montag', '20:00', '22:00'))).statusCode).toBe(201);
      expect((await post(at(hall.name, 'Dienstag', '20:00', '22:00'))).statusCode).toBe(201);
      expect((await post(at('Stadtpark', 'Montag', '18:00', '19:00'))).statusCode).toBe(201);
    });
  });

  describe('saving an overlap anyway (times:override)', () => {
    it('lets an admin save it with a reason, written to the audit log with the slot it overlaps', async () => {
      const hall = await venue();
      const holder = await course('Handball Minis', [at(hall.name, 'Freitag', '15:00', '16:00')]);
      const mine = await course('Kinderturnen', []);
      const body = { course: mine.course.id, ...at(hall.name, 'Freitag', '15:30', '16:30') };
      expect((await admin.post('/api/times', body)).statusCode).toBe(409);
      const reason = 'Beide Gruppen teilen sich die Halle in den Ferien.';
      const res = await admin.post('/api/times', { ...body, overlap_reason: reason });
      expect(res.statusCode).toBe(201);
      const slot = res.json().data;
      expect(slot).toMatchObject({ day: 'Freitag', start: '15:30', end: '16:30' });
      expect(slot).not.toHaveProperty('overlap_reason');

      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'slot.overlap'), eq(auditLog.entityId, slot._id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: world.admin.id,
        entityType: 'time',
        details: {
          reason,
          venue: hall.name,
          day: 'Freitag',
          start: '15:30',
          end: '16:30',
          overlaps: 'Handball Minis (Freitag 15:00–16:00)',
          overlaps_kind: 'course',
          overlaps_id: holder.course.id,
          overlaps_slot: holder.slots[0]!.id,
        },
      });
      // The audit screen finds it by its action.
      const listed = await admin.get('/api/audit?action=slot.overlap');
      expect(listed.statusCode).toBe(200);
      expect(JSON.stringify(listed.json().data)).toContain(reason);
    });

    it('lets the owner move a slot onto a taken time with a reason', async () => {
      const hall = await venue();
      await course('Handball Herren', [at(hall.name, 'Freitag', '19:00', '21:00')]);
      const mine = await course('Volleyball Mixed', [
        at(hall.name, 'Donnerstag', '20:00', '22:00'),
      ]);
      const res = await owner.put(
        '/api/times',
        {
          _id: mine.slots[0]!.id,
          ...at(hall.name, 'Freitag', '20:00', '22:00'),
          overlap_reason: 'Halbe Halle für jede Gruppe.',
        },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.action, 'slot.overlap'), eq(auditLog.entityId, mine.slots[0]!.id)),
          ),
      ).toHaveLength(1);
    });

    it('ignores the reason of a trainer and of a department user: still 409, nothing logged', async () => {
      const hall = await venue();
      await course('Judo für Kinder', [at(hall.name, 'Montag', '17:00', '18:00')]);
      const mine = await course('Karate', []);
      const body = {
        course: mine.course.id,
        ...at(hall.name, 'Montag', '17:30', '18:30'),
        overlap_reason: 'Wir passen schon irgendwie rein.',
      };
      for (const client of [trainer, department]) {
        const res = await client.post('/api/times', body);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('SLOT_OVERLAP');
      }
      expect(await countRows(t.db, timeSlots, mine.course.id)).toBe(0);
      const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'slot.overlap'));
      expect(logged.map((e) => e.details.reason)).not.toContain(body.overlap_reason);
    });

    it('is granted to owner and admin only (times:override, per role)', async () => {
      const hall = await venue();
      await course('Belegt', [at(hall.name, 'Sonntag', '08:00', '12:00')]);
      const clients: Record<Actor, Client> = {
        anonymous: visitor(),
        owner,
        admin,
        department,
        workshop: workshopUser,
        course: trainer,
      };
      // The workshop user may not touch a course's times at all (404, as without the override).
      const expected: Record<Actor, number> = {
        anonymous: 401,
        owner: 201,
        admin: 201,
        department: 409,
        workshop: 404,
        course: 409,
      };
      for (const actor of ACTORS) {
        const mine = await course(`Override ${actor}`, []);
        const res = await clients[actor].post('/api/times', {
          course: mine.course.id,
          ...at(hall.name, 'Sonntag', '09:00', '10:00'),
          overlap_reason: 'Geteilte Halle am Sonntag.',
        });
        expect({ actor, status: res.statusCode }).toEqual({ actor, status: expected[actor] });
      }
    });

    it('needs a reason: without one (or with blanks only) an admin is refused too', async () => {
      const hall = await venue();
      await course('Ju-Jutsu', [at(hall.name, 'Mittwoch', '19:00', '20:30')]);
      const mine = await course('Frauengymnastik', []);
      const body = { course: mine.course.id, ...at(hall.name, 'Mittwoch', '19:00', '20:00') };
      expect((await admin.post('/api/times', body)).statusCode).toBe(409);
      expect(
        (await admin.post('/api/times', { ...body, overlap_reason: '     ' })).statusCode,
      ).toBe(409);
      const short = await admin.post('/api/times', { ...body, overlap_reason: 'ok' });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toHaveProperty('overlap_reason');
    });
  });

  it('lets exactly one of 20 overlapping saves at the same moment in', async () => {
    const hall = await venue();
    const courses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => course(`Gleichzeitig ${i}`, [])),
    );
    const answers = await Promise.all(
      courses.map(({ course: c }, i) =>
        admin.post('/api/times', {
          course: c.id,
          // Every pair overlaps: all start within the first hour and last past it.
          ...at(hall.name, 'Donnerstag', `18:${String(i * 2).padStart(2, '0')}`, '20:00'),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const written = await t.db.select().from(timeSlots).where(eq(timeSlots.location, hall.name));
    expect(written).toHaveLength(1);
  });

  describe('look-alike spellings of a venue (issue 35)', () => {
    /** A venue whose name has an „a“ and an umlaut, so every kind of look-alike can be typed. */
    const umlautVenue = () => venue(`Sporthalle Mühlau ${randomUUID().slice(0, 6)}`);
    const lookAlikes = (name: string): [string, string][] => [
      ['a Cyrillic а', name.replace('Sporthalle', 'Sporth\u0430lle')],
      ['extra inner spaces', name.replace(' ', '    ').replace('Mühlau', 'Müh lau')],
      ['a zero-width space', name.replace('Sporthalle', 'Sport\u200bhalle')],
      ['no-break spaces', name.replace(/ /g, '\u00a0')],
      ['another case', name.toUpperCase()],
      ['a decomposed umlaut', name.normalize('NFD')],
    ];

    it('refuses each of six look-alikes over an occupied hour with 409 SLOT_OVERLAP', async () => {
      const hall = await umlautVenue();
      const holder = await course('Kinderturnen Minis', [
        at(hall.name, 'Montag', '17:00', '18:00'),
      ]);
      const mine = await course('Eltern-Kind-Turnen', []);
      for (const [what, typed] of lookAlikes(hall.name)) {
        expect(typed).not.toBe(hall.name);
        // The body of a client built before venue ids: only `location`.
        const res = await trainer.post(
          '/api/times',
          { course: mine.course.id, ...at(typed, 'Montag', '17:30', '18:30') },
          idempotencyKey(),
        );
        expect({ what, status: res.statusCode, code: res.json().code }).toEqual({
          what,
          status: 409,
          code: 'SLOT_OVERLAP',
        });
        expect(res.json().data).toMatchObject({ venue: hall.name, id: holder.course.id });
      }
      expect(await countRows(t.db, timeSlots, mine.course.id)).toBe(0);
    });

    it('binds a look-alike that fits to the venue, so the week view shows every slot there', async () => {
      const hall = await umlautVenue();
      const mine = await course('Geräteturnen', []);
      const days: Weekday[] = [
        'Montag',
        'Dienstag',
        'Mittwoch',
        'Donnerstag',
        'Freitag',
        'Samstag',
      ];
      const ids: string[] = [];
      for (const [i, [what, typed]] of lookAlikes(hall.name).entries()) {
        const res = await trainer.post('/api/times', {
          course: mine.course.id,
          ...at(typed, days[i]!, '18:00', '19:00'),
        });
        expect({ what, status: res.statusCode }).toEqual({ what, status: 201 });
        // The slot is in the venue and shows the venue's own name.
        expect(res.json().data).toMatchObject({ venue: hall.id, location: hall.name });
        ids.push(res.json().data._id);
      }
      const staff = await admin.get(`/api/locations/${hall.id}/plan`);
      expect(staff.json().data.map((slot: { _id: string }) => slot._id)).toEqual(ids);
      expect((await admin.post(`/api/course/publish/${mine.course.id}`)).statusCode).toBe(200);
      const plan = await visitor().get(`/public/locations/${hall.id}/plan`);
      expect(plan.json().data.map((slot: { _id: string }) => slot._id)).toEqual(ids);
      // A seventh, over one of them, is refused: the bound slots hold the hall.
      const over = await trainer.post('/api/times', {
        course: mine.course.id,
        ...at(hall.name.toLowerCase(), 'Mittwoch', '18:30', '19:30'),
      });
      expect(over.statusCode).toBe(409);
    });

    it('takes the venue by its id, and keeps a place that is no venue as text', async () => {
      const hall = await venue();
      const mine = await course('Lauftreff', []);
      const byId = await trainer.post('/api/times', {
        course: mine.course.id,
        day: 'Montag',
        start: '18:00',
        end: '19:00',
        venue: hall.id,
      });
      expect(byId.statusCode).toBe(201);
      expect(byId.json().data).toMatchObject({ venue: hall.id, location: hall.name });
      // The id wins over a text that names another place.
      const both = await trainer.put(
        '/api/times',
        {
          _id: byId.json().data._id,
          ...at('Stadtpark', 'Montag', '18:00', '19:30'),
          venue: hall.id,
        },
        ifMatch(1),
      );
      expect(both.json().data).toMatchObject({ venue: hall.id, location: hall.name, end: '19:30' });
      const outdoor = await trainer.post('/api/times', {
        course: mine.course.id,
        ...at('Stadtpark, Treffpunkt\u00a0Eingang', 'Dienstag', '18:00', '19:00'),
      });
      expect(outdoor.json().data).toMatchObject({
        venue: null,
        location: 'Stadtpark, Treffpunkt Eingang',
      });
      const unknown = await trainer.post('/api/times', {
        course: mine.course.id,
        day: 'Mittwoch',
        start: '18:00',
        end: '19:00',
        venue: randomUUID(),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toHaveProperty('venue');
      for (const nowhere of [{}, { location: '<b></b>' }, { location: '\u200b \u200b' }]) {
        const res = await trainer.post('/api/times', {
          course: mine.course.id,
          day: 'Mittwoch',
          start: '18:00',
          end: '19:00',
          ...nowhere,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toHaveProperty('venue');
      }
    });

    it('keeps the slots of a renamed venue in it, and the course published under the new name', async () => {
      const hall = await venue();
      const mine = await course('Badminton Jugend', [at(hall.name, 'Freitag', '17:00', '18:30')]);
      await admin.post(`/api/course/publish/${mine.course.id}`);
      const name = `${hall.name} Süd`;
      const renamed = await admin.put(
        '/api/locations',
        {
          _id: hall.id,
          name,
          description: hall.description,
          postal_code: hall.postalCode,
          city: hall.city,
          address: hall.address,
        },
        ifMatch(1),
      );
      expect(renamed.statusCode).toBe(200);
      const staff = (await admin.get(`/api/course/${mine.course.id}`)).json().data;
      expect(staff.times[0]).toMatchObject({ venue: hall.id, location: name });
      expect(staff.state).toBe('published');
      const listed = (await visitor().get('/public/courses')).json().data;
      const shown = listed.find((c: { _id: string }) => c._id === mine.course.id);
      expect(shown.times[0]).toMatchObject({ venue: hall.id, location: name });
    });

    it('refuses to delete a venue that slots are in, naming them, and deletes it once they moved', async () => {
      const hall = await venue();
      const other = await venue();
      const mine = await course('Volleyball Mixed', [
        at(hall.name, 'Donnerstag', '20:00', '22:00'),
      ]);
      const refused = await admin.delete(`/api/locations?id=${hall.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'VENUE_IN_USE',
        message:
          `Die Sportstätte „${hall.name}“ wird noch von Trainingszeiten genutzt: ` +
          'Volleyball Mixed (Donnerstag 20:00–22:00). ' +
          'Bitte verlege diese Zeiten zuerst in eine andere Sportstätte.',
        data: { venue: hall.name, slots: ['Volleyball Mixed (Donnerstag 20:00–22:00)'] },
      });
      const moved = await trainer.put(
        '/api/times',
        {
          _id: mine.slots[0]!.id,
          day: 'Donnerstag',
          start: '20:00',
          end: '22:00',
          venue: other.id,
        },
        ifMatch(1),
      );
      expect(moved.statusCode).toBe(200);
      expect((await admin.delete(`/api/locations?id=${hall.id}`)).statusCode).toBe(200);
    });

    it('refuses a new venue whose name is a look-alike of another venue’s', async () => {
      const hall = await venue();
      const res = await admin.post('/api/locations', {
        name: hall.name.replace('Halle', 'H\u0430lle'),
        description: 'Doppelt',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Lindenallee 1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.name).toContain(hall.name);
    });
  });

  describe('the reason for saving an overlap anyway (issue 35)', () => {
    it('counts what is left after tags and blanks: an empty reason is none, and never audited', async () => {
      const hall = await venue();
      await course('Ju-Jutsu', [at(hall.name, 'Mittwoch', '19:00', '20:30')]);
      const mine = await course('Frauengymnastik', []);
      const body = { course: mine.course.id, ...at(hall.name, 'Mittwoch', '19:00', '20:00') };
      for (const empty of ['<b></b>', '<x>   </x>', '\u200b\u200b\u200b', '<p>&nbsp;</p>']) {
        const res = await admin.post('/api/times', { ...body, overlap_reason: empty });
        expect({ empty, status: res.statusCode }).toEqual({ empty, status: 409 });
      }
      // Two visible characters in tags are too few.
      const short = await admin.post('/api/times', { ...body, overlap_reason: '<b>o</b><i>k</i>' });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toHaveProperty('overlap_reason');
      expect(await countRows(t.db, timeSlots, mine.course.id)).toBe(0);

      const saved = await admin.post('/api/times', {
        ...body,
        overlap_reason: '<b>Geteilte</b>\u00a0 Halle',
      });
      expect(saved.statusCode).toBe(201);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'slot.overlap'), eq(auditLog.entityId, saved.json().data._id)),
        );
      expect(entry!.details.reason).toBe('Geteilte Halle');
      const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, 'slot.overlap'));
      expect(logged.filter((e) => String(e.details.reason ?? '').trim().length < 3)).toEqual([]);
    });
  });

  describe('the week view of a venue', () => {
    it('shows the public the published slots there, sorted, and follows publishing, blocking and renames', async () => {
      const hall = await venue();
      const minis = await course('Kinderturnen Minis', [
        at(hall.name, 'Mittwoch', '16:00', '17:00'),
        at('Anderswo', 'Mittwoch', '10:00', '11:00'),
      ]);
      const jugend = await course('Geräteturnen Jugend', [
        at(hall.name, 'Montag', '17:00', '18:00'),
      ]);
      const draft = await course('Noch ein Entwurf', [at(hall.name, 'Montag', '09:00', '10:00')]);
      const { workshop } = await createWorkshop(t.db, {
        title: 'Faszientraining',
        times: [at(hall.name, 'Montag', '18:00', '19:30')],
      });
      for (const c of [minis, jugend]) {
        expect((await admin.post(`/api/course/publish/${c.course.id}`)).statusCode).toBe(200);
      }
      expect((await admin.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(200);

      const url = `/public/locations/${hall.id}/plan`;
      const res = await visitor().get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        {
          _id: jugend.slots[0]!.id,
          day: 'Montag',
          date: null,
          start: '17:00',
          end: '18:00',
          kind: 'course',
          id: jugend.course.id,
          title: 'Geräteturnen Jugend',
          department: { name: world.department.name, title: world.department.title },
        },
        expect.objectContaining({ kind: 'workshop', id: workshop.id, department: null }),
        expect.objectContaining({ day: 'Mittwoch', id: minis.course.id, start: '16:00' }),
      ]);
      expect(JSON.stringify(res.json().data)).not.toContain(draft.course.id);
      const etag = res.headers.etag as string;
      expect((await visitor().get(url, { 'if-none-match': etag })).statusCode).toBe(304);

      // Publishing the draft changes the plan at once.
      await admin.post(`/api/course/publish/${draft.course.id}`);
      const published = await visitor().get(url, { 'if-none-match': etag });
      expect(published.statusCode).toBe(200);
      expect(published.json().data[0]).toMatchObject({ id: draft.course.id, start: '09:00' });

      // Blocking a workshop takes it off.
      await admin.post(`/api/workshop/block/${workshop.id}`);
      const blocked = await visitor().get(url);
      expect(blocked.json().data.map((s: { id: string }) => s.id)).not.toContain(workshop.id);

      // A renamed venue keeps its slots: they are in it by its id.
      const renamed = await admin.put(
        '/api/locations',
        {
          _id: hall.id,
          name: `${hall.name} (neu)`,
          description: hall.description,
          postal_code: hall.postalCode,
          city: hall.city,
          address: hall.address,
        },
        ifMatch(1),
      );
      expect(renamed.statusCode).toBe(200);
      expect((await visitor().get(url)).json().data.map((x: { id: string }) => x.id)).toEqual([
        draft.course.id,
        jugend.course.id,
        minis.course.id,
      ]);
    });

    it('answers 404 for a venue that does not exist and for an id that is none', async () => {
      expect((await visitor().get(`/public/locations/${randomUUID()}/plan`)).statusCode).toBe(404);
      expect((await admin.get(`/api/locations/${randomUUID()}/plan`)).statusCode).toBe(404);
      expect((await visitor().get('/public/locations/halle/plan')).statusCode).toBe(404);
    });

    it('shows staff the working copies there, drafts included: what a save is checked against', async () => {
      const hall = await venue();
      const draft = await course('Entwurf', [at(hall.name, 'Freitag', '10:00', '11:30')]);
      const { workshop } = await createWorkshop(t.db, {
        title: 'Kinderschutz im Verein',
        times: [at(hall.name, 'Freitag', '18:30', '21:00')],
      });
      const res = await admin.get(`/api/locations/${hall.id}/plan`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ id: draft.course.id, start: '10:00', kind: 'course' }),
        expect.objectContaining({ id: workshop.id, start: '18:30', kind: 'workshop' }),
      ]);
      expect((await visitor().get(`/public/locations/${hall.id}/plan`)).json().data).toEqual([]);
    });
  });
});
