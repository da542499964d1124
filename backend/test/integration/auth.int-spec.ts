import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { startVerifyServer } from '@test/utils/verify-server';
import { DEMO_PASSWORD, createUser } from '@test/factories/factories';
import { auditLog, sessions, users } from '@/db/schema';
import { WRONG_CREDENTIALS } from '@/auth/auth.service';
import { Permission, permissionListOf } from '@/auth/permissions';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import { AccessGuard } from '@/auth/guards/access.guard';
import { JWT_STRATEGY, JwtStrategy } from '@/auth/jwt.strategy';

function refreshCookie(res: LightMyRequestResponse): { value: string; raw: string } {
  const header = res.headers['set-cookie'];
  const raw = (Array.isArray(header) ? header : [header ?? '']).find((c) =>
    c.startsWith('vh_refresh='),
  );
  if (!raw) throw new Error(`no refresh cookie in ${JSON.stringify(header)}`);
  return { value: raw.split(';')[0]!, raw };
}

describe('sessions', () => {
  let t: TestApp;
  let verify: Awaited<ReturnType<typeof startVerifyServer>>;
  const login = (email: string, password = DEMO_PASSWORD, extra: object = {}) =>
    t.request({ method: 'POST', url: '/api/login', payload: { email, password, ...extra } });
  const refresh = (cookie: string) =>
    t.request({ method: 'POST', url: '/api/refresh', headers: { cookie } });
  const verification = (token: string) => as(t, token).get('/verification');

  beforeAll(async () => {
    verify = await startVerifyServer();
    // The verify URL is configured but BOT_CHECK_SECRET is not: no call may be made.
    t = await createTestApp({ BOT_CHECK_VERIFY_URL: verify.url });
  });
  afterAll(async () => {
    await t.close();
    await verify.close();
  });

  describe('login', () => {
    it('returns the user and an access token and sets an HttpOnly SameSite=Strict refresh cookie', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const res = await login(user.email.toUpperCase(), DEMO_PASSWORD, {
        recaptchaToken: 'beliebig',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Erfolgreich angemeldet.' });
      expect(body.data.user).toMatchObject({ _id: user.id, email: user.email, roles: ['course'] });
      expect(body.data.user).not.toHaveProperty('passwordHash');
      expect(body.data.user).not.toHaveProperty('password_hash');
      expect(body.data.access_token.split('.')).toHaveLength(3);
      const { raw } = refreshCookie(res);
      expect(raw).toMatch(/;\s*HttpOnly/i);
      expect(raw).toMatch(/;\s*SameSite=Strict/i);
      expect(raw).toMatch(/;\s*Path=\/api\/refresh(;|$)/);
      expect(raw).not.toMatch(/;\s*Secure/i); // only in production
      expect((await verification(body.data.access_token)).statusCode).toBe(200);
    });

    it('sends the permissions of the roles with the session (login, refresh, /verification), never a role table', async () => {
      const course = await createUser(t.db, { roles: ['course'] });
      const res = await login(course.email);
      const granted = [...permissionListOf(['course'])];
      expect(res.json().data.user.permissions).toEqual(granted);
      expect(granted).toContain(Permission.CoursesEdit);
      expect(granted).not.toContain(Permission.CoursesDelete);
      expect(granted).not.toContain(Permission.DashboardView);
      const refreshed = await refresh(refreshCookie(res).value);
      expect(refreshed.json().data.user.permissions).toEqual(granted);
      const current = await verification(res.json().data.access_token);
      expect(current.json().data.user.permissions).toEqual(granted);

      const owner = await createUser(t.db, { roles: ['owner'] });
      expect((await login(owner.email)).json().data.user.permissions).toEqual(
        Object.values(Permission),
      );
      const nobody = await createUser(t.db, { roles: [] });
      expect((await login(nobody.email)).json().data.user.permissions).toEqual([]);
    });

    it('answers an unknown e-mail and a wrong password alike', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const unknown = await login(`niemand-${randomUUID()}@example.org`);
      const wrong = await login(user.email, 'Falsches-Passwort1');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.json()).toEqual(unknown.json());
      expect(unknown.json()).toEqual({
        success: false,
        message: WRONG_CREDENTIALS,
        code: 'INVALID_CREDENTIALS',
      });
      expect(unknown.headers['set-cookie']).toBeUndefined();
    });

    it('validates the form with the messages of spec section 5', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'kein-at', password: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        email: 'E-mail muss korrekt sein',
        password: 'Passwort wird benötigt',
      });
    });

    it('refuses a blocked user with the right password', async () => {
      const user = await createUser(t.db, { roles: ['course'], blocked: true });
      const res = await login(user.email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'ACCOUNT_BLOCKED' });
      expect(res.json().message).toMatch(/gesperrt/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
        0,
      );
    });

    it('locks an account after 5 failed attempts: the 6th answers 429 in German, even with the right password', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      for (let i = 0; i < 5; i++) {
        expect((await login(user.email, `Falsch-${i}`)).statusCode).toBe(401);
      }
      const sixth = await login(user.email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(sixth.json().message).toMatch(
        /^Zu viele fehlgeschlagene Anmeldungen für dieses Konto\. Bitte versuche es in \d+ Minuten erneut/,
      );
      // Another account from the same client is not affected.
      const other = await createUser(t.db, { roles: ['course'] });
      expect((await login(other.email)).statusCode).toBe(200);
    });

    it('logs four failures and one lockout, and no row per refused attempt afterwards', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      for (let i = 0; i < 5; i++) await login(user.email, `Falsch-${i}`);
      for (let i = 0; i < 10; i++) expect((await login(user.email)).statusCode).toBe(429);
      const rows = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.details}->>'email' = ${user.email}`);
      expect(rows.map((r) => r.action).sort()).toEqual([
        'login.failed',
        'login.failed',
        'login.failed',
        'login.failed',
        'login.locked',
      ]);
    });

    it('counts failures by the lower-cased e-mail', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      for (let i = 0; i < 5; i++) {
        expect(
          (await login(i % 2 ? user.email.toUpperCase() : user.email, 'Falsch')).statusCode,
        ).toBe(401);
      }
      expect((await login(user.email)).statusCode).toBe(429);
    });

    it('makes no bot-check call while BOT_CHECK_SECRET is not set', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      expect(
        (await login(user.email, DEMO_PASSWORD, { recaptchaToken: 'schlecht' })).statusCode,
      ).toBe(200);
      expect((await login(user.email)).statusCode).toBe(200);
      expect(verify.calls).toHaveLength(0);
    });
  });

  describe('refresh', () => {
    it('rotates the cookie, and the old refresh token then fails', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const first = await login(user.email);
      const old = refreshCookie(first).value;

      const rotated = await refresh(old);
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json().data.user._id).toBe(user.id);
      const next = refreshCookie(rotated).value;
      expect(next).not.toBe(old);
      expect((await verification(rotated.json().data.access_token)).statusCode).toBe(200);

      // Within the grace window the old token gets the family's current successor (a retry
      // whose answer was lost; refresh-grace.int-spec.ts), and the family survives.
      const replay = await refresh(old);
      expect(replay.statusCode).toBe(200);
      expect((await refresh(refreshCookie(replay).value)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token comes back after the grace window', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const first = await login(user.email);
      const old = refreshCookie(first).value;
      const rotated = await refresh(old);
      const next = refreshCookie(rotated).value;
      const access = rotated.json().data.access_token as string;
      expect((await verification(access)).statusCode).toBe(200);

      // Simulate time: the rotation happened two minutes ago (grace window: 60 s).
      const moved = await t.db
        .update(sessions)
        .set({ rotatedAt: sql`now() - interval '2 minutes'` })
        .where(and(eq(sessions.userId, user.id), isNotNull(sessions.rotatedAt)))
        .returning();
      expect(moved).toHaveLength(1);

      expect((await refresh(old)).statusCode).toBe(401);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
      expect((await refresh(next)).statusCode).toBe(401);
      expect((await verification(access)).statusCode).toBe(401);
    });

    it('answers 401 and clears the cookie without or with an unknown refresh token', async () => {
      const none = await t.request({ method: 'POST', url: '/api/refresh' });
      expect(none.statusCode).toBe(401);
      const unknown = await refresh('vh_refresh=erfunden');
      expect(unknown.statusCode).toBe(401);
      expect(refreshCookie(unknown).raw).toMatch(/vh_refresh=;|Expires=Thu, 01 Jan 1970/);
    });

    it('refuses to refresh the session of a user blocked in the meantime', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const cookie = refreshCookie(await login(user.email)).value;
      await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
      // The client learns why (its queued writes are flagged, not retried): 403 ACCOUNT_BLOCKED.
      const refused = await refresh(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT_BLOCKED');
      expect(refreshCookie(refused).raw).toMatch(/vh_refresh=;|Expires=Thu, 01 Jan 1970/);
    });
  });

  describe('logout and revocation', () => {
    it('revokes the session at logout, so the previous access token answers 401 at once', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const res = await login(user.email);
      const token = res.json().data.access_token as string;
      const cookie = refreshCookie(res).value;
      expect((await verification(token)).statusCode).toBe(200);

      const out = await t.request({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json().message).toBe('Erfolgreich abgemeldet.');
      expect((await verification(token)).statusCode).toBe(401);
      expect((await refresh(cookie)).statusCode).toBe(401);
    });

    it('revokes the session of the refresh cookie alone (no access token sent)', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const res = await login(user.email);
      const token = res.json().data.access_token as string;
      const cookie = refreshCookie(res).value;
      const out = await t.request({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect((await verification(token)).statusCode).toBe(401);
    });

    it("ends only the session that logged out, not the user's other devices", async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const phone = (await login(user.email)).json().data.access_token as string;
      const laptop = (await login(user.email)).json().data.access_token as string;
      await as(t, phone).post('/api/logout');
      expect((await verification(phone)).statusCode).toBe(401);
      expect((await verification(laptop)).statusCode).toBe(200);
    });

    it('kills every access token at once when users.token_version is bumped (role change, block)', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = (await login(user.email)).json().data.access_token as string;
      expect((await verification(token)).statusCode).toBe(200);
      await t.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
      const res = await verification(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    });

    it('kills the access token at once when the user is blocked', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = (await login(user.email)).json().data.access_token as string;
      await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
      expect((await verification(token)).statusCode).toBe(401);
    });

    it('refuses a forged or malformed access token', async () => {
      const user = await createUser(t.db, { roles: ['owner'] });
      const token = (await login(user.email)).json().data.access_token as string;
      const [header, payload] = token.split('.');
      expect((await verification(`${header}.${payload}.ZmFsc2No`)).statusCode).toBe(401);
      expect((await verification('kein-token')).statusCode).toBe(401);
    });
  });

  describe('access tokens through passport-jwt', () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const GERMAN_401 = { success: false, message: 'Bitte melde dich an.', code: 'UNAUTHENTICATED' };

    it('checks tokens in a JwtStrategy behind AuthGuard("jwt")', () => {
      const strategy = t.app.get(JwtStrategy, { strict: false });
      expect(strategy).toBeInstanceOf(JwtStrategy);
      expect(new AccessGuard(new Reflector(), strategy)).toBeInstanceOf(AuthGuard(JWT_STRATEGY));
    });

    it("answers expired, HS512, alg-none and foreign-key tokens with the German 401, never passport's text", async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = (await login(user.email)).json().data.access_token as string;
      const claims = JSON.parse(
        Buffer.from(token.split('.')[1]!, 'base64url').toString(),
      ) as object;
      const now = Math.floor(Date.now() / 1000);
      const own = new JwtService({ secret: t.config.jwtSecret });
      const forged = [
        await own.signAsync({ ...claims, iat: now - 3600, exp: now - 60 }),
        await own.signAsync({ ...claims, exp: now + 600 }, { algorithm: 'HS512' }),
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`,
        await new JwtService({ secret: 'y'.repeat(48) }).signAsync({ ...claims, exp: now + 600 }),
      ];
      for (const bad of forged) {
        const res = await verification(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(GERMAN_401);
        // A public route ignores the bad token and answers the anonymous visitor.
        const open = await as(t, bad).post('/api/logout');
        expect(open.statusCode).toBe(200);
      }
      expect((await verification(token)).statusCode).toBe(200);
      expect(
        (await as(t, token).get('/verification', { authorization: `bearer ${token}` })).statusCode,
      ).toBe(200);
    });

    it("checks each app's tokens with its own secret and database when two run in one process", async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = (await login(user.email)).json().data.access_token as string;
      const second = await createTestApp();
      try {
        const other = await createUser(second.db, { roles: ['course'] });
        const { token: otherToken } = await second.login(other.email);
        expect((await verification(token)).statusCode).toBe(200);
        expect((await as(second, otherToken).get('/verification')).statusCode).toBe(200);
        expect((await as(second, token).get('/verification')).statusCode).toBe(401);
        expect((await verification(otherToken)).statusCode).toBe(401);
      } finally {
        await second.close();
      }
      expect((await verification(token)).statusCode).toBe(200);
    });
  });

  describe('GET /verification and POST /api/exists', () => {
    it('returns the logged-in user with department', async () => {
      const user = await createUser(t.db, { roles: ['admin'], firstname: 'Erika' });
      const token = (await login(user.email)).json().data.access_token as string;
      const res = await verification(token);
      expect(res.json()).toMatchObject({
        success: true,
        data: { user: { _id: user.id, firstname: 'Erika', roles: ['admin'], department: null } },
      });
    });

    it('answers 401 without a token', async () => {
      const res = await t.request({ method: 'GET', url: '/verification' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'Bitte melde dich an.',
        code: 'UNAUTHENTICATED',
      });
    });

    it('tells whether a user id exists', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const client = as(t, (await login(user.email)).json().data.access_token);
      expect((await client.post('/api/exists', { _id: user.id })).json().data).toEqual({
        exists: true,
      });
      expect((await client.post('/api/exists', { _id: randomUUID() })).json().data).toEqual({
        exists: false,
      });
      const bad = await client.post('/api/exists', { _id: 'keine-uuid' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual({ _id: 'Die Kennung ist ungültig.' });
    });
  });
});
