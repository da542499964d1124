import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import { startSmtpSink, type SmtpSink } from '@test/utils/smtp-sink';
import type { Answer, ServerProcess } from '@test/utils/server-process';

/**
 * Two built instances A and B (MULTI_INSTANCE=true) on one PostgreSQL database: the login, like
 * and public-write limits are counted for the site (common/limit-counters.ts), so a client that
 * spreads its attempts over both instances meets the same limit as on one. Behind the proxy
 * (TRUST_PROXY=1) each test is its own client through X-Forwarded-For. Counted per process, each
 * instance would have seen half of the attempts and let the last one through: every test fails.
 */
const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;
const DEMO_PASSWORD = 'Turnen1887!';
const LOGIN_PER_MINUTE = 6;
const WRITES_PER_MINUTE = 4;

suite('two instances, one set of limits', () => {
  let site: InstanceSite;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Client;
  let postId: string;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    site = await instanceSite('limits');
    [a, b] = (await site.start({
      SMTP_URL: smtp.url,
      MULTI_INSTANCE: 'true',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_PER_MINUTE),
      PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
    })) as [ServerProcess, ServerProcess];
    db = new Client({ connectionString: site.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM posts WHERE NOT blocked ORDER BY id LIMIT 1',
    );
    postId = rows[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await site.destroy();
    await smtp?.close();
  });

  /** A fresh visitor address for each call site (TEST-NET-3 and friends, never reused). */
  let nextAddress = 0;
  const newAddress = () => `203.0.113.${++nextAddress}`;

  const login = (server: ServerProcess, from: string, email: string, password: string) =>
    server.request('POST', '/api/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });

  const message = (res: Answer) => res.json().message;

  it('locks an account after 5 wrong passwords spread over A and B, on both, and logs the lockout once', async () => {
    const email = 'kurs@tus-musterstadt.de';
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) {
      statuses.push((await login(server, newAddress(), email, 'Falsch-Falsch')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const refused = await login(server, newAddress(), email, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(message(refused)).toMatch(
        /^Zu viele fehlgeschlagene Anmeldungen für dieses Konto\. Bitte versuche es in 15 Minuten erneut/,
      );
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }
    const { rows } = await db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE details->>'email' = $1 AND action LIKE 'login.%' ORDER BY action",
      [email],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'login.failed',
      'login.failed',
      'login.failed',
      'login.failed',
      'login.locked',
    ]);
    // The shared counter is keyed by a keyed hash: the table never holds the typed address.
    const counters = await db.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'login-account:%'",
    );
    expect(counters.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters.rows)).not.toMatch(/@|tus-musterstadt|kurs/);
  });

  it('clears an account’s failures on both instances when a login through one succeeds', async () => {
    const email = 'workshop@tus-musterstadt.de';
    for (let i = 0; i < 4; i++) {
      expect((await login(a, newAddress(), email, 'Falsch-Falsch')).status).toBe(401);
    }
    expect((await login(b, newAddress(), email, DEMO_PASSWORD)).status).toBe(200);
    // A's four failures are gone: a fifth one does not lock the account.
    expect((await login(a, newAddress(), email, 'Falsch-Falsch')).status).toBe(401);
    expect((await login(a, newAddress(), email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts a client’s login attempts once for both instances', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_MINUTE; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await login(server, from, `niemand${i}@example.org`, 'Falsch-Falsch')).status);
    }
    expect(statuses).toEqual(Array(LOGIN_PER_MINUTE).fill(401));
    for (const server of [a, b]) {
      const refused = await login(server, from, 'noch-jemand@example.org', 'Falsch-Falsch');
      expect(refused.status).toBe(429);
      expect(message(refused)).toBe('Zu viele Anmeldeversuche. Bitte warte eine Minute.');
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    // Another client is not affected.
    expect((await login(b, newAddress(), 'niemand@example.org', 'Falsch-Falsch')).status).toBe(401);
  });

  it('counts an address’s likes of a post once for both instances', async () => {
    const from = newAddress();
    const like = (server: ServerProcess, postId: string) =>
      server.request('POST', `/public/like/${postId}`, {
        body: { device_id: randomUUID() },
        headers: { 'x-forwarded-for': from },
      });
    const likes = async () =>
      (await db.query<{ likes: number }>('SELECT likes FROM posts WHERE id = $1', [postId]))
        .rows[0]!.likes;
    const before = await likes();
    const statuses: number[] = [];
    for (const server of [a, b, a]) statuses.push((await like(server, postId)).status);
    expect(statuses).toEqual([200, 200, 200]);
    // The fourth request passes the write limit (WRITES_PER_MINUTE): the like limit refuses it.
    const refused = await like(b, postId);
    expect(refused.status).toBe(429);
    expect(message(refused)).toMatch(/^Von deinem Anschluss wurden heute schon genug Likes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3_600);
    expect(await likes()).toBe(before + 3);
  });

  it('counts a client’s anonymous writes once for both instances, with the throttler’s headers', async () => {
    const from = newAddress();
    const view = (server: ServerProcess) =>
      server.request('POST', `/public/blogPost/increment/${postId}`, {
        headers: { 'x-forwarded-for': from },
      });
    const answers: Answer[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) answers.push(await view(i % 2 ? b : a));
    expect(answers.map((res) => res.status)).toEqual(Array(WRITES_PER_MINUTE).fill(200));
    for (const res of answers) {
      expect(res.headers['x-ratelimit-limit-public-write']).toBe(String(WRITES_PER_MINUTE));
    }
    expect(answers.map((res) => res.headers['x-ratelimit-remaining-public-write'])).toEqual(
      Array.from({ length: WRITES_PER_MINUTE }, (_, i) => String(WRITES_PER_MINUTE - 1 - i)),
    );
    for (const server of [a, b]) {
      const refused = await view(server);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.headers['retry-after-public-write']).toBe(refused.headers['retry-after']);
    }
    const counted = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'throttle-public-write:%'",
    );
    expect(counted.rows[0]!.n).toBeGreaterThan(0);
  });

  it('caps the mails to one mailbox for both instances, whatever its spelling (3 an hour)', async () => {
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM courses WHERE trial_places > 0 ORDER BY title LIMIT 1',
    );
    const course = rows[0]!.id;
    const trainings = (await a.request('GET', `/public/trials/${course}`)).json<{
      data: { slot: string; date: string }[];
    }>().data;
    const [training] = trainings;
    const spellings = ['opfer+1@example.org', 'Opfer@Example.org', '"opfer+2"@example.org'];
    const answers: number[] = [];
    for (const [i, email] of [
      ...spellings,
      'opfer+3@example.org',
      'opfer+4@example.org',
    ].entries()) {
      const res = await (i % 2 ? b : a).request('POST', '/public/trials', {
        body: {
          course,
          slot: training!.slot,
          date: training!.date,
          name: 'Opfer',
          email,
          age: 30,
          privacy_consent: true,
        },
        headers: { 'x-forwarded-for': newAddress() },
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((m) => m.to.some((to) => /opfer/i.test(to)))).toHaveLength(3);
  });
});
