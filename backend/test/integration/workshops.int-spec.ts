import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { comingSaturday, createWorkshop, createWorld } from '@test/factories/factories';
import { auditLog, publishRequests, timeSlots, workshopRevisions, workshops } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
interface PublicWorkshop {
  _id: string;
  title: string;
  description: string;
  times: { day: string; start: string; end: string; location: string }[];
}

const XSS =
  '<p>Gut <strong>vorbereitet</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>';

describe('workshops', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let owner: Client;
  let workshop: Client;
  let course: Client;
  let anonymous: Client;

  const body = (overrides: object = {}) => ({
    title: 'Erste Hilfe im Sport',
    info: 'Samstag, 9–16 Uhr, Vereinsheim',
    description: '<p>Sportverletzungen erkennen und versorgen.</p>',
    members: 16,
    ...overrides,
  });
  const rowOf = async (id: string) =>
    (await t.db.select().from(workshops).where(eq(workshops.id, id)))[0];
  const publicList = async () =>
    (await anonymous.get('/public/workshops')).json().data as PublicWorkshop[];
  const pending = async () =>
    (await admin.get('/api/publishrequests')).json().data.workshops as {
      entity: { _id: string; title: string };
      requested_by: { _id: string; name: string } | null;
      diff: { field: string; label: string; from: unknown; to: unknown }[];
    }[];
  const auditOf = (id: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    owner = as(t, (await t.login(world.owner.email)).token);
    workshop = as(t, (await t.login(world.workshop.email)).token);
    course = as(t, (await t.login(world.courseUser.email)).token);
    anonymous = as(t);
  });
  afterAll(() => t.close());

  it('walks a workshop from draft through request, grant, rejection and direct publication', async () => {
    const created = await workshop.post('/api/workshops', body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Der Workshop wurde angelegt.',
      data: { state: 'draft', version: 1, times: [], blocked: false, pending_request: null },
    });
    const id: string = created.json().data._id;
    const saturday = comingSaturday();
    const slot = await workshop.post('/api/times', {
      workshop: id,
      date: saturday,
      start: '09:00',
      end: '16:00',
      location: 'Vereinsheim',
    });
    expect(slot.statusCode).toBe(201);
    expect(slot.json().data).toMatchObject({
      workshop: id,
      course: null,
      day: 'Samstag',
      date: saturday,
    });
    expect((await publicList()).map((w) => w._id)).not.toContain(id);

    // The workshop team asks; the request is listed with who asked and a diff of every field.
    const asked = await workshop.post(`/api/workshop/publish/${id}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      'Die Veröffentlichung wurde angefragt. Die Geschäftsstelle prüft die Änderungen.',
    );
    expect(asked.json().data.pending_request.requested_by._id).toBe(world.workshop.id);
    const [request] = (await pending()).filter((r) => r.entity._id === id);
    expect(request).toMatchObject({
      entity: { title: 'Erste Hilfe im Sport' },
      requested_by: { _id: world.workshop.id },
    });
    expect(request!.diff).toEqual(
      expect.arrayContaining([
        { field: 'title', label: 'Titel', from: null, to: 'Erste Hilfe im Sport' },
        {
          field: 'times',
          label: 'Termine',
          from: null,
          // When and where, the session's date too: the client words the weekday.
          to: [
            {
              day: 'Samstag',
              date: saturday,
              start: '09:00',
              end: '16:00',
              location: 'Vereinsheim',
            },
          ],
        },
      ]),
    );
    expect((await publicList()).map((w) => w._id)).not.toContain(id);

    // Admin grants: the snapshot is public with its times, and the request leaves the list.
    const granted = await admin.post(`/api/workshop/grant/${id}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ state: 'published', pending_request: null });
    expect((await pending()).map((r) => r.entity._id)).not.toContain(id);
    const shown = (await publicList()).find((w) => w._id === id)!;
    expect(shown).toMatchObject({
      title: 'Erste Hilfe im Sport',
      times: [{ day: 'Samstag', start: '09:00', end: '16:00', location: 'Vereinsheim' }],
    });
    expect(shown).not.toHaveProperty('version');
    expect(shown).not.toHaveProperty('blocked_by');

    // A change is saved, requested and rejected: the public copy stays, the reason is visible.
    const version = (await rowOf(id))!.version;
    await workshop.post(
      '/api/workshop',
      { _id: id, title: 'Erste Hilfe kompakt' },
      ifMatch(version),
    );
    await workshop.post(`/api/workshop/publish/${id}`);
    const [change] = (await pending()).filter((r) => r.entity._id === id);
    expect(change!.diff).toEqual([
      { field: 'title', label: 'Titel', from: 'Erste Hilfe im Sport', to: 'Erste Hilfe kompakt' },
    ]);
    const rejected = await admin.post(`/api/workshop/reject/${id}`, {
      reason: 'Bitte den Termin mit der Halle abstimmen.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await pending()).map((r) => r.entity._id)).not.toContain(id);
    const seen = (await workshop.get(`/api/workshop/${id}`)).json().data;
    expect(seen).toMatchObject({
      state: 'changed',
      pending_request: null,
      last_rejection: {
        reason: 'Bitte den Termin mit der Halle abstimmen.',
        rejected_by: { _id: world.admin.id },
      },
    });
    expect((await publicList()).find((w) => w._id === id)!.title).toBe('Erste Hilfe im Sport');

    // Owner publishes directly; the rejection disappears with the newer publication.
    const direct = await owner.post(`/api/workshop/publish/${id}`);
    expect(direct.json()).toMatchObject({
      message: 'Der Workshop wurde veröffentlicht.',
      data: { state: 'published', last_rejection: null },
    });
    expect((await publicList()).find((w) => w._id === id)!.title).toBe('Erste Hilfe kompakt');
    const revisions = await t.db
      .select()
      .from(workshopRevisions)
      .where(eq(workshopRevisions.workshopId, id));
    expect(revisions.map((r) => r.number).sort()).toEqual([1, 2]);
    expect((await auditOf(id)).map((a) => [a.action, a.actorId])).toEqual([
      ['publish.granted', world.admin.id],
      ['publish.rejected', world.admin.id],
      ['publish.direct', world.owner.id],
    ]);
  });

  it('answers 409 when there is nothing new to publish or no request to decide', async () => {
    const { workshop: w } = await createWorkshop(t.db);
    expect((await admin.post(`/api/workshop/grant/${w.id}`)).json()).toMatchObject({
      code: 'NO_PENDING_REQUEST',
      message: 'Für diesen Workshop liegt keine offene Anfrage vor.',
    });
    await admin.post(`/api/workshop/publish/${w.id}`);
    const again = await admin.post(`/api/workshop/publish/${w.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Es gibt keine unveröffentlichten Änderungen.');
  });

  it('lets a workshop user neither grant, reject, block nor delete, leaving the row unchanged', async () => {
    const { workshop: w } = await createWorkshop(t.db);
    await workshop.post(`/api/workshop/publish/${w.id}`);
    const before = await rowOf(w.id);
    for (const res of [
      await workshop.post(`/api/workshop/grant/${w.id}`),
      await workshop.post(`/api/workshop/reject/${w.id}`, { reason: 'Selbst abgelehnt.' }),
      await workshop.post(`/api/workshop/block/${w.id}`),
      await workshop.delete(`/api/workshop/${w.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await rowOf(w.id)).toEqual(before);
    const [request] = await t.db
      .select()
      .from(publishRequests)
      .where(and(eq(publishRequests.entityId, w.id), eq(publishRequests.status, 'pending')));
    expect(request).toBeDefined();
  });

  it('gives a course user 404 on every workshop route and its times, changing nothing', async () => {
    const { workshop: w, slots } = await createWorkshop(t.db);
    const before = await rowOf(w.id);
    for (const res of [
      await course.get('/api/workshops'),
      await course.get(`/api/workshop/${w.id}`),
      await course.post('/api/workshop', { _id: w.id, title: 'Übernommen' }, ifMatch(1)),
      await course.post(`/api/workshop/publish/${w.id}`),
      await course.get(`/api/times/${w.id}`),
      await course.put(
        '/api/times',
        { _id: slots[0]!.id, day: 'Sonntag', start: '08:00', end: '09:00', location: 'Halle' },
        ifMatch(1),
      ),
      await course.post('/api/times', {
        workshop: w.id,
        day: 'Sonntag',
        start: '08:00',
        end: '09:00',
        location: 'Halle',
      }),
      await course.delete(`/api/time/${slots[0]!.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await rowOf(w.id)).toEqual(before);
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.workshopId, w.id))).toEqual(
      slots,
    );
  });

  it("gives a workshop user 404 on a course's times", async () => {
    const res = await workshop.get(`/api/times/${world.own.course.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Das Angebot oder der Workshop wurde nicht gefunden.');
  });

  it('lists the times of a workshop and refuses a slot for both or neither owner', async () => {
    const { workshop: w } = await createWorkshop(t.db, {
      times: [
        { day: 'Sonntag', start: '10:00', end: '12:00', location: 'Vereinsheim' },
        { day: 'Samstag', start: '10:00', end: '12:00', location: 'Vereinsheim' },
      ],
    });
    const times = await workshop.get(`/api/times/${w.id}`);
    expect(times.json().data.map((s: { day: string }) => s.day)).toEqual(['Samstag', 'Sonntag']);
    const slot = { day: 'Montag', start: '18:00', end: '19:00', location: 'Halle' };
    for (const owners of [{}, { workshop: w.id, course: world.own.course.id }]) {
      const res = await admin.post('/api/times', { ...owners, ...slot });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        course: 'Bitte gib entweder ein Angebot oder einen Workshop an.',
      });
    }
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.workshopId, w.id))).toHaveLength(
      2,
    );
  });

  it('hides blocked workshops from the public and records block and unblock', async () => {
    const { workshop: w } = await createWorkshop(t.db);
    await admin.post(`/api/workshop/publish/${w.id}`);
    expect((await publicList()).map((x) => x._id)).toContain(w.id);
    const blocked = await admin.post(`/api/workshop/block/${w.id}`);
    expect(blocked.json()).toMatchObject({
      message: 'Der Workshop wurde gesperrt.',
      data: { blocked: true, blocked_by: { _id: world.admin.id }, version: 1 },
    });
    expect((await publicList()).map((x) => x._id)).not.toContain(w.id);
    await admin.post(`/api/workshop/block/${w.id}`);
    expect((await publicList()).map((x) => x._id)).toContain(w.id);
    expect((await auditOf(w.id)).map((a) => a.action)).toEqual([
      'publish.direct',
      'block',
      'unblock',
    ]);
  });

  it('serves the public list with an ETag and 304 until a change', async () => {
    const first = await anonymous.get('/public/workshops');
    const etag = first.headers.etag as string;
    expect((await anonymous.get('/public/workshops', { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    const { workshop: w } = await createWorkshop(t.db);
    await admin.post(`/api/workshop/publish/${w.id}`);
    expect((await anonymous.get('/public/workshops', { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
  });

  it('deletes a workshop with its times and records who did it', async () => {
    const { workshop: w } = await createWorkshop(t.db);
    await admin.post(`/api/workshop/publish/${w.id}`);
    const res = await owner.delete(`/api/workshop/${w.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Der Workshop wurde gelöscht.' });
    expect(await rowOf(w.id)).toBeUndefined();
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.workshopId, w.id))).toEqual([]);
    expect((await publicList()).map((x) => x._id)).not.toContain(w.id);
    expect((await auditOf(w.id)).map((a) => [a.action, a.actorId])).toContainEqual([
      'delete',
      world.owner.id,
    ]);
    expect((await owner.delete(`/api/workshop/${w.id}`)).statusCode).toBe(404);
  });

  it('strips script, event handlers and markup from rich and plain text', async () => {
    const res = await workshop.post(
      '/api/workshops',
      body({ title: '<b>Fasziën</b>training<script>x</script>', description: XSS }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.title).toBe('Fasziëntraining');
    expect(res.json().data.description).toBe('<p>Gut <strong>vorbereitet</strong></p>');
    const id = res.json().data._id;
    await admin.post(`/api/workshop/publish/${id}`);
    const shown = (await publicList()).find((w) => w._id === id)!;
    expect(shown.description).not.toMatch(/script|onerror|<img/);
  });

  it('validates every required field with German messages', async () => {
    const res = await workshop.post('/api/workshops', {
      title: 'ab',
      members: -1,
      website: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      title: 'Mindestens 3 Zeichen.',
      info: expect.any(String),
      description: expect.any(String),
      members: 'Mindestens 0.',
      website: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    });
  });

  it('answers a stale version with 412 and the current workshop, unchanged', async () => {
    const { workshop: w } = await createWorkshop(t.db);
    await workshop.post('/api/workshop', { _id: w.id, members: 30 }, ifMatch(1));
    const before = await rowOf(w.id);
    const stale = await workshop.post('/api/workshop', { _id: w.id, members: 40 }, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      data: { _id: w.id, members: 30, version: 2 },
    });
    expect(await rowOf(w.id)).toEqual(before);
    expect((await workshop.post('/api/workshop', { _id: w.id, members: 40 })).statusCode).toBe(428);
  });

  it('answers 404 for a missing workshop', async () => {
    const res = await admin.get(`/api/workshop/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Der Workshop wurde nicht gefunden.');
  });
});
