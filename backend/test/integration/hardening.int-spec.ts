import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { DEMO_PASSWORD, createWorld } from '@test/factories/factories';

type World = Awaited<ReturnType<typeof createWorld>>;

const PUBLIC_URL = 'https://verein.example.org';

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** Bodies a cross-site page can send without a CORS preflight, plus JSON. */
const BODIES: { type: string; payload: string }[] = [
  { type: 'text/plain', payload: 'x' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1' },
  {
    type: 'multipart/form-data; boundary=vh',
    payload: '--vh\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--vh--\r\n',
  },
  { type: 'application/json', payload: '{}' },
];

describe('sessions, headers and input (issue 8)', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  const cookieCall = (
    url: string,
    cookie: string,
    headers: Record<string, string>,
    body = BODIES[0]!,
  ) =>
    t.request({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': body.type, ...headers },
      payload: body.payload,
    } as InjectOptions);

  describe('cross-site refusal of the cookie-authenticated calls', () => {
    for (const url of ['/api/refresh', '/api/logout']) {
      for (const body of BODIES) {
        for (const [label, headers] of [
          ['a foreign Origin', { origin: 'https://evil.example' }],
          ['Origin: null', { origin: 'null' }],
          ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
          ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
          ['the own origin over another scheme', { origin: 'http://verein.example.org' }],
        ] as const) {
          it(`refuses ${url} with ${label} and ${body.type.split(';')[0]} with 403, session intact`, async () => {
            const { cookie, token } = await t.login(world.courseUser.email);
            const res = await cookieCall(url, cookie, headers, body);
            expect(res.statusCode).toBe(403);
            expect(res.json()).toEqual({
              success: false,
              code: 'FORBIDDEN_ORIGIN',
              message: expect.stringMatching(/nicht von unserer Website/),
            });
            expect(res.headers['cache-control']).toBe('private, no-store');
            expect(setCookies(res)).toEqual([]);
            // Nothing happened: the session still refreshes and the access token still works.
            expect((await as(t, token).get('/verification')).statusCode).toBe(200);
            const again = await cookieCall(url, cookie, {});
            expect(again.statusCode).toBe(200);
          });
        }
      }
    }

    it.each([
      ['without Origin and Sec-Fetch-Site (curl, tests)', {}],
      ['from the own origin', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
      ['from the own origin without Sec-Fetch-Site', { origin: PUBLIC_URL }],
      // A form our page posts: Referrer-Policy no-referrer makes its Origin null.
      ['from a form of the own page', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
      ['typed into the address bar (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
      // Outside production: the Vite dev server on :5173 proxies to the backend.
      [
        'from the dev server on a loopback origin',
        { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
      ],
    ])('refreshes %s', async (_label, headers) => {
      const { cookie } = await t.login(world.courseUser.email);
      const res = await cookieCall('/api/refresh', cookie, headers, BODIES[3]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.access_token).toBeTruthy();
    });

    it('leaves other calls alone (the bearer token is no ambient credential)', async () => {
      const { token } = await t.login(world.courseUser.email);
      const res = await as(t, token).get('/verification', { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('refresh cookie path', () => {
    it('sets the cookie only for /api/refresh and /api/logout and expires the old /api/ one', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: world.courseUser.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const cookies = setCookies(res);
      const live = cookies.filter((c) => !/Expires=Thu, 01 Jan 1970/.test(c));
      expect(live.map((c) => /;\s*Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
        '/api/logout',
        '/api/refresh',
      ]);
      for (const c of live) {
        expect(c).toMatch(/;\s*HttpOnly/i);
        expect(c).toMatch(/;\s*SameSite=Strict/i);
      }
      const expired = cookies.filter((c) => /Expires=Thu, 01 Jan 1970/.test(c));
      expect(expired).toEqual([expect.stringMatching(/^vh_refresh=;.*Path=\/api\/(;|$)/)]);
      // Both live cookies carry the same token.
      expect(new Set(live.map((c) => c.split(';')[0])).size).toBe(1);
    });

    it('rotates both cookies on refresh and clears every variant on logout', async () => {
      const { cookie } = await t.login(world.courseUser.email);
      const refreshed = await cookieCall('/api/refresh', cookie, {});
      expect(refreshed.statusCode).toBe(200);
      const paths = setCookies(refreshed)
        .filter((c) => !/Expires=Thu, 01 Jan 1970/.test(c))
        .map((c) => /;\s*Path=([^;]+)/.exec(c)?.[1])
        .sort();
      expect(paths).toEqual(['/api/logout', '/api/refresh']);
      const next = setCookies(refreshed)[0]!.split(';')[0]!;
      const out = await cookieCall('/api/logout', next, {});
      expect(out.statusCode).toBe(200);
      const cleared = setCookies(out);
      expect(
        cleared.every((c) => /^vh_refresh=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c)),
      ).toBe(true);
      expect(cleared.map((c) => /;\s*Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
        '/api/',
        '/api/logout',
        '/api/refresh',
      ]);
    });
  });

  describe('Cache-Control of answers for one user', () => {
    const PRIVATE = 'private, no-store';

    it('marks every /api, /verification and session answer private, no-store (errors too)', async () => {
      const { cookie } = await t.login(world.courseUser.email);
      const anonymous = as(t);
      const answers: [string, LightMyRequestResponse][] = [
        ['GET /api/courses', await admin.get('/api/courses')],
        ['GET /api/users', await admin.get('/api/users')],
        ['GET /api/dashboard', await admin.get('/api/dashboard')],
        ['GET /api/course/:id', await admin.get(`/api/course/${world.own.course.id}`)],
        ['GET /verification', await admin.get('/verification')],
        // The router decodes the path; the header must follow it.
        ['GET /%61pi/courses', await admin.get('/%61pi/courses')],
        ['GET /%76erification', await admin.get('/%76erification')],
        ['GET /verification 401', await anonymous.get('/verification')],
        ['GET /api/courses 401', await anonymous.get('/api/courses')],
        ['GET /api/unknown 404', await admin.get('/api/gibtesnicht')],
        ['PUT /api/course refused', await admin.put('/api/course', {})],
        [
          'POST /api/login',
          await anonymous.post('/api/login', { email: world.admin.email, password: DEMO_PASSWORD }),
        ],
        [
          'POST /api/login 401',
          await anonymous.post('/api/login', { email: 'x@example.org', password: 'falsch-falsch' }),
        ],
        ['POST /api/login 400', await anonymous.post('/api/login', {})],
        ['POST /api/refresh', await cookieCall('/api/refresh', cookie, {})],
        ['POST /api/refresh 401', await cookieCall('/api/refresh', 'vh_refresh=unbekannt', {})],
        ['POST /api/logout', await anonymous.post('/api/logout')],
      ];
      for (const [route, res] of answers) {
        expect({ route, cacheControl: res.headers['cache-control'] }).toEqual({
          route,
          cacheControl: PRIVATE,
        });
      }
    });

    it('keeps the own caching of public reads and the no-store of the backup', async () => {
      const courses = await as(t).get('/public/courses');
      expect(courses.statusCode).toBe(200);
      expect(courses.headers['cache-control']).not.toContain('private');
      expect(courses.headers['cache-control']).not.toContain('no-store');
      const backup = await as(t, (await t.login(world.owner.email)).token).get('/api/backup');
      expect(backup.statusCode).toBe(200);
      expect(backup.headers['cache-control']).toBe('no-store');
    });
  });

  describe('deeply nested JSON', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

    it.each([
      ['/api/login', (inner: string) => `{"email":${inner},"password":"x"}`],
      ['/api/login', (inner: string) => `{"email":"a@b.de","password":"x","extra":${inner}}`],
      ['/public/emailRequest', (inner: string) => `{"email":"a@b.de","message":${inner}}`],
      ['/public/emailRequest', (inner: string) => `{"x":{"y":${inner}}}`],
    ])('answers %s with 400 and the German envelope, not 500', async (url, body) => {
      for (const levels of [5_000, 100_000]) {
        const res = await t.request({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: body(deep(levels)),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Die Anfrage ist zu tief verschachtelt.',
        });
      }
    });

    it('still accepts ordinary nesting and brackets inside strings', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: world.admin.email, password: DEMO_PASSWORD }),
      });
      expect(res.statusCode).toBe(200);
      const brackets = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.de', password: '['.repeat(150) }),
      });
      expect(brackets.statusCode).toBe(401);
    });
  });

  describe('staff reads that take no query parameters', () => {
    const reads = () => [
      '/api/courses',
      '/api/workshops',
      '/api/departments',
      '/api/locations',
      '/api/sponsors',
      '/api/banners',
      '/api/trainers',
      '/api/publishrequests',
      '/api/dashboard',
      '/api/lastUpdatedBy',
      `/api/times/${world.own.course.id}`,
      `/api/course/${world.own.course.id}`,
      '/verification',
      '/api/user/export',
      `/api/users/${world.courseUser.id}/export`,
    ];

    it('answers each without parameters with 200', async () => {
      for (const url of reads()) {
        expect({ url, status: (await admin.get(url)).statusCode }).toEqual({ url, status: 200 });
      }
    });

    it('refuses ?sort=password_hash on each with 400, as the paged lists do', async () => {
      for (const url of reads()) {
        const res = await admin.get(`${url}?sort=password_hash`);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Bitte überprüfe deine Eingaben.',
            details: { sort: 'Dieses Feld ist nicht erlaubt.' },
          },
        });
      }
      const paged = await admin.get('/api/users?sort=password_hash');
      expect(paged.statusCode).toBe(400);
    });
  });

  describe('Content-Security-Policy', () => {
    it("sends base-uri 'none' on every kind of answer", async () => {
      await as(t).get('/public/courses'); // fills the public cache
      const answers = [
        await as(t).get('/public/courses'),
        await as(t).get('/config'),
        await admin.get('/api/courses'),
        await as(t).get('/api/gibtesnicht'),
        await as(t).post('/api/login', {}),
      ];
      for (const res of answers) {
        expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
        expect(res.headers['content-security-policy']).not.toContain("base-uri 'self'");
      }
    });
  });
});

describe('Retry-After of the login limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('sends the standard Retry-After (seconds) with the 429 of a client over its limit', async () => {
    const attempt = () =>
      as(t).post('/api/login', { email: 'niemand@example.org', password: 'falsch-falsch' });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    const seconds = Number(refused.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('sends Retry-After with the lockout of an account after five failures', async () => {
    const client = (i: number) => ({ remoteAddress: `10.3.0.${i}` });
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'gesperrt@example.org', password: 'falsch-falsch' },
        ...client(i),
      });
    }
    expect(last!.statusCode).toBe(429);
    const seconds = Number(last!.headers['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });
});
