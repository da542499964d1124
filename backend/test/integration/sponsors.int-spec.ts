import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createSponsor, createWorld } from '@test/factories/factories';
import { auditLog, sponsors } from '@/db/schema';

describe('sponsors', () => {
  let t: TestApp;
  let admin: Client;
  let adminId: string;
  const visitor = () => as(t);
  const texts = async (placement: string): Promise<string[]> =>
    (await visitor().get(`/public/sponsors/${placement}`))
      .json()
      .data.map((s: { text: string }) => s.text);
  const body = (overrides: object = {}) => ({
    text: 'Autohaus Krüger',
    link: 'https://www.example.org/autohaus',
    placements: ['homepage', 'volkslauf'],
    sort_order: 5,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createWorld(t.db);
    adminId = world.admin.id;
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  it('creates, updates and deletes a sponsor, and both placements follow each change', async () => {
    await texts('homepage');
    await texts('volkslauf');
    const created = await admin.post('/api/sponsors', body());
    expect(created.statusCode).toBe(201);
    const sponsor = created.json().data;
    expect(sponsor).toMatchObject({ text: 'Autohaus Krüger', sort_order: 5, version: 1 });
    expect(await texts('homepage')).toContain('Autohaus Krüger');
    expect(await texts('volkslauf')).toContain('Autohaus Krüger');

    const updated = await admin.put(
      '/api/sponsors',
      { _id: sponsor._id, ...body({ placements: ['volkslauf'] }) },
      ifMatch(1),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ placements: ['volkslauf'], version: 2 });
    expect(await texts('homepage')).not.toContain('Autohaus Krüger');
    expect(await texts('volkslauf')).toContain('Autohaus Krüger');

    expect((await admin.delete(`/api/sponsor/${sponsor._id}`)).statusCode).toBe(200);
    expect(await texts('volkslauf')).not.toContain('Autohaus Krüger');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, sponsor._id));
    expect(entry).toMatchObject({ action: 'delete', entityType: 'sponsor', actorId: adminId });
  });

  it('orders the public list by sort order and shows no internal fields', async () => {
    await admin.post('/api/sponsors', body({ text: 'Zweiter', sort_order: 2 }));
    await admin.post('/api/sponsors', body({ text: 'Erster', sort_order: 1 }));
    const list = (await visitor().get('/public/sponsors/homepage')).json().data;
    expect(list.slice(0, 2).map((s: { text: string }) => s.text)).toEqual(['Erster', 'Zweiter']);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'link', 'photoURL', 'srcset', 'text']);
  });

  it('answers a stale version with 412 and the current sponsor, unchanged', async () => {
    const sponsor = await createSponsor(t.db, { text: 'Bäckerei Sonnenschein' });
    const res = await admin.put('/api/sponsors', { _id: sponsor.id, ...body() }, ifMatch(3));
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      data: { _id: sponsor.id, text: 'Bäckerei Sonnenschein' },
    });
    expect((await t.db.select().from(sponsors).where(eq(sponsors.id, sponsor.id)))[0]).toEqual(
      sponsor,
    );
  });

  it('accepts only https links, known placements and at least one placement', async () => {
    for (const link of ['http://example.org', 'javascript:alert(1)', 'https://', 'ftp://x.de']) {
      const res = await admin.post('/api/sponsors', body({ link }));
      expect({ link, detail: res.json().details?.link }).toEqual({
        link,
        detail: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
      });
    }
    const none = await admin.post('/api/sponsors', body({ placements: [] }));
    expect(none.json().details.placements).toBe('Bitte wähle mindestens einen Eintrag.');
    const unknown = await admin.post('/api/sponsors', body({ placements: ['stadion'] }));
    expect(unknown.json().details.placements).toBe('Erlaubt sind: homepage, volkslauf.');
    const long = await admin.post('/api/sponsors', body({ text: 'x'.repeat(501) }));
    expect(long.json().details.text).toBe('Höchstens 500 Zeichen.');
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect(
      (await admin.delete('/api/sponsor/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/sponsor/nope')).statusCode).toBe(404);
  });
});
