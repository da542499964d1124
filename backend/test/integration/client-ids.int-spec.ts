import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, courseBody, ifMatch, type Client } from '@test/utils/http';
import { createWorld } from '@test/factories/factories';
import {
  banners,
  courses,
  departments,
  locations,
  news,
  posts,
  sponsors,
  workshops,
} from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

const inADay = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Every create of content a device may make offline, with a valid body (DESIGN section 6). */
const CREATES = [
  {
    path: '/api/courses',
    table: courses,
    body: (w: World) => courseBody(w.department.id, [w.trainer.id], { title: 'Offline-Kurs' }),
  },
  {
    path: '/api/workshops',
    table: workshops,
    body: () => ({
      title: 'Faszientraining',
      info: 'Samstag, 10–12 Uhr',
      description: '<p>Beweglich bleiben.</p>',
      members: 12,
    }),
  },
  {
    path: '/api/departments',
    table: departments,
    body: () => ({
      name: `Abteilung ${randomUUID().slice(0, 8)}`,
      title: 'Neue Abteilung',
      description: '<p>Neu im Verein.</p>',
    }),
  },
  {
    path: '/api/blogPost',
    table: posts,
    body: () => ({ title: 'Vereinsfest', text: '<p>Es war schön.</p>' }),
  },
  { path: '/api/news', table: news, body: () => ({ title: 'Halle zu', text: 'Am Montag.' }) },
  {
    path: '/api/sponsors',
    table: sponsors,
    body: () => ({ text: 'Bäckerei', link: 'https://www.example.org/b', placements: ['homepage'] }),
  },
  {
    path: '/api/locations',
    table: locations,
    body: () => ({
      name: `Halle ${randomUUID().slice(0, 8)}`,
      description: 'Neue Halle.',
      postal_code: '12345',
      city: 'Musterstadt',
      address: 'Schulstraße 3',
    }),
  },
  {
    path: '/api/banners',
    table: banners,
    body: () => ({
      text: 'Feiertag',
      severity: 'info',
      starts_at: inADay(24),
      ends_at: inADay(48),
    }),
  },
] as const;

describe('client-made ids on every create', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  describe.each(CREATES)('POST $path', ({ path, table, body }) => {
    it('creates the row under the id the client made', async () => {
      const id = randomUUID();
      const res = await admin.post(path, { ...body(world), _id: id });
      expect(res.statusCode).toBe(201);
      expect(res.json().data._id).toBe(id);
      const rows = await t.db.select({ id: table.id }).from(table).where(eq(table.id, id));
      expect(rows).toHaveLength(1);
    });

    it('refuses an id that is taken with 409 and changes nothing', async () => {
      const id = randomUUID();
      expect((await admin.post(path, { ...body(world), _id: id })).statusCode).toBe(201);
      const again = await admin.post(path, { ...body(world), _id: id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: 'Diesen Eintrag gibt es schon.',
      });
      const rows = await t.db.select({ id: table.id }).from(table).where(eq(table.id, id));
      expect(rows).toHaveLength(1);
    });

    it('makes its own id without one, and refuses one that is not a UUID', async () => {
      const res = await admin.post(path, body(world));
      expect(res.statusCode).toBe(201);
      expect(res.json().data._id).toMatch(/^[0-9a-f-]{36}$/);
      const bad = await admin.post(path, { ...body(world), _id: 'mein-kurs' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(bad.json().details).toHaveProperty('_id');
    });
  });

  it('still requires the id on updates (the optional id of a create does not leak into them)', async () => {
    const id = randomUUID();
    await admin.post('/api/sponsors', { ...CREATES[5].body(), _id: id });
    const changed = { ...CREATES[5].body(), text: 'Bäckerei Sonnenschein' };
    const without = await admin.put('/api/sponsors', changed, ifMatch(1));
    expect(without.statusCode).toBe(400);
    expect(without.json().details).toHaveProperty('_id');
    const update = await admin.put('/api/sponsors', { ...changed, _id: id }, ifMatch(1));
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({ _id: id, text: 'Bäckerei Sonnenschein' });
  });
});
