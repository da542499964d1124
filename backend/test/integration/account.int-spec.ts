import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import { DEMO_PASSWORD, createUser, createWorld } from '@test/factories/factories';
import { accountTokens, users } from '@/db/schema';

const PUBLIC_URL = 'https://verein.example.org';
const NEW_PASSWORD = 'Sommerfest2026!';

describe('account flows (forgot/reset password, verification, own password and profile)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: Client;
  const visitor = () => as(t);
  const refresh = (cookie: string) =>
    t.request({ method: 'POST', url: '/api/refresh', headers: { cookie } });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function requestReset(email: string) {
    const before = smtp.mails.length;
    const res = await visitor().post('/api/forgotPassword', { email });
    expect(res.statusCode).toBe(200);
    return tokenFrom(await smtp.next(email, before), PUBLIC_URL, 'resetPassword');
  }

  describe('forgot and reset password', () => {
    it('mails a link built from PUBLIC_URL, sets the new password and ends every session', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const session = await t.login(user.email);
      const token = await requestReset(user.email);
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url

      const res = await visitor().post('/api/resetPassword', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
      );
      expect((await as(t, session.token).get('/verification')).statusCode).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
      await expect(t.login(user.email)).rejects.toThrow();
      expect((await t.login(user.email, NEW_PASSWORD)).token).toBeTruthy();
    });

    it('stores only a hash of the token', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = await requestReset(user.email);
      const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('refuses a reset token used a second time', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = await requestReset(user.email);
      expect(
        (await visitor().post('/api/resetPassword', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      const again = await visitor().post('/api/resetPassword', {
        token,
        password: 'NochEinPasswort1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
      expect((await t.login(user.email, NEW_PASSWORD)).token).toBeTruthy();
    });

    it('refuses an expired token and leaves the password unchanged', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = await requestReset(user.email);
      await t.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(accountTokens.userId, user.id));
      const res = await visitor().post('/api/resetPassword', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TOKEN');
      expect((await t.login(user.email)).token).toBeTruthy();
    });

    it('voids an earlier link when a new one is requested', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const first = await requestReset(user.email);
      const second = await requestReset(user.email);
      expect(
        (await visitor().post('/api/resetPassword', { token: first, password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(400);
      expect(
        (await visitor().post('/api/resetPassword', { token: second, password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(200);
    });

    it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const known = await visitor().post('/api/forgotPassword', { email: user.email });
      await smtp.next(user.email);
      const before = smtp.mails.length;
      const unknown = await visitor().post('/api/forgotPassword', {
        email: 'niemand@example.org',
      });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.length).toBe(before);
    });

    it('sends no link to a blocked account', async () => {
      const user = await createUser(t.db, { roles: ['course'], blocked: true });
      const before = smtp.mails.length;
      expect((await visitor().post('/api/forgotPassword', { email: user.email })).statusCode).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.slice(before).filter((m) => m.to.includes(user.email))).toHaveLength(0);
    });

    it('refuses a password shorter than eight characters with a German message', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = await requestReset(user.email);
      const res = await visitor().post('/api/resetPassword', { token, password: 'kurz' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.password).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    });
  });

  describe('verification of a new account', () => {
    it('mails the new user a link that sets the password and confirms the address', async () => {
      const email = 'neue.trainerin@example.org';
      const before = smtp.mails.length;
      const created = await admin.post('/api/users', {
        email: ' Neue.Trainerin@Example.org ',
        firstname: 'Nele',
        lastname: 'Trainerin',
        roles: ['course'],
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ email, verified: false, roles: ['course'] });
      const token = tokenFrom(await smtp.next(email, before), PUBLIC_URL, 'verifyAccount');

      const res = await visitor().post('/api/verifyAccount', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row!.verified).toBe(true);
      expect((await t.login(email, NEW_PASSWORD)).token).toBeTruthy();
      expect(
        (await visitor().post('/api/verifyAccount', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(400);
    });

    it('resends the link to an unverified account, voiding the first one', async () => {
      const user = await createUser(t.db, { roles: ['course'], verified: false });
      const before = smtp.mails.length;
      expect((await admin.post(`/api/resendToken/${user.id}`)).statusCode).toBe(200);
      const token = tokenFrom(await smtp.next(user.email, before), PUBLIC_URL, 'verifyAccount');
      expect(
        (await visitor().post('/api/verifyAccount', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      expect((await admin.post(`/api/resendToken/${user.id}`)).statusCode).toBe(409);
    });
  });

  describe('a changed e-mail address', () => {
    it('voids the invitation sent to the old address and sends a new one to the new address', async () => {
      const before = smtp.mails.length;
      const created = await admin.post('/api/users', {
        email: 'anna@gmial.example',
        firstname: 'Anna',
        lastname: 'Tippfehler',
        roles: ['course'],
      });
      expect(created.statusCode).toBe(201);
      const user = created.json().data as { _id: string; version: number };
      const oldToken = tokenFrom(
        await smtp.next('anna@gmial.example', before),
        PUBLIC_URL,
        'verifyAccount',
      );
      const beforeFix = smtp.mails.length;
      const fixed = await admin.put(
        '/api/users',
        { _id: user._id, email: 'anna@gmail.example', firstname: 'Anna', lastname: 'Tippfehler' },
        ifMatch(user.version),
      );
      expect(fixed.statusCode).toBe(200);
      const old = await visitor().post('/api/verifyAccount', {
        token: oldToken,
        password: NEW_PASSWORD,
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('INVALID_TOKEN');
      const newToken = tokenFrom(
        await smtp.next('anna@gmail.example', beforeFix),
        PUBLIC_URL,
        'verifyAccount',
      );
      const res = await visitor().post('/api/verifyAccount', {
        token: newToken,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    });

    it('ends the sessions of a verified user whose address an admin changes', async () => {
      const user = await createUser(t.db, { roles: ['workshop'] });
      const session = await t.login(user.email);
      const res = await admin.put(
        '/api/users',
        {
          _id: user.id,
          email: `neu-${user.email}`,
          firstname: user.firstname,
          lastname: user.lastname,
        },
        ifMatch(user.version),
      );
      expect(res.statusCode).toBe(200);
      expect((await as(t, session.token).get('/verification')).statusCode).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    });
  });

  describe('own password change', () => {
    it('refuses a wrong current password and changes nothing', async () => {
      const user = await createUser(t.db, { roles: ['workshop'] });
      const session = await t.login(user.email);
      const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
      const res = await as(t, session.token).post('/api/changePassword', {
        currentPassword: 'falsch-falsch',
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.currentPassword).toBe('Das aktuelle Passwort ist falsch.');
      const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toEqual(before);
    });

    it('sets the new password and logs the user out everywhere', async () => {
      const user = await createUser(t.db, { roles: ['workshop'] });
      const session = await t.login(user.email);
      const other = await t.login(user.email);
      const res = await as(t, session.token).post('/api/changePassword', {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      for (const s of [session, other]) {
        expect((await as(t, s.token).get('/verification')).statusCode).toBe(401);
        expect((await refresh(s.cookie)).statusCode).toBe(401);
      }
      expect((await t.login(user.email, NEW_PASSWORD)).token).toBeTruthy();
    });
  });

  describe('a new password voids the links mailed before it', () => {
    const reset = (token: string, password = 'NochEinPasswort1') =>
      visitor().post('/api/resetPassword', { token, password });

    it('refuses a reset link issued before the user changed their own password', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const token = await requestReset(user.email);
      const me = as(t, (await t.login(user.email)).token);
      const changed = await me.post('/api/changePassword', {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
      expect((await t.login(user.email, NEW_PASSWORD)).token).toBeTruthy();
    });

    it('refuses the invitation link once a reset link has set the password', async () => {
      const before = smtp.mails.length;
      const email = `eingeladen-${Date.now()}@example.org`;
      const created = await admin.post('/api/users', {
        email,
        firstname: 'Ines',
        lastname: 'Eingeladen',
        roles: ['course'],
      });
      expect(created.statusCode).toBe(201);
      const invitation = tokenFrom(await smtp.next(email, before), PUBLIC_URL, 'verifyAccount');
      expect((await reset(await requestReset(email), NEW_PASSWORD)).statusCode).toBe(200);
      const res = await visitor().post('/api/verifyAccount', {
        token: invitation,
        password: 'NochEinPasswort1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TOKEN');
      expect((await t.login(email, NEW_PASSWORD)).token).toBeTruthy();
    });

    it('refuses a reset link once the invitation link has set the first password', async () => {
      const before = smtp.mails.length;
      const email = `eingeladen-zwei-${Date.now()}@example.org`;
      await admin.post('/api/users', {
        email,
        firstname: 'Ida',
        lastname: 'Eingeladen',
        roles: ['course'],
      });
      const invitation = tokenFrom(await smtp.next(email, before), PUBLIC_URL, 'verifyAccount');
      const resetToken = await requestReset(email);
      const verified = await visitor().post('/api/verifyAccount', {
        token: invitation,
        password: NEW_PASSWORD,
      });
      expect(verified.statusCode).toBe(200);
      const res = await reset(resetToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TOKEN');
    });
  });

  describe('own profile', () => {
    it('changes name and phone with If-Match and answers a stale version with 412', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const me = as(t, (await t.login(user.email)).token);
      const ok = await me.put(
        '/api/profile',
        { firstname: 'Paula', lastname: 'Profil', phone: '05123 4567' },
        ifMatch(1),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ fullname: 'Paula Profil', version: 2 });
      const stale = await me.put(
        '/api/profile',
        { firstname: 'Alt', lastname: 'Profil' },
        ifMatch(1),
      );
      expect(stale.statusCode).toBe(412);
      expect(stale.json().data).toMatchObject({ firstname: 'Paula', version: 2 });
    });

    it('refuses over-long names and letters in the phone number, leaving the row unchanged', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const me = as(t, (await t.login(user.email)).token);
      const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
      const res = await me.put(
        '/api/profile',
        { firstname: 'x'.repeat(81), lastname: 'Profil', phone: 'ruf mich an' },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details).sort()).toEqual(['firstname', 'phone']);
      const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toEqual(before);
    });
  });
});

describe('anonymous account and page-view writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('throttles forgotPassword per client with 429 and a German sentence', async () => {
    const send = () => as(t).post('/api/forgotPassword', { email: 'jemand@example.org' });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });
});
