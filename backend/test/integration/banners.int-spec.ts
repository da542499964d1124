import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createBanner, createWorld } from '@test/factories/factories';
import { auditLog, banners } from '@/db/schema';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('banners', () => {
  let t: TestApp;
  let admin: Client;
  const visitor = () => as(t);
  const publicTexts = async (): Promise<string[]> =>
    (await visitor().get('/public/banners')).json().data.map((b: { text: string }) => b.text);
  const body = (overrides: object = {}) => ({
    text: 'Die Turnhalle Lindenschule ist heute geschlossen.',
    severity: 'warning',
    starts_at: at(-HOUR),
    ends_at: at(HOUR),
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  it('shows only the banners active now, the most severe first', async () => {
    await publicTexts();
    await admin.post('/api/banners', body({ text: 'Aktiv: Hinweis', severity: 'info' }));
    await admin.post('/api/banners', body({ text: 'Aktiv: Störung', severity: 'error' }));
    await admin.post(
      '/api/banners',
      body({ text: 'Später', starts_at: at(HOUR), ends_at: at(2 * HOUR) }),
    );
    await admin.post(
      '/api/banners',
      body({ text: 'Vorbei', starts_at: at(-2 * HOUR), ends_at: at(-HOUR) }),
    );
    expect(await publicTexts()).toEqual(['Aktiv: Störung', 'Aktiv: Hinweis']);
    const staff = (await admin.get('/api/banners')).json().data;
    expect(staff.find((b: { text: string }) => b.text === 'Später')).toMatchObject({
      active: false,
    });
    expect(staff.find((b: { text: string }) => b.text === 'Aktiv: Hinweis')).toMatchObject({
      active: true,
    });
  });

  it('lets the cached answer expire when a banner starts or ends, without any write', async () => {
    const startsAt = Date.now() + 1_500;
    const endsAt = startsAt + 1_000;
    const until = (moment: number) => sleep(Math.max(moment - Date.now(), 0) + 150);
    await admin.post(
      '/api/banners',
      body({
        text: 'Gleich',
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(endsAt).toISOString(),
      }),
    );
    const before = await visitor().get('/public/banners');
    expect(before.json().data.map((b: { text: string }) => b.text)).not.toContain('Gleich');

    await until(startsAt);
    const started = await visitor().get('/public/banners', {
      'if-none-match': before.headers.etag as string,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.map((b: { text: string }) => b.text)).toContain('Gleich');

    await until(endsAt);
    expect(await publicTexts()).not.toContain('Gleich');
  });

  it('refuses an end before the start, a bad date, an http link and an unknown severity', async () => {
    const res = await admin.post(
      '/api/banners',
      body({ starts_at: at(HOUR), ends_at: at(0), link: 'http://example.org', severity: 'panic' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      ends_at: 'Das Ende muss nach dem Beginn liegen.',
      link: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
      severity: 'Erlaubt sind: info, warning, error.',
    });
    const same = at(HOUR);
    const equal = await admin.post('/api/banners', body({ starts_at: same, ends_at: same }));
    expect(equal.json().details.ends_at).toBe('Das Ende muss nach dem Beginn liegen.');
    const bad = await admin.post('/api/banners', body({ starts_at: 'morgen' }));
    expect(bad.json().details.starts_at).toMatch(/ISO-Format/);
  });

  it('updates with If-Match, answers a stale version with 412, and deletes with an audit entry', async () => {
    const banner = await createBanner(t.db, { text: 'Alt' });
    const updated = await admin.put(
      '/api/banners',
      { _id: banner.id, ...body({ text: 'Neu', link: 'https://www.example.org/info' }) },
      ifMatch(1),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      text: 'Neu',
      link: 'https://www.example.org/info',
      version: 2,
    });
    expect(await publicTexts()).toContain('Neu');

    const stale = await admin.put('/api/banners', { _id: banner.id, ...body() }, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ _id: banner.id, text: 'Neu' });

    expect((await admin.delete(`/api/banners/${banner.id}`)).statusCode).toBe(200);
    expect(await publicTexts()).not.toContain('Neu');
    expect(await t.db.select().from(banners).where(eq(banners.id, banner.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, banner.id));
    expect(entry).toMatchObject({ action: 'delete', entityType: 'banner' });
    expect((await admin.delete(`/api/banners/${banner.id}`)).statusCode).toBe(404);
  });
});
