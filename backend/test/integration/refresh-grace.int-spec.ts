import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { DEMO_PASSWORD, createUser } from '@test/factories/factories';
import { sessions } from '@/db/schema';

function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const raw = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
    c.startsWith('vh_refresh='),
  );
  if (!raw) throw new Error(`no refresh cookie in ${JSON.stringify(header)}`);
  return raw.split(';')[0]!;
}

/** A refresh whose answer never reached the phone (DESIGN section 4, issue 8). */
describe('refresh: a retry after a lost answer', () => {
  let t: TestApp;
  const login = (email: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
  const refresh = (cookie: string) =>
    t.request({ method: 'POST', url: '/api/refresh', headers: { cookie } });
  const verification = (token: string) => as(t, token).get('/verification');
  const liveTokens = async (userId: string) =>
    t.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)),
      );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the retry with the old cookie a working session, and the family one live token', async () => {
    const user = await createUser(t.db, { roles: ['course'] });
    const old = cookieOf(await login(user.email));

    // The server rotates; the answer (and its new cookie) is lost on the way to the phone.
    const lost = await refresh(old);
    expect(lost.statusCode).toBe(200);
    const lostCookie = cookieOf(lost);

    // The phone retries with the cookie it still holds: a working session, not 409 or 401.
    const retry = await refresh(old);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.user._id).toBe(user.id);
    const current = cookieOf(retry);
    expect(current).not.toBe(old);
    expect(current).not.toBe(lostCookie);
    expect((await verification(retry.json().data.access_token)).statusCode).toBe(200);

    // A second lost answer, a second retry: still within the window, still a session.
    const again = await refresh(old);
    expect(again.statusCode).toBe(200);
    const latest = cookieOf(again);

    // The family keeps exactly one live token: the one the last answer carried.
    expect(await liveTokens(user.id)).toHaveLength(1);
    const next = await refresh(latest);
    expect(next.statusCode).toBe(200);
    expect((await verification(next.json().data.access_token)).statusCode).toBe(200);
  });

  it('still revokes the family when the old token is replayed after the window', async () => {
    const user = await createUser(t.db, { roles: ['course'] });
    const old = cookieOf(await login(user.email));
    const lost = await refresh(old);
    expect(lost.statusCode).toBe(200);
    const successor = cookieOf(lost);
    const access = lost.json().data.access_token as string;

    // The rotation happened two minutes ago (window: 60 s): the old token was copied.
    await t.db
      .update(sessions)
      .set({ rotatedAt: sql`now() - interval '2 minutes'` })
      .where(and(eq(sessions.userId, user.id), isNotNull(sessions.rotatedAt)));

    const replay = await refresh(old);
    expect(replay.statusCode).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await verification(access)).statusCode).toBe(401);
  });

  it('gives nothing for a token of a family that was logged out', async () => {
    const user = await createUser(t.db, { roles: ['course'] });
    const res = await login(user.email);
    const old = cookieOf(res);
    const rotated = await refresh(old);
    await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: cookieOf(rotated) },
    });
    expect((await refresh(old)).statusCode).toBe(401);
  });
});
