import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createNews, createUser, createWorld } from '@test/factories/factories';
import { auditLog, news } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('news', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let course: Client;
  let workshop: Client;
  const visitor = () => as(t);
  const rowOf = async (id: string) => (await t.db.select().from(news).where(eq(news.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    course = as(t, (await t.login(world.courseUser.email)).token);
    workshop = as(t, (await t.login(world.workshop.email)).token);
  });
  afterAll(() => t.close());

  it('publishes news on save, newest first, with the author’s name and no private fields', async () => {
    const before = await visitor().get('/public/news');
    const first = await course.post('/api/news', {
      title: 'Hallenschließung',
      text: 'Die Turnhalle ist am Montag geschlossen.',
      info: 'Hausmeister',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      title: 'Hallenschließung',
      created_by: { _id: world.courseUser.id, name: 'Test course' },
      can_delete: true,
    });
    await course.post('/api/news', { title: 'Neue Trikots', text: 'Sie sind da!' });

    const listed = await visitor().get('/public/news', {
      'if-none-match': before.headers.etag as string,
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().data;
    expect(items.slice(0, 2).map((n: { title: string }) => n.title)).toEqual([
      'Neue Trikots',
      'Hallenschließung',
    ]);
    expect(items[1]).toEqual({
      _id: first.json().data._id,
      title: 'Hallenschließung',
      text: 'Die Turnhalle ist am Montag geschlossen.',
      info: 'Hausmeister',
      photoURL: null,
      srcset: null,
      created_at: expect.any(String),
      created_by: { name: 'Test course' },
    });
  });

  it('keeps no markup in title and text', async () => {
    const res = await course.post('/api/news', {
      title: '<b>Wichtig</b>',
      text: 'Bitte <script>alert(1)</script>beachten & weitersagen.',
    });
    expect(res.json().data).toMatchObject({
      title: 'Wichtig',
      text: 'Bitte beachten & weitersagen.',
    });
  });

  it('validates required, short and over-long fields', async () => {
    const res = await course.post('/api/news', { title: 'ab', text: 'x'.repeat(2_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      title: 'Mindestens 3 Zeichen.',
      text: 'Höchstens 2000 Zeichen.',
    });
    const missing = await course.post('/api/news', { title: 'Ohne Text' });
    expect(missing.json().details.text).toBe('Dieses Feld wird benötigt.');
  });

  it('lets an author delete their own news and records it', async () => {
    const item = await createNews(t.db, { createdBy: world.workshop.id });
    const res = await workshop.delete(`/api/news?id=${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(await rowOf(item.id)).toBeUndefined();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(entry).toMatchObject({
      action: 'delete',
      entityType: 'news',
      actorId: world.workshop.id,
    });
  });

  it("answers a course user deleting someone else's news with 404 and keeps it", async () => {
    const item = await createNews(t.db, { createdBy: world.workshop.id });
    const forbidden = await course.delete(`/api/news?id=${item.id}`);
    const missing = await course.delete(`/api/news?id=${randomUUID()}`);
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toEqual(missing.json());
    expect(await rowOf(item.id)).toEqual(item);
    const listed = (await course.get('/api/news?limit=100')).json().data.items;
    expect(listed.find((n: { _id: string }) => n._id === item.id).can_delete).toBe(false);
  });

  it('lets an admin delete any news, and the public feed follows', async () => {
    const created = (
      await course.post('/api/news', { title: 'Weg damit', text: 'Gleich weg.' })
    ).json().data;
    expect((await visitor().get('/public/news')).json().data[0]._id).toBe(created._id);
    expect((await admin.delete(`/api/news?id=${created._id}`)).statusCode).toBe(200);
    const ids = (await visitor().get('/public/news'))
      .json()
      .data.map((n: { _id: string }) => n._id);
    expect(ids).not.toContain(created._id);
  });

  it('lets the author change title, text and info with If-Match; the public feed follows', async () => {
    const item = await createNews(t.db, { createdBy: world.courseUser.id });
    const res = await course.put(
      '/api/news',
      { _id: item.id, title: 'Halle <b>wieder</b> offen', info: 'Vorstand' },
      ifMatch(item.version),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Halle wieder offen',
      text: item.text,
      info: 'Vorstand',
      version: item.version + 1,
    });
    const listed = (await visitor().get('/public/news')).json().data as { _id: string }[];
    expect(listed.find((n) => n._id === item.id)).toMatchObject({ title: 'Halle wieder offen' });

    // A stale version is a conflict with the current item; nothing changes.
    const stale = await course.put(
      '/api/news',
      { _id: item.id, title: 'Zu spät' },
      ifMatch(item.version),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ title: 'Halle wieder offen' });
    expect((await rowOf(item.id))!.title).toBe('Halle wieder offen');

    // `null` clears the info line.
    const cleared = await course.put(
      '/api/news',
      { _id: item.id, info: null },
      ifMatch(item.version + 1),
    );
    expect(cleared.json().data.info).toBe('');
  });

  it("answers a change of someone else's news with 404 (the admin may), and checks the fields", async () => {
    const item = await createNews(t.db, { createdBy: world.workshop.id });
    const foreign = await course.put('/api/news', { _id: item.id, title: 'Fremd' }, ifMatch(1));
    expect(foreign.statusCode).toBe(404);
    expect(
      (await course.put('/api/news', { _id: item.id, title: 'ab' }, ifMatch(1))).json().details,
    ).toEqual({ title: 'Mindestens 3 Zeichen.' });
    const byAdmin = await admin.put('/api/news', { _id: item.id, text: 'Ne' }, ifMatch(1));
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().details).toEqual({ text: 'Mindestens 3 Zeichen.' });
    expect(
      (await admin.put('/api/news', { _id: item.id, text: 'Neuer Text.' }, ifMatch(1))).statusCode,
    ).toBe(200);
    expect((await rowOf(item.id))!.title).toBe(item.title);
  });

  it('pages the staff list and caps the page size', async () => {
    const page = await admin.get('/api/news?page=1&limit=1');
    expect(page.json().data).toMatchObject({ page: 1, limit: 1 });
    expect(page.json().data.items).toHaveLength(1);
    expect((await admin.get('/api/news?limit=500')).statusCode).toBe(400);
    expect((await admin.delete('/api/news?id=nope')).statusCode).toBe(404);
  });

  it("shows an author's new name in the cached public feed right after a profile change", async () => {
    const author = await createUser(t.db, { roles: ['course'], firstname: 'Alt' });
    const client = as(t, (await t.login(author.email)).token);
    const created = await client.post('/api/news', {
      title: 'Hallenzeiten in den Ferien',
      text: 'In den Herbstferien trainieren wir in der Halle Nord.',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data as { _id: string };
    const nameOf = async () =>
      (
        (await as(t).get('/public/news')).json().data as {
          _id: string;
          created_by: { name: string };
        }[]
      ).find((n) => n._id === item._id)!.created_by.name;
    expect(await nameOf()).toMatch(/^Alt /);
    const res = await client.put(
      '/api/profile',
      { firstname: 'Neu', lastname: author.lastname },
      ifMatch(author.version),
    );
    expect(res.statusCode).toBe(200);
    expect(await nameOf()).toMatch(/^Neu /);
  });
});
