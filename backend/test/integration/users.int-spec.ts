import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { createUser, createWorld } from '@test/factories/factories';
import type { World } from '@test/integration/matrix/matrix';
import type { Role } from '@/auth/permissions';
import { users } from '@/db/schema';
import { UsersService, type Acting } from '@/users/users.service';

type StaleAct = (service: UsersService, id: string, by: Acting) => Promise<unknown>;

describe('users (Benutzerverwaltung)', () => {
  let t: TestApp;
  let world: World;
  let owner: Client;
  let admin: Client;
  const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const refresh = (cookie: string) =>
    t.request({ method: 'POST', url: '/api/refresh', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    owner = as(t, (await t.login(world.owner.email)).token);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('pages, sorts and searches, and never shows a password hash', async () => {
      await createUser(t.db, { roles: ['course'], firstname: 'Zacharias' });
      const res = await admin.get('/api/users?page=1&limit=2&sort=email&order=desc');
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ page: 1, limit: 2 });
      expect(page.items).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(6);
      const emails = page.items.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort().reverse());
      expect(JSON.stringify(page)).not.toMatch(/password|token_?version/i);
      // The active owners whatever the page shows: the screen explains the last one's controls.
      expect(page.activeOwners).toEqual([world.owner.id]);

      const found = await admin.get('/api/users?search=zachar');
      expect(found.json().data.items.map((u: { firstname: string }) => u.firstname)).toEqual([
        'Zacharias',
      ]);
    });

    it('finds a name whatever the case, accents or umlaut spelling, and by full name', async () => {
      const mueller = await createUser(t.db, { roles: ['course'], firstname: 'Jürgen' });
      await t.db.update(users).set({ lastname: 'Müller-Straße' }).where(eq(users.id, mueller.id));
      await createUser(t.db, { roles: ['course'], firstname: 'Mila' });
      const ids = async (search: string) =>
        (await admin.get(`/api/users?search=${encodeURIComponent(search)}`))
          .json()
          .data.items.map((u: { _id: string }) => u._id);
      for (const search of ['muller', 'Mueller', 'MÜLLER', 'strasse', 'jurgen', 'Jürgen Müller']) {
        expect({ search, found: await ids(search) }).toEqual({ search, found: [mueller.id] });
      }
      // A LIKE wildcard is a character, not "anything".
      expect(await ids('m_ller')).toEqual([]);
    });

    it('refuses a page size over 100 and a sort field outside the allowlist', async () => {
      const big = await admin.get('/api/users?limit=101');
      expect(big.statusCode).toBe(400);
      expect(big.json().details.limit).toBe('Höchstens 100 Einträge pro Seite.');
      const sort = await admin.get('/api/users?sort=password_hash');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().details.sort).toMatch(/^Sortieren geht nur nach/);
    });
  });

  describe('create and edit', () => {
    it('refuses over-long names, a bad e-mail and an unknown role, creating nothing', async () => {
      const res = await admin.post('/api/users', {
        email: 'kein-at-zeichen',
        firstname: 'x'.repeat(81),
        lastname: 'Muster',
        roles: ['superuser'],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details).sort()).toEqual(['email', 'firstname', 'roles']);
      expect(await t.db.select().from(users).where(eq(users.lastname, 'Muster'))).toHaveLength(0);
    });

    it('refuses an e-mail another account has, in any case', async () => {
      const res = await admin.post('/api/users', {
        email: world.courseUser.email.toUpperCase(),
        firstname: 'Doppelt',
        lastname: 'Vorhanden',
        roles: ['course'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.email).toBe('Diese E-Mail-Adresse wird schon verwendet.');
    });

    it('refuses a department account without a department, on create and on role change', async () => {
      const created = await admin.post('/api/users', {
        email: 'abteilung.ohne@example.org',
        firstname: 'Ohne',
        lastname: 'Abteilung',
        roles: ['department'],
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().details.department).toBe('Ein Abteilungskonto braucht eine Abteilung.');
      const user = await createUser(t.db, { roles: ['course'] });
      const before = await row(user.id);
      const toggled = await admin.post('/api/toggleUserRole', { _id: user.id, role: 'department' });
      expect(toggled.statusCode).toBe(400);
      expect(await row(user.id)).toEqual(before);
      const withDepartment = await admin.post('/api/users', {
        email: 'abteilung.mit@example.org',
        firstname: 'Mit',
        lastname: 'Abteilung',
        roles: ['department'],
        department: world.department.id,
      });
      expect(withDepartment.statusCode).toBe(201);
      expect(withDepartment.json().data.department).toMatchObject({ name: 'Turnen' });
    });

    it('names a toggled role by its name, not its key', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const given = await admin.post('/api/toggleUserRole', { _id: user.id, role: 'workshop' });
      expect(given.json()).toMatchObject({ message: 'Die Rolle Workshopleitung wurde vergeben.' });
      const taken = await admin.post('/api/toggleUserRole', { _id: user.id, role: 'workshop' });
      expect(taken.json()).toMatchObject({ message: 'Die Rolle Workshopleitung wurde entzogen.' });
    });

    it('updates with If-Match and answers a stale version with 412 and the current user', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const body = { _id: user.id, email: user.email, firstname: 'Greta', lastname: 'Garbe' };
      const ok = await admin.put('/api/users', { ...body, phone: '0511 123' }, ifMatch(1));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ fullname: 'Greta Garbe', version: 2 });
      const stale = await admin.put('/api/users', { ...body, firstname: 'Alt' }, ifMatch(1));
      expect(stale.statusCode).toBe(412);
      expect(stale.json().data).toMatchObject({ firstname: 'Greta', version: 2 });
    });
  });

  describe("another user's profile image", () => {
    it('is stored for the user and answered with the user; an owner stays out of reach for an admin', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const { payload, headers } = multipart(await pngImage(64, 64), { filename: 'foto.png' });
      const res = await admin.post(`/api/user/profileImage/${user.id}`, payload, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: user.id });
      expect(res.json().data.photoURL).toMatch(/^\/uploads\//);
      expect((await row(user.id))!.photoUrl).toBe(res.json().data.photoURL);

      const before = await row(world.owner.id);
      const other = multipart(await pngImage(64, 64), { filename: 'foto.png' });
      const refused = await admin.post(
        `/api/user/profileImage/${world.owner.id}`,
        other.payload,
        other.headers,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('USER_PROTECTED');
      expect(await row(world.owner.id)).toEqual(before);
    });

    it('refuses a file that is not an image and keeps the old photo', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const fake = multipart(Buffer.from('<html>kein Bild</html>'), {
        filename: 'foto.png',
        contentType: 'image/png',
      });
      const res = await admin.post(`/api/user/profileImage/${user.id}`, fake.payload, fake.headers);
      expect(res.statusCode).toBe(415);
      expect((await row(user.id))!.photoUrl).toBeNull();
    });
  });

  describe('an admin acting on an owner', () => {
    it('is refused for block, delete, role change and edit, and the owner stays unchanged', async () => {
      const before = await row(world.owner.id);
      const responses = [
        await admin.post(`/api/user/block/${world.owner.id}`),
        await admin.delete(`/api/users/${world.owner.id}`),
        await admin.post('/api/toggleUserRole', { _id: world.owner.id, role: 'admin' }),
        await admin.put(
          '/api/users',
          { _id: world.owner.id, email: world.owner.email, firstname: 'Xaver', lastname: 'Yps' },
          ifMatch(before!.version),
        ),
      ];
      for (const res of responses) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'USER_PROTECTED' });
      }
      expect(await row(world.owner.id)).toEqual(before);
    });

    it('cannot make anyone an owner, not even itself', async () => {
      const before = await row(world.admin.id);
      const res = await admin.post('/api/toggleUserRole', { _id: world.admin.id, role: 'owner' });
      expect(res.statusCode).toBe(403);
      const created = await admin.post('/api/users', {
        email: 'neuer.owner@example.org',
        firstname: 'Neuer',
        lastname: 'Owner',
        roles: ['owner'],
      });
      expect(created.statusCode).toBe(403);
      expect(await row(world.admin.id)).toEqual(before);
    });
  });

  describe('oneself', () => {
    it('cannot be blocked or deleted by oneself', async () => {
      const before = await row(world.admin.id);
      expect((await admin.post(`/api/user/block/${world.admin.id}`)).json().code).toBe(
        'USER_PROTECTED',
      );
      expect((await admin.delete(`/api/users/${world.admin.id}`)).statusCode).toBe(403);
      expect(await row(world.admin.id)).toEqual(before);
    });
  });

  describe('the last owner', () => {
    it('cannot remove their own owner role', async () => {
      const before = await row(world.owner.id);
      const res = await owner.post('/api/toggleUserRole', { _id: world.owner.id, role: 'owner' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_OWNER');
      expect(await row(world.owner.id)).toEqual(before);
    });

    // Two owners acting on each other at once: B's request passed the guard before A's change
    // landed. The rule is checked again under the lock, so B's stale request is refused.
    it.each<[string, (c: Client, id: string) => Promise<{ statusCode: number }>, StaleAct]>([
      ['block', (c, id) => c.post(`/api/user/block/${id}`), (s, id, by) => s.toggleBlock(id, by)],
      ['delete', (c, id) => c.delete(`/api/users/${id}`), (s, id, by) => s.remove(id, by)],
      [
        'demote',
        (c, id) => c.post('/api/toggleUserRole', { _id: id, role: 'owner' }),
        (s, id, by) => s.toggleRole(id, 'owner', by),
      ],
    ])(
      'refuses a stale request to %s the owner who just removed the other one',
      async (_, act, stale) => {
        // A second role each: demoting one leaves an account with a role (else LAST_ROLE).
        const a = await createUser(t.db, { roles: ['owner', 'admin'], firstname: 'Anna' });
        const b = await createUser(t.db, { roles: ['owner', 'admin'], firstname: 'Bernd' });
        // Leave these two as the only active owners.
        await t.db.update(users).set({ blocked: true }).where(eq(users.id, world.owner.id));
        try {
          const bAsCaller = {
            user: {
              id: b.id,
              sessionId: 'stale',
              email: b.email,
              name: 'Bernd',
              roles: ['owner' as const],
              departmentId: null,
            },
            ip: '127.0.0.1',
          };
          const asA = as(t, (await t.login(a.email)).token);
          expect((await act(asA, b.id)).statusCode).toBe(200);
          const before = await row(a.id);
          await expect(stale(t.app.get(UsersService), a.id, bAsCaller)).rejects.toMatchObject({
            code: 'LAST_OWNER',
          });
          expect(await row(a.id)).toEqual(before);
        } finally {
          await t.db.delete(users).where(inArray(users.id, [a.id, b.id]));
          await t.db.update(users).set({ blocked: false }).where(eq(users.id, world.owner.id));
        }
      },
    );
  });

  describe('ending sessions', () => {
    it.each<[string, (id: string) => Promise<{ statusCode: number }>]>([
      ['block', (id) => admin.post(`/api/user/block/${id}`)],
      ['role change', (id) => admin.post('/api/toggleUserRole', { _id: id, role: 'workshop' })],
      ['deletion', (id) => admin.delete(`/api/users/${id}`)],
    ])('a %s ends the access token and the refresh cookie at once', async (what, act) => {
      const user = await createUser(t.db, { roles: ['course'] });
      const session = await t.login(user.email);
      expect((await as(t, session.token).get('/verification')).statusCode).toBe(200);
      expect((await act(user.id)).statusCode).toBe(200);
      expect((await as(t, session.token).get('/verification')).statusCode).toBe(401);
      expect((await as(t, session.token).get('/api/courses')).statusCode).toBe(401);
      // A blocked account's refresh says why (403 ACCOUNT_BLOCKED), so the client flags its
      // queued writes instead of asking for a login; the others are simply ended (401).
      expect((await refresh(session.cookie)).statusCode).toBe(what === 'block' ? 403 : 401);
    });

    it('refuses a blocked user everywhere, and unblocking lets them log in again', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const blocked = await admin.post(`/api/user/block/${user.id}`);
      expect(blocked.json().data.blocked).toBe(true);
      await expect(t.login(user.email)).rejects.toThrow(/403/);
      const unblocked = await admin.post(`/api/user/block/${user.id}`);
      expect(unblocked.json().data.blocked).toBe(false);
      expect((await t.login(user.email)).token).toBeTruthy();
    });
  });

  describe('toggling roles', () => {
    it('adds a missing role and removes a present one', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const toggle = (role: Role) => admin.post('/api/toggleUserRole', { _id: user.id, role });
      expect((await toggle('workshop')).json().data.roles).toEqual(['course', 'workshop']);
      expect((await toggle('course')).json().data.roles).toEqual(['workshop']);
    });

    it('refuses to take an account’s last role (409 LAST_ROLE) and changes nothing', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const session = await t.login(user.email);
      const before = await row(user.id);
      const res = await admin.post('/api/toggleUserRole', { _id: user.id, role: 'course' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'LAST_ROLE',
        message:
          'Ein Konto braucht mindestens eine Rolle: Gib ihm zuerst eine andere, bevor du ihm diese nimmst.',
      });
      expect(await row(user.id)).toEqual(before);
      // Nothing changed, so the account's session goes on.
      expect((await as(t, session.token).get('/verification')).statusCode).toBe(200);
    });

    it('leaves one role when the two roles of an account are taken at the same moment', async () => {
      const user = await createUser(t.db, { roles: ['course', 'workshop'] });
      const [a, b] = await Promise.all([
        owner.post('/api/toggleUserRole', { _id: user.id, role: 'course' }),
        owner.post('/api/toggleUserRole', { _id: user.id, role: 'workshop' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('LAST_ROLE');
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored!.roles).toHaveLength(1);
    });

    it('keeps both of two role changes sent at the same moment (no lost update)', async () => {
      const user = await createUser(t.db, { roles: ['course'], firstname: 'Parallel' });
      const [a, b] = await Promise.all([
        owner.post('/api/toggleUserRole', { _id: user.id, role: 'workshop' }),
        owner.post('/api/toggleUserRole', { _id: user.id, role: 'admin' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect([...row!.roles].sort()).toEqual(['admin', 'course', 'workshop']);
    });

    it('applies every one of six block toggles sent at the same moment', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      await Promise.all(Array.from({ length: 6 }, () => admin.post(`/api/user/block/${user.id}`)));
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      // An even number of toggles ends where it started; a lost update would leave it blocked.
      expect(row!.blocked).toBe(false);
      expect(row!.version).toBe(user.version + 6);
    });
  });

  describe('fixEmails', () => {
    it('lower-cases and trims stored addresses and reports those it cannot change', async () => {
      const messy = await createUser(t.db, { roles: ['course'], email: '  Gemischt@Example.ORG ' });
      const clash = await createUser(t.db, { roles: ['course'], email: 'Doppel@example.org' });
      await createUser(t.db, { roles: ['course'], email: 'doppel@example.org' });
      const res = await admin.post('/api/users/fixEmails');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ changed: 1, conflicts: ['Doppel@example.org'] });
      expect((await row(messy.id))!.email).toBe('gemischt@example.org');
      expect((await row(clash.id))!.email).toBe('Doppel@example.org');
    });
  });

  describe('public list', () => {
    it('shows admins and department heads by name only, and follows a block', async () => {
      const list = async () => (await as(t).get('/public/users')).json().data;
      const before = await list();
      const names = before.map((u: { fullname: string }) => u.fullname);
      expect(names).toContain(`Test admin`);
      expect(names).toContain(`Test department`);
      expect(names).not.toContain('Test course');
      for (const u of before) {
        expect(Object.keys(u).sort()).toEqual(['_id', 'department', 'fullname', 'photoURL']);
      }
      const head = await createUser(t.db, { roles: ['department'], firstname: 'Hanna' });
      await admin.post(`/api/user/block/${head.id}`);
      expect((await list()).map((u: { _id: string }) => u._id)).not.toContain(head.id);
    });
  });

  describe('audit log', () => {
    it('records a block with the actor and lists it first, page size capped', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      await admin.post(`/api/user/block/${user.id}`);
      const res = await admin.get('/api/audit?limit=5');
      expect(res.statusCode).toBe(200);
      const [latest] = res.json().data.items;
      expect(latest).toMatchObject({
        action: 'block',
        entity_type: 'user',
        entity_id: user.id,
        actor: { _id: world.admin.id, email: world.admin.email, name: 'Test admin' },
      });
      expect((await admin.get('/api/audit?limit=101')).statusCode).toBe(400);
    });
  });
});
