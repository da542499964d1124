import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import { createLocation, createWorld } from '@test/factories/factories';
import { locations } from '@/db/schema';

describe('locations (Sportstätten)', () => {
  let t: TestApp;
  let admin: Client;
  const visitor = () => as(t);
  const body = (overrides: object = {}) => ({
    name: 'Turnhalle Lindenschule',
    description: 'Dreifeldhalle mit Umkleiden & Duschen.',
    maps_link: 'https://www.openstreetmap.org/search?query=Lindenallee%2012',
    postal_code: '12345',
    city: 'Musterstadt',
    address: 'Lindenallee 12',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  it('creates, lists, updates and deletes a location, and the public list follows each change', async () => {
    const before = await visitor().get('/public/locations');
    const created = await admin.post('/api/locations', body(), idempotencyKey());
    expect(created.statusCode).toBe(201);
    const location = created.json().data;
    expect(location).toMatchObject({
      name: 'Turnhalle Lindenschule',
      city: 'Musterstadt',
      version: 1,
    });
    expect(location.description).toBe('Dreifeldhalle mit Umkleiden & Duschen.');

    const listed = await visitor().get('/public/locations', {
      'if-none-match': before.headers.etag as string,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((l: { name: string }) => l.name)).toContain(
      'Turnhalle Lindenschule',
    );
    expect(listed.json().data[0]).not.toHaveProperty('version');

    const updated = await admin.put(
      '/api/locations',
      { _id: location._id, ...body({ address: 'Lindenallee 14' }) },
      ifMatch(1),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ address: 'Lindenallee 14', version: 2 });
    const etag = (await visitor().get('/public/locations')).headers.etag as string;
    expect((await visitor().get('/public/locations', { 'if-none-match': etag })).statusCode).toBe(
      304,
    );

    expect((await admin.delete(`/api/locations?id=${location._id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(locations).where(eq(locations.id, location._id))).toHaveLength(
      0,
    );
    const after = await visitor().get('/public/locations', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((l: { _id: string }) => l._id)).not.toContain(location._id);
  });

  it('answers a stale version with 412 and the current location, unchanged', async () => {
    const location = await createLocation(t.db);
    const res = await admin.put(
      '/api/locations',
      { _id: location.id, ...body({ name: 'Neu' }) },
      ifMatch(7),
    );
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      data: { _id: location.id, name: location.name },
    });
    const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row!.name).toBe(location.name);
  });

  it('validates with German messages per field', async () => {
    const res = await admin.post(
      '/api/locations',
      body({ name: 'ab', postal_code: '1234', maps_link: 'javascript:alert(1)', city: '' }),
    );
    expect(res.statusCode).toBe(400);
    const details = res.json().details;
    expect(details.name).toBe('Mindestens 3 Zeichen.');
    expect(details.postal_code).toMatch(/Postleitzahl|Mindestens/);
    expect(details.maps_link).toBe('Bitte gib eine Adresse ein, die mit https:// beginnt.');
    expect(details.city).toBe('Dieses Feld wird benötigt.');
  });

  it('refuses a second location with the same name with a German field message', async () => {
    await createLocation(t.db, { name: 'Sportplatz an der Aue' });
    const res = await admin.post('/api/locations', body({ name: 'Sportplatz an der Aue' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.name).toBe('Eine Sportstätte mit diesem Namen gibt es schon.');
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect(
      (await admin.delete('/api/locations?id=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/locations?id=nope')).statusCode).toBe(404);
  });
});
