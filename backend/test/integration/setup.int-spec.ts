import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { createUser } from '@test/factories/factories';
import { auditLog, clubSettings, setupTokens, users } from '@/db/schema';
import { issueSetupLink } from '@/setup/setup-link';
import { SETUP_ATTEMPTS } from '@/setup/setup.service';

const PUBLIC_URL = 'https://verein.example.org';
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');

const form = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  club_name: 'Turnverein Beispielstadt 1900 e.V.',
  firstname: 'Claudia',
  lastname: 'Neuhaus',
  email: 'vorstand@beispielstadt.example',
  password: 'Hallenboden-2026',
  ...overrides,
});

async function newLink(t: TestApp): Promise<string> {
  const link = await issueSetupLink(t.db, PUBLIC_URL);
  if (!link) throw new Error('no setup link on an installation without owner');
  return new URL(link).searchParams.get('token')!;
}

describe('the first start: setup link and setup', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterEach(async () => {
    await t.close();
  });

  it('waits for its setup while no owner exists; a link holds 256 bits and is stored hashed', async () => {
    const state = await as(t).get('/public/setup');
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toEqual({ pending: true, token: 'none' });
    const link = await issueSetupLink(t.db, PUBLIC_URL);
    expect(link).toMatch(
      /^https:\/\/verein\.example\.org\/de\/einrichtung\?token=[A-Za-z0-9_-]{43}$/,
    );
    const token = new URL(link!).searchParams.get('token')!;
    const [row] = await t.db.select().from(setupTokens);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('tells a working link from a wrong or expired one, never from a cache', async () => {
    const token = await newLink(t);
    const valid = await as(t).get(`/public/setup?token=${token}`);
    expect(valid.json().data).toEqual({ pending: true, token: 'valid' });
    expect(valid.headers['cache-control']).toBe('private, no-store');
    const wrong = await as(t).get(`/public/setup?token=${'b'.repeat(43)}`);
    expect(wrong.json().data).toEqual({ pending: true, token: 'invalid' });
    await t.db.update(setupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await as(t).get(`/public/setup?token=${token}`);
    expect(expired.json().data.token).toBe('invalid');
    const refused = await as(t).post('/public/setup', form(token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_TOKEN');
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('creates the club and its owner once, logs them in and voids every link', async () => {
    const token = await newLink(t);
    const other = await newLink(t);
    const res = await as(t).post('/public/setup', form(token));
    expect(res.statusCode).toBe(201);
    const body = res.json().data;
    expect(body.user.email).toBe('vorstand@beispielstadt.example');
    expect(body.user.roles).toEqual(['owner']);
    expect(body.user.permissions.length).toBeGreaterThan(10);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    // The access token is a session, and the password is the one chosen.
    const session = await as(t, body.access_token as string).get('/verification');
    expect(session.statusCode).toBe(200);
    await t.login('vorstand@beispielstadt.example', 'Hallenboden-2026');
    const [club] = await t.db.select().from(clubSettings);
    expect(club!.name).toBe('Turnverein Beispielstadt 1900 e.V.');
    expect(await t.db.select().from(setupTokens)).toHaveLength(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setup.completed'));
    expect(audit).toHaveLength(1);
    // Done for good: the same link, the other link, a new one.
    for (const used of [token, other]) {
      const again = await as(t).post('/public/setup', form(used, { email: 'zweiter@example.org' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SETUP_DONE');
    }
    expect((await as(t).get('/public/setup')).json().data).toEqual({
      pending: false,
      token: 'none',
    });
    expect((await as(t).get(`/public/setup?token=${token}`)).json().data.token).toBe('invalid');
    expect(await issueSetupLink(t.db, PUBLIC_URL)).toBeNull();
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('lets exactly one of two setups at once through', async () => {
    const [a, b] = [await newLink(t), await newLink(t)];
    const answers = await Promise.all([
      as(t).post('/public/setup', form(a, { email: 'a@example.org' })),
      as(t).post('/public/setup', form(b, { email: 'b@example.org' })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('checks the form: password rules, an address in use, markup in names; the link stays usable', async () => {
    const token = await newLink(t);
    const short = await as(t).post('/public/setup', form(token, { password: 'kurz' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().details.password).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    await createUser(t.db, { email: 'vorstand@beispielstadt.example', roles: ['admin'] });
    const taken = await as(t).post('/public/setup', form(token));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details.email).toBe('Diese E-Mail-Adresse wird schon verwendet.');
    const done = await as(t).post(
      '/public/setup',
      form(token, { email: 'neu@example.org', club_name: '<b>TV</b> Beispielstadt' }),
    );
    expect(done.statusCode).toBe(201);
    const [club] = await t.db.select().from(clubSettings);
    expect(club!.name).toBe('TV Beispielstadt');
  });

  it(`refuses a client its attempt after ${SETUP_ATTEMPTS} in a quarter of an hour, others go on`, async () => {
    const wrong = 'c'.repeat(43);
    for (let i = 0; i < SETUP_ATTEMPTS; i += 1) {
      expect((await as(t).post('/public/setup', form(wrong))).statusCode).toBe(400);
    }
    const limited = await as(t).post('/public/setup', form(await newLink(t)));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    const other = await t.request({
      method: 'POST',
      url: '/public/setup',
      remoteAddress: '198.51.100.7',
      payload: form(await newLink(t)),
    });
    expect(other.statusCode).toBe(201);
  });

  it('takes the page form without the app: 303 to the back office with the refresh cookie', async () => {
    const token = await newLink(t);
    const res = await t.request({
      method: 'POST',
      url: '/de/einrichtung',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form(token), confirm: 'Hallenboden-2026' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/account');
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
    expect(await t.db.select().from(users)).toHaveLength(1);
  });
});

describe('the pages of a site nobody has set up (server render)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY))
      throw new Error(`Kein Frontend-Build unter ${STATIC_DIR}: zuerst \`npm run build\`.`);
    t = await createTestApp({ STATIC_DIR, PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });
  const page = (url: string) => t.request({ method: 'GET', url });

  it('leads every page to the setup notice, which names no club and is not indexed', async () => {
    for (const url of [
      '/de/',
      '/en/blog',
      '/de/volkslauf',
      '/de/impressum',
      '/de/account/courses',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(
        url.startsWith('/en') ? '/en/einrichtung' : '/de/einrichtung',
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const notice = await page('/de/einrichtung');
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toContain('Diese Website wird gerade eingerichtet');
    expect(notice.body).toContain('<meta name="robots" content="noindex');
    expect(notice.body).not.toContain('name="club_name"');
    expect(notice.body).not.toMatch(/Musterstadt/);
    const english = await page('/en/einrichtung');
    expect(english.body).toContain('This website is being set up');
  });

  it('shows the form for a working link only, and again with the answer but never the password', async () => {
    const wrong = await page(`/de/einrichtung?token=${'d'.repeat(43)}`);
    expect(wrong.body).toContain('Dieser Einrichtungslink ist ungültig');
    expect(wrong.body).not.toContain('name="club_name"');
    const token = await newLink(t);
    const good = await page(`/de/einrichtung?token=${token}`);
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('name="club_name"');
    expect(good.body).toContain('action="/de/einrichtung"');
    const secret = 'GeheimesPasswort-123';
    const refused = await t.request({
      method: 'POST',
      url: '/de/einrichtung',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...form(token, { email: 'keine-adresse', password: secret }),
        confirm: secret,
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('name="club_name"');
    expect(refused.body).toContain('Turnverein Beispielstadt 1900 e.V.');
    expect(refused.body).not.toContain(secret);
  });

  it('shows the site at once when the setup is done', async () => {
    expect((await page('/de/')).statusCode).toBe(302);
    const token = await newLink(t);
    expect((await as(t).post('/public/setup', form(token))).statusCode).toBe(201);
    const home = await page('/de/');
    expect(home.statusCode).toBe(200);
    const setupPage = await page('/de/einrichtung');
    expect(setupPage.body).toContain('Diese Website ist eingerichtet');
  });
});
