import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createClub, createUser } from '@test/factories/factories';
import { auditLog, clubTextRevisions } from '@/db/schema';

// The frontend's real build (`npm run build` runs before the suites in `npm test`).
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');

describe('the club\'s own texts (back office "Texte")', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) {
      throw new Error(`Kein Frontend-Build unter ${SSR_ENTRY}: zuerst \`npm run build\`.`);
    }
    t = await createTestApp({
      STATIC_DIR,
      TRIAL_RETENTION_DAYS: '21',
      SUPPORT_RETENTION_DAYS: '90',
    });
    await createClub(t.db, { name: 'Turnverein Beispielstadt e.V.' });
    // An owner: the site is set up (before, every page is the setup notice).
    const user = await createUser(t.db, { email: 'admin@verein.example.org', roles: ['owner'] });
    admin = as(t, (await t.login(user.email)).token);
  });
  afterAll(() => t.close());

  async function save(key: string, body: object) {
    const current = (await admin.get(`/api/texts/${key}`)).json().data;
    return admin.put(`/api/texts/${key}`, body, ifMatch(current.version as number));
  }

  it('lists every text, a text never written as empty at version 0', async () => {
    const res = await admin.get('/api/texts');
    expect(res.statusCode).toBe(200);
    const texts = res.json().data as { key: string; de: string; version: number }[];
    expect(texts.map((x) => x.key)).toEqual([
      'impressum',
      'datenschutz',
      'haftungsausschluss',
      'fsj',
      'fsj_teaser',
      'contact_intro',
    ]);
    expect(texts.every((x) => x.de === '' && x.version === 0)).toBe(true);
    const pub = await as(t).get('/public/text/datenschutz');
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toEqual({
      key: 'datenschutz',
      de: '',
      en: null,
      applications_from: null,
      updated_at: null,
    });
    expect((await as(t).get('/public/text/satzung')).statusCode).toBe(404);
    expect((await admin.put('/api/texts/satzung', { de: 'x' }, ifMatch(0))).statusCode).toBe(404);
  });

  it('saves sanitized rich text, public at once; English is optional', async () => {
    // Read (and so cached) before the write: the save drops it.
    expect((await as(t).get('/public/text/haftungsausschluss')).json().data.de).toBe('');
    const res = await save('haftungsausschluss', {
      de: '<h2 onclick="alert(1)">Haftung</h2><script>alert(1)</script><p>Wir <a href="javascript:alert(1)">haften</a> <strong>nicht</strong>.</p><iframe src="https://evil.example"></iframe>',
      en: '<p></p>',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.de).toBe(
      '<h2>Haftung</h2><p>Wir <a rel="noopener noreferrer">haften</a> <strong>nicht</strong>.</p>',
    );
    // Nothing to read is no text.
    expect(saved.en).toBeNull();
    expect(saved.version).toBe(1);
    expect(saved.updated_by.name).toBeTruthy();
    const pub = (await as(t).get('/public/text/haftungsausschluss')).json().data;
    expect(pub.de).toBe(saved.de);
    expect(pub.updated_at).toBe(saved.updated_at);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'text.updated'));
    expect(entry).toMatchObject({ entityType: 'text', entityId: 'haftungsausschluss' });
  });

  it('keeps the application date only on the FSJ page, and checks it', async () => {
    const fsj = await save('fsj', { de: '<p>FSJ bei uns</p>', applications_from: '2027-09-01' });
    expect(fsj.json().data.applications_from).toBe('2027-09-01');
    const other = await save('impressum', {
      de: '<p>Bildnachweise</p>',
      applications_from: '2027-09-01',
    });
    expect(other.json().data.applications_from).toBeNull();
    const bad = await save('fsj', { de: '<p>FSJ</p>', applications_from: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.applications_from).toBe('Dieses Datum gibt es nicht.');
    const long = await save('fsj', { de: `<p>${'a'.repeat(100_001)}</p>` });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().details)).toEqual(['de']);
  });

  it('refuses a stale version with the current text, also a second first save', async () => {
    const first = await admin.put(
      '/api/texts/contact_intro',
      { de: '<p>Schreib uns!</p>' },
      ifMatch(0),
    );
    expect(first.statusCode).toBe(200);
    const again = await admin.put('/api/texts/contact_intro', { de: '<p>Ruf an!</p>' }, ifMatch(0));
    expect(again.statusCode).toBe(412);
    expect(again.json().data).toMatchObject({ de: '<p>Schreib uns!</p>', version: 1 });
    expect((await as(t).get('/public/text/contact_intro')).json().data.de).toBe(
      '<p>Schreib uns!</p>',
    );
  });

  it('keeps every saved version, lists and compares them, and restores one live', async () => {
    const key = 'datenschutz';
    await save(key, { de: '<p>Fassung eins</p>', en: '<p>Version one</p>' });
    await save(key, { de: '<p>Fassung zwei</p>', en: '<p>Version one</p>' });
    // Saved unchanged: no new version of the text.
    await save(key, { de: '<p>Fassung zwei</p>', en: '<p>Version one</p>' });
    const list = await admin.get(`/api/text/history/${key}`);
    expect(list.statusCode).toBe(200);
    const revisions = list.json().data as { _id: string; number: number; current: boolean }[];
    expect(revisions.map((r) => [r.number, r.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = revisions[1]!._id;
    const detail = (await admin.get(`/api/text/history/${key}/${first}`)).json().data;
    expect(detail.diff).toEqual([
      {
        field: 'de',
        label: 'Deutsch',
        revision: '<p>Fassung eins</p>',
        current: '<p>Fassung zwei</p>',
      },
    ]);
    // The page shows version two (and is cached so).
    expect((await as(t).get(`/public/text/${key}`)).json().data.de).toBe('<p>Fassung zwei</p>');
    const stale = await admin.post(`/api/text/restore/${key}/${first}`, undefined, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    const restored = await admin.post(
      `/api/text/restore/${key}/${first}`,
      undefined,
      ifMatch(detail.version),
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.de).toBe('<p>Fassung eins</p>');
    expect((await as(t).get(`/public/text/${key}`)).json().data.de).toBe('<p>Fassung eins</p>');
    const rows = await t.db
      .select({ number: clubTextRevisions.number })
      .from(clubTextRevisions)
      .where(eq(clubTextRevisions.key, key));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2, 3]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'restore'));
    expect(entry).toMatchObject({ entityType: 'text', entityId: key, details: { revision: 1 } });
    // A revision of another text is not one of this text's.
    const other = await admin.get(`/api/text/history/impressum/${first}`);
    expect(other.statusCode).toBe(404);
  });

  it("states the running configuration's retention for the privacy statement's generated parts", async () => {
    const config = (await as(t).get('/config')).json().data;
    expect(config).toMatchObject({
      trial_retention_days: 21,
      contact_retention_days: 90,
      request_log: false,
    });
  });

  it('renders the texts on the pages, without JavaScript, in place of nothing', async () => {
    await save('haftungsausschluss', {
      de: '<h2>Haftung für Links</h2><p>Für fremde Seiten haften wir nicht.</p>',
      en: '<h2>Liability for links</h2><p>We are not liable for other sites.</p>',
    });
    const de = await t.request({ method: 'GET', url: '/de/haftunsausschluss' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain(
      '<h2>Haftung für Links</h2><p>Für fremde Seiten haften wir nicht.</p>',
    );
    const en = await t.request({ method: 'GET', url: '/en/haftunsausschluss' });
    expect(en.body).toContain('<h2>Liability for links</h2>');
    // The privacy statement: the club's part, then what the software does, from the configuration.
    await save('datenschutz', { de: '<h2>Hosting</h2><p>Bei Beispiel-Hosting.</p>' });
    const privacy = await t.request({ method: 'GET', url: '/de/datenschutz' });
    expect(privacy.body).toContain('<p>Bei Beispiel-Hosting.</p>');
    expect(privacy.body).toContain('21 Tage nach dem Training');
    expect(privacy.body).toContain('90 Tage');
    expect(privacy.body).toContain('Turnverein Beispielstadt e.V.');
  });
});
