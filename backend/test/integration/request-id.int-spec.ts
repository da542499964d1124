import { Writable } from 'node:stream';
import { createTestApp, bearer, type TestApp } from '@test/utils/test-app';
import { DEMO_PASSWORD, createWorld } from '@test/factories/factories';
import { UsersRepository } from '@/users/users.repository';
import { NewsRepository } from '@/news/news.repository';
import { IdempotencyRepository } from '@/common/idempotency/idempotency.repository';
import { HealthState } from '@/health/health.state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Structured logs with a request id on every line, X-Request-Id on every answer, no secrets. */
describe('request ids and logs', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createWorld>>;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    world = await createWorld(t.db);
  });
  afterAll(() => t.close());

  it('answers every request with an X-Request-Id, echoing a sane one and replacing any other', async () => {
    const made = await t.request({ method: 'GET', url: '/public/locations' });
    expect(made.headers['x-request-id']).toMatch(UUID);
    const cached = await t.request({ method: 'GET', url: '/public/locations' });
    expect(cached.headers['x-request-id']).toMatch(UUID);
    expect(cached.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
    const echoed = await t.request({
      method: 'GET',
      url: '/api/courses',
      headers: { 'x-request-id': 'proxy-4711' },
    });
    expect(echoed.statusCode).toBe(401);
    expect(echoed.headers['x-request-id']).toBe('proxy-4711');
    const replaced = await t.request({
      method: 'GET',
      url: '/nirgendwo',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('logs a login with its request id and never the password, the cookie or a token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login?token=link-geheimnis-123',
      payload: { email: world.owner.email, password: DEMO_PASSWORD },
      headers: {
        'x-request-id': 'login-req-1',
        cookie: 'vh_refresh=keks-geheimnis-456',
        authorization: 'Bearer kopf-geheimnis-789',
      },
    });
    expect(res.statusCode).toBe(200);
    const refreshCookie = String(res.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const accessToken = res.json().data.access_token as string;
    const own = lines.filter((line) => line.includes('login-req-1'));
    expect(own.length).toBeGreaterThan(0);
    const completed = own
      .map((line) => JSON.parse(line))
      .find((e) => e.msg === 'request completed');
    expect(completed).toMatchObject({
      requestId: 'login-req-1',
      req: { method: 'POST', url: '/api/login?token=[redacted]' },
      res: { statusCode: 200 },
    });
    for (const secret of [
      DEMO_PASSWORD,
      'link-geheimnis-123',
      'keks-geheimnis-456',
      'kopf-geheimnis-789',
      refreshCookie,
      accessToken,
    ]) {
      expect(logged()).not.toContain(secret);
    }
  });

  it("puts the request id on the app's own log lines, also after the body was read", async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const spy = jest.spyOn(t.app.get(UsersRepository), 'findByEmail').mockRejectedValue(outage);
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.owner.email, password: DEMO_PASSWORD },
      headers: { 'x-request-id': 'outage-req-1' },
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((e) => typeof e.msg === 'string' && e.msg.startsWith('Datenbank nicht erreichbar'));
    expect(warning).toMatchObject({ requestId: 'outage-req-1', level: 40 });
    // Every line logged for a request carries its id exactly once (valid, unambiguous JSON).
    for (const line of lines.filter((l) => l.includes('outage-req-1'))) {
      expect(line.match(/"requestId"/g)).toHaveLength(1);
    }
  });

  it('logs an outage met by an idempotent write once, and answers 503 even when the key store is down too', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { token } = await t.login(world.admin.email);
    const insert = jest.spyOn(t.app.get(NewsRepository), 'insert').mockRejectedValue(outage);
    const release = jest
      .spyOn(t.app.get(IdempotencyRepository), 'release')
      .mockRejectedValue(outage);
    const res = await t.request({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'Ausfall', text: 'Während des Ausfalls.' },
      headers: {
        ...bearer(token),
        'idempotency-key': '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
        'x-request-id': 'outage-write-1',
      },
    });
    insert.mockRestore();
    release.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
    const warnings = lines
      .map((line) => JSON.parse(line))
      .filter(
        (e) =>
          e.requestId === 'outage-write-1' &&
          typeof e.msg === 'string' &&
          e.msg.startsWith('Datenbank nicht erreichbar'),
      );
    expect(warnings).toHaveLength(1);
  });

  it('records the request id in the audit log', async () => {
    const failed = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.owner.email, password: 'falsch-falsch' },
      headers: { 'x-request-id': 'audit-req-1' },
    });
    expect(failed.statusCode).toBe(401);
    const { token } = await t.login(world.admin.email);
    const audit = await t.request({ method: 'GET', url: '/api/audit', headers: bearer(token) });
    expect(audit.statusCode).toBe(200);
    const entry = (
      audit.json().data.items as Array<{ action: string; request_id: string | null }>
    ).find((e) => e.action === 'login.failed');
    expect(entry?.request_id).toBe('audit-req-1');
  });

  it('logs neither /healthz nor /readyz, also not the 503 of /readyz while draining', async () => {
    const from = lines.length;
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/readyz?probe=1' })).statusCode).toBe(200);
    const draining = jest.spyOn(t.app.get(HealthState), 'isDraining', 'get').mockReturnValue(true);
    try {
      expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      draining.mockRestore();
    }
    // Another request is logged (its line may follow the answer), so the log works.
    expect((await t.request({ method: 'GET', url: '/config' })).statusCode).toBe(200);
    for (let i = 0; i < 100 && !logged().includes('"url":"/config"'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const urls = lines
      .slice(from)
      .map((l) => (JSON.parse(l) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/config']);
  });
});
