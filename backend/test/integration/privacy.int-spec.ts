import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import {
  DEMO_PASSWORD,
  createCourse,
  createNews,
  createPost,
  createUser,
  createWorld,
} from '@test/factories/factories';
import type { World } from '@test/integration/matrix/matrix';
import { allTables } from '@/backup/backup.tables';
import { hashPassword } from '@/auth/auth.service';
import { MIGRATIONS_DIR, type Database } from '@/db/client';
import {
  accountTokens,
  auditLog,
  courses,
  news,
  posts,
  sessions,
  trialBookings,
  users,
} from '@/db/schema';
import { truncateIp } from '@/common/truncate-ip';
import { emptyDatabase, migrationsBefore } from '@test/utils/migrations';
import { RetentionJob } from '@/privacy/retention.job';

const DAY = 86_400_000;
const BACKFILL = '0008_audit_privacy_backfill';

async function cellsContaining(t: TestApp, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const table of allTables()) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      if (!['string', 'json', 'array'].includes(column.dataType)) continue;
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(config.name)}
            where strpos(${sql.identifier(column.name)}::text, ${needle}) > 0
               or strpos(lower(${sql.identifier(column.name)}::text), ${needle.toLowerCase()}) > 0`,
      );
      const n = result.rows[0]?.n ?? 0;
      if (n > 0) hits.push(`${config.name}.${column.name} (${n})`);
    }
  }
  return hits;
}

/** A confirmed trial booking of a course's training (its slot need not exist for the data). */
const trialBooking = (courseId: string, email: string, name: string) => ({
  courseId,
  slotId: randomUUID(),
  date: '2026-12-07',
  name,
  email: email.toLowerCase(),
  age: 34,
  status: 'confirmed' as const,
  confirmTokenHash: randomUUID(),
  manageTokenHash: randomUUID(),
  expiresAt: new Date(),
});

describe('privacy (Datenschutz)', () => {
  let t: TestApp;
  let world: World;
  let owner: Client;
  let admin: Client;
  const auditOf = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    owner = as(t, (await t.login(world.owner.email)).token);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  describe('client addresses in the audit log', () => {
    it('stores an IPv4 address with its last octet zeroed', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'niemand-v4@example.org', password: 'falsch-falsch' },
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode).toBe(401);
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.details}->>'email' = 'niemand-v4@example.org'`);
      expect(rows.map((r) => r.ip)).toEqual(['203.0.113.0']);
    });

    it('stores an IPv6 address as its /48 prefix', async () => {
      await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'niemand-v6@example.org', password: 'falsch-falsch' },
        remoteAddress: '2001:db8:abcd:12:1:2:3:4',
      });
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.details}->>'email' = 'niemand-v6@example.org'`);
      expect(rows.map((r) => r.ip)).toEqual(['2001:db8:abcd::']);
    });

    it('truncates the address of staff actions too, and no table holds the full address', async () => {
      const user = await createUser(t.db, { roles: ['course'] });
      const res = await t.request({
        method: 'POST',
        url: `/api/user/block/${user.id}`,
        headers: { authorization: `Bearer ${(await t.login(world.admin.email)).token}` },
        remoteAddress: '198.51.100.23',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityId} = ${user.id} and ${auditLog.action} = 'block'`);
      expect(row?.ip).toBe('198.51.100.0');
      expect(await cellsContaining(t, '198.51.100.23')).toEqual([]);
      expect(await cellsContaining(t, '203.0.113.77')).toEqual([]);
    });
  });

  describe('deleting a user erases their personal data', () => {
    it('leaves no table with their e-mail address or name, and keeps the club records', async () => {
      const email = 'xaver.zwiebelmeier@example.org';
      // Created by an admin through the API, with a stored reply (idempotency) naming the address.
      const created = await admin.post(
        '/api/users',
        {
          email,
          firstname: 'Xaver',
          lastname: 'Zwiebelmeier',
          roles: ['department'],
          department: world.department.id,
        },
        idempotencyKey(),
      );
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword(DEMO_PASSWORD), verified: true })
        .where(eq(users.id, id));

      // A failed login with their address, then a session of their own.
      const failed = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'falsch-falsch' },
      });
      expect(failed.statusCode).toBe(401);
      const xaver = as(t, (await t.login(email)).token);

      // Their work: a profile image, a post, news, a course change, a contact-form message.
      const { payload, headers } = multipart(await pngImage(64, 64), { filename: 'ich.png' });
      const photo = await xaver.post('/api/user/profileImage', payload, headers);
      expect(photo.statusCode).toBe(200);
      const photoFile = join(
        t.config.uploadDir,
        (photo.json().data.photoURL as string).split('/').pop()!,
      );
      expect(existsSync(photoFile)).toBe(true);
      const post = await xaver.post('/api/blogPost', {
        title: 'Vereinsfest',
        text: '<p>Es war schön.</p>',
      });
      expect(post.statusCode).toBe(201);
      const newsItem = await xaver.post('/api/news', { title: 'Halle zu', text: 'Heute zu.' });
      expect(newsItem.statusCode).toBe(201);
      const course = await createCourse(t.db, { departmentId: world.department.id });
      const changed = await xaver.post(
        '/api/course',
        { _id: course.course.id, members: 21 },
        ifMatch(1),
      );
      expect(changed.statusCode).toBe(200);
      const contact = await as(t).post('/public/emailRequest', {
        name: 'Xaver Zwiebelmeier',
        email,
        subject: 'Hallenzeiten',
        message: 'Wann ist die Halle offen?',
      });
      expect(contact.statusCode).toBeLessThan(300);
      // A trial training booked with the address.
      await t.db
        .insert(trialBookings)
        .values(trialBooking(course.course.id, email, 'Xaver Zwiebelmeier'));

      // Staff actions on the account name them in the audit log.
      expect(
        (await admin.post('/api/toggleUserRole', { _id: id, role: 'workshop' })).statusCode,
      ).toBe(200);
      expect(await cellsContaining(t, email)).not.toEqual([]);
      expect(await cellsContaining(t, 'Zwiebelmeier')).not.toEqual([]);

      const removed = await admin.delete(`/api/users/${id}`);
      expect(removed.statusCode).toBe(200);

      expect(await cellsContaining(t, email)).toEqual([]);
      expect(await cellsContaining(t, 'Zwiebelmeier')).toEqual([]);
      // The audit entries stay, naming a stable pseudonym instead of the person.
      const pseudonym = `Gelöschter Nutzer ${id.slice(0, 8)}`;
      const [loginFailed] = await t.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.action} = 'login.failed' and ${auditLog.details}->>'email' = ${pseudonym}`,
        );
      expect(loginFailed).toBeDefined();
      const [deleted] = (await auditOf('user.deleted')).filter((r) => r.entityId === id);
      expect(deleted?.details).toEqual({ user: pseudonym, roles: ['department', 'workshop'] });
      // What the club keeps: the post and the news exist without an author; the course change
      // no longer names who made it; the photo files are gone.
      const [keptPost] = await t.db.select().from(posts).where(eq(posts.id, post.json().data._id));
      expect(keptPost).toMatchObject({ title: 'Vereinsfest', ownerId: null });
      const [keptNews] = await t.db
        .select()
        .from(news)
        .where(eq(news.id, newsItem.json().data._id));
      expect(keptNews).toMatchObject({ title: 'Halle zu', createdBy: null });
      const [keptCourse] = await t.db
        .select()
        .from(courses)
        .where(eq(courses.id, course.course.id));
      expect(keptCourse).toMatchObject({ members: 21, updatedBy: null, version: 2 });
      expect(existsSync(photoFile)).toBe(false);
    });

    it('finds a name with quotes and umlauts in the audit details, in any case of the address', async () => {
      const person = await createUser(t.db, {
        roles: ['course'],
        firstname: 'Jörg "Jo"',
        email: 'joerg.oelmueller@example.org',
      });
      await t.db.update(users).set({ lastname: 'Ölmüller' }).where(eq(users.id, person.id));
      await t.db.insert(auditLog).values([
        { action: 'trainer.created', details: { name: 'Jörg "Jo" Ölmüller', userId: person.id } },
        { action: 'login.failed', details: { email: 'JOERG.Oelmueller@example.org' } },
      ]);
      expect((await admin.delete(`/api/users/${person.id}`)).statusCode).toBe(200);
      expect(await cellsContaining(t, 'Ölmüller')).toEqual([]);
      expect(await cellsContaining(t, 'joerg.oelmueller')).toEqual([]);
    });

    it('erases the addresses and names the person had before, after an admin and they changed them', async () => {
      const oldEmail = 'quirin.quastenflosser@example.org';
      const newEmail = 'q.kabeljau@example.net';
      const created = await admin.post('/api/users', {
        email: oldEmail,
        firstname: 'Quirin',
        lastname: 'Quastenflosser',
        roles: ['course'],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword(DEMO_PASSWORD), verified: true })
        .where(eq(users.id, id));
      const failLogin = async (email: string) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'falsch-falsch' },
        });
        expect(res.statusCode).toBe(401);
      };

      // Under the old address: failed logins, own work, a staff action naming them.
      await failLogin(oldEmail);
      await failLogin(oldEmail.toUpperCase());
      const before = as(t, (await t.login(oldEmail)).token);
      expect(
        (await before.post('/api/news', { title: 'Alte Adresse', text: 'Von früher.' })).statusCode,
      ).toBe(201);
      const toggled = await admin.post('/api/toggleUserRole', { _id: id, role: 'workshop' });
      expect(toggled.statusCode).toBe(200);

      // An admin changes the address and the name; then the person renames themself.
      const edited = await admin.put(
        '/api/users',
        { _id: id, email: newEmail, firstname: 'Kuno', lastname: 'Kabeljau' },
        ifMatch(toggled.json().data.version),
      );
      expect(edited.statusCode).toBe(200);
      await t.db.update(users).set({ verified: true }).where(eq(users.id, id));
      const after = as(t, (await t.login(newEmail)).token);
      const renamed = await after.put(
        '/api/profile',
        { firstname: 'Konrad', lastname: 'Karpfenteich' },
        ifMatch(edited.json().data.version),
      );
      expect(renamed.statusCode).toBe(200);
      await failLogin(newEmail);
      expect((await admin.post(`/api/user/block/${id}`)).statusCode).toBe(200);

      const traces = ['quastenflosser', 'Quirin', 'q.kabeljau', 'Kabeljau', 'Karpfenteich'];
      for (const trace of [oldEmail, newEmail]) {
        expect(await cellsContaining(t, trace)).not.toEqual([]);
      }
      expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(200);

      for (const trace of [oldEmail, newEmail, ...traces]) {
        expect({ trace, cells: await cellsContaining(t, trace) }).toEqual({ trace, cells: [] });
      }
      // Every entry about them stays, with the pseudonym where an address was.
      const pseudonym = `Gelöschter Nutzer ${id.slice(0, 8)}`;
      const about = await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityType} = 'user' and ${auditLog.entityId} = ${id}`);
      expect(about.map((r) => r.action).sort()).toEqual([
        'block',
        'profile.updated',
        'role.added',
        'user.created',
        'user.deleted',
        'user.updated',
      ]);
      for (const row of about.filter((r) => 'email' in r.details && r.action !== 'user.deleted')) {
        expect(row.details.email).toBe(pseudonym);
      }
      const failed = await t.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.action} = 'login.failed' and ${auditLog.details}->>'email' = ${pseudonym}`,
        );
      expect(failed).toHaveLength(3);
    });

    it('erases an address the account only had between two changes (recorded when it changed)', async () => {
      const [first, middle, last] = [
        'anna.anfang@example.org',
        'anna.zwischen@example.org',
        'anna.ende@example.org',
      ];
      const created = await admin.post('/api/users', {
        email: first,
        firstname: 'Anna',
        lastname: 'Anfang',
        roles: ['course'],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;
      const toMiddle = await admin.put(
        '/api/users',
        { _id: id, email: middle, firstname: 'Anna', lastname: 'Anfang' },
        ifMatch(created.json().data.version),
      );
      expect(toMiddle.statusCode).toBe(200);
      const toLast = await admin.put(
        '/api/users',
        { _id: id, email: last, firstname: 'Anna', lastname: 'Anfang' },
        ifMatch(toMiddle.json().data.version),
      );
      expect(toLast.statusCode).toBe(200);
      // Someone types the address the account had in between.
      const failed = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: middle, password: 'falsch-falsch' },
      });
      expect(failed.statusCode).toBe(401);
      expect(await cellsContaining(t, middle)).not.toEqual([]);

      expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(200);
      for (const trace of [first, middle, last]) {
        expect({ trace, cells: await cellsContaining(t, trace) }).toEqual({ trace, cells: [] });
      }
    });

    it('finds earlier names and addresses in entries linked to the account, not in the details of its own actions', async () => {
      const person = await createUser(t.db, { roles: ['course'], email: 'neu.name@example.org' });
      const other = 'fremde.person@example.org';
      await t.db.insert(auditLog).values([
        // Written under the earlier address and name (an import, an older trainer entry).
        {
          action: 'user.created',
          entityType: 'user',
          entityId: person.id,
          details: { email: 'Frueher.Adresse@example.org', roles: ['course'] },
        },
        { action: 'trainer.created', details: { name: 'Berthold Vorname', userId: person.id } },
        { action: 'login.failed', details: { email: 'frueher.adresse@example.org' } },
        { action: 'news.created', details: { title: 'Grüße von Berthold Vorname' } },
        // Their own action about someone else: that address is not theirs.
        {
          action: 'role.added',
          actorId: person.id,
          actorEmail: 'alt.als.admin@example.org',
          entityType: 'user',
          entityId: world.courseUser.id,
          details: { email: other, role: 'course' },
        },
        { action: 'login.failed', details: { email: 'alt.als.admin@example.org' } },
        { action: 'login.failed', details: { email: other } },
      ]);
      expect((await admin.delete(`/api/users/${person.id}`)).statusCode).toBe(200);
      for (const trace of ['frueher.adresse', 'Berthold Vorname', 'alt.als.admin', 'neu.name']) {
        expect({ trace, cells: await cellsContaining(t, trace) }).toEqual({ trace, cells: [] });
      }
      expect(await cellsContaining(t, other)).toEqual(['audit_log.details (2)']);
    });

    it('erases nothing when the deletion is refused (deleting oneself)', async () => {
      const before = await cellsContaining(t, world.owner.email);
      const self = await owner.delete(`/api/users/${world.owner.id}`);
      expect(self.statusCode).toBe(403);
      expect(await cellsContaining(t, world.owner.email)).toEqual(before);
    });
  });

  describe('export of one own data', () => {
    it('downloads profile, sessions, audit entries, content and messages, never a hash', async () => {
      const me = await createUser(t.db, { roles: ['workshop'], firstname: 'Wiebke' });
      await createPost(t.db, { ownerId: me.id, title: 'Mein Bericht' });
      await createPost(t.db, { ownerId: world.admin.id, title: 'Fremder Bericht' });
      await createNews(t.db, { createdBy: me.id, title: 'Meine Nachricht' });
      await as(t).post('/public/emailRequest', {
        name: 'Wiebke Workshop',
        email: me.email,
        subject: 'Frage',
        message: 'Eine Frage an die Geschäftsstelle.',
      });
      const trial = await createCourse(t.db, { departmentId: world.department.id, title: 'Judo' });
      await t.db.insert(trialBookings).values(trialBooking(trial.course.id, me.email, 'Wiebke W.'));
      await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: me.email, password: 'falsch-falsch' },
      });
      const client = as(t, (await t.login(me.email)).token);

      const res = await client.get('/api/user/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="meine-daten_\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const data = res.json();
      expect(data.profile).toMatchObject({ _id: me.id, email: me.email, roles: ['workshop'] });
      expect(data.sessions).toHaveLength(1);
      expect(data.sessions[0]).toMatchObject({ active: true, ended_at: null });
      expect(data.posts.map((p: { title: string }) => p.title)).toEqual(['Mein Bericht']);
      expect(data.news.map((n: { title: string }) => n.title)).toEqual(['Meine Nachricht']);
      expect(data.support_requests).toHaveLength(1);
      expect(data.trial_bookings).toEqual([
        expect.objectContaining({
          course: 'Judo',
          name: 'Wiebke W.',
          age: 34,
          status: 'confirmed',
        }),
      ]);
      expect(data.audit.map((a: { action: string }) => a.action)).toContain('login.failed');
      expect(res.body).not.toMatch(/password|token_?hash|\$argon2/i);
      const [entry] = (await auditOf('user.exported')).filter((r) => r.entityId === me.id);
      expect(entry).toMatchObject({ actorId: me.id, details: { by: 'self' } });
    });
  });

  describe('export for user admins', () => {
    it('lets an admin export a course user, but not an owner, and an owner export anyone', async () => {
      const course = await admin.get(`/api/users/${world.courseUser.id}/export`);
      expect(course.statusCode).toBe(200);
      expect(course.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="nutzerdaten_${world.courseUser.id.slice(0, 8)}_`),
      );
      expect(course.json().trainer).toMatchObject({ _id: world.trainer.id });
      expect(course.json().courses.map((c: { title: string }) => c.title)).toContain(
        'Kinderturnen',
      );

      const ofOwner = await admin.get(`/api/users/${world.owner.id}/export`);
      expect(ofOwner.statusCode).toBe(403);
      expect(ofOwner.json()).toMatchObject({ success: false, code: 'USER_PROTECTED' });
      expect((await owner.get(`/api/users/${world.admin.id}/export`)).statusCode).toBe(200);

      const missing = await admin.get('/api/users/00000000-0000-4000-8000-000000000000/export');
      expect(missing.statusCode).toBe(404);
      const [entry] = (await auditOf('user.exported')).filter(
        (r) => r.entityId === world.courseUser.id,
      );
      expect(entry).toMatchObject({ actorId: world.admin.id, details: { by: 'admin' } });
    });
  });

  describe('retention', () => {
    it('deletes audit entries older than AUDIT_RETENTION_DAYS and expired sessions and links', async () => {
      const [old] = await t.db
        .insert(auditLog)
        .values({ action: 'login.failed', at: new Date(Date.now() - 366 * DAY) })
        .returning();
      const [young] = await t.db
        .insert(auditLog)
        .values({ action: 'login.failed', at: new Date(Date.now() - 364 * DAY) })
        .returning();
      const user = await createUser(t.db, { roles: ['course'] });
      const session = (expiresAt: Date) => ({
        userId: user.id,
        familyId: user.id,
        tokenHash: `hash-${expiresAt.getTime()}`,
        expiresAt,
      });
      await t.db
        .insert(sessions)
        .values([session(new Date(Date.now() - 1000)), session(new Date(Date.now() + DAY))]);
      await t.db.insert(accountTokens).values([
        {
          userId: user.id,
          purpose: 'reset',
          tokenHash: 'alt',
          expiresAt: new Date(Date.now() - 1000),
        },
        {
          userId: user.id,
          purpose: 'verify',
          tokenHash: 'neu',
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      ]);

      expect(t.config.auditRetentionDays).toBe(365);
      expect(await t.app.get(RetentionJob).purgeExpired()).toEqual({
        audit: 1,
        sessions: 1,
        accountTokens: 1,
      });
      const ids = (await t.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
      expect(ids).toContain(young!.id);
      expect(ids).not.toContain(old!.id);
      const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(left.map((r) => r.expiresAt.getTime() > Date.now())).toEqual([true]);
      const links = await t.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, user.id));
      expect(links.map((r) => r.purpose)).toEqual(['verify']);
    });
  });

  describe('migration 0008: audit entries written before the privacy work', () => {
    // Addresses as the server stored them before (in full), and a few that are none.
    const ADDRESSES = [
      '192.168.1.37',
      '10.0.0.255',
      ' 198.51.100.23 ',
      '::ffff:203.0.113.9',
      '::FFFF:1.2.3.4',
      '::ffff:102:304',
      '2001:db8:abcd:12:1:2:3:4',
      '2001:0db8:00ab::1',
      '2001:DB8::7',
      '::1',
      'fe80::1%eth0',
      '192.168.1.0',
      '2001:db8:abcd::',
      'unknown',
      '300.1.1.1',
      '',
    ];
    const GONE = '1a2b3c4d-0000-4000-8000-00000000dead';
    const AGAIN = '5e6f7a8b-0000-4000-8000-00000000beef';

    async function oldRows(db: Database): Promise<void> {
      const holder = await createUser(db, { roles: ['course'], email: 'wieder.da@example.org' });
      await db.insert(auditLog).values([
        ...ADDRESSES.map((ip) => ({
          action: 'login.failed',
          details: { email: 'x@example.org' },
          ip,
        })),
        {
          action: 'user.created',
          entityType: 'user',
          entityId: GONE,
          details: { email: 'Alt.Konto@example.org', roles: ['course'] },
        },
        {
          action: 'block',
          entityType: 'user',
          entityId: GONE,
          details: { email: 'alt.konto@example.org' },
        },
        { action: 'login.failed', details: { email: 'ALT.KONTO@example.org' } },
        {
          action: 'news.created',
          actorEmail: 'alt.konto@example.org',
          details: { title: 'Hallo' },
        },
        {
          action: 'user.deleted',
          entityType: 'user',
          entityId: GONE,
          details: { email: 'alt.konto@example.org', roles: ['course'] },
        },
        // A deleted account whose address an account holds again: only the deletion is rewritten.
        {
          action: 'user.deleted',
          entityType: 'user',
          entityId: AGAIN,
          details: { email: 'wieder.da@example.org', roles: [] },
        },
        { action: 'login.failed', details: { email: 'wieder.da@example.org' } },
        {
          action: 'block',
          entityType: 'user',
          entityId: holder.id,
          details: { email: 'wieder.da@example.org' },
        },
        // Written by today's erasure, and an address of nobody deleted: unchanged.
        {
          action: 'user.deleted',
          entityType: 'user',
          entityId: holder.id.replace(/^.{8}/, 'ffffffff'),
          details: { user: 'Gelöschter Nutzer ffffffff', roles: ['admin'] },
        },
        { action: 'login.failed', details: { email: 'fremd@example.org' } },
      ]);
    }

    for (const kind of ['pglite', 'postgres'] as const) {
      const run = kind === 'postgres' && !process.env.DATABASE_URL ? it.skip : it;
      run(`truncates stored addresses and pseudonymises deleted accounts (${kind})`, async () => {
        const before = migrationsBefore(BACKFILL);
        const database = await emptyDatabase(kind);
        try {
          const { db } = database.handle;
          await database.migrateFrom(before);
          await oldRows(db);
          await database.migrateFrom(MIGRATIONS_DIR);

          const rows = await db.select().from(auditLog);
          const ipOf = (ip: string) =>
            rows.filter(
              (r) => r.details.email === 'x@example.org' && r.ip === (truncateIp(ip) ?? ip),
            );
          for (const ip of ADDRESSES) {
            expect({ ip, found: ipOf(ip).length > 0 }).toEqual({ ip, found: true });
          }
          expect(
            rows
              .filter((r) => r.details.email === 'x@example.org')
              .map((r) => r.ip)
              .sort(),
          ).toEqual(ADDRESSES.map((ip) => truncateIp(ip) ?? ip).sort());

          const gone = 'Gelöschter Nutzer 1a2b3c4d';
          const byAction = (action: string): Record<string, unknown>[] =>
            rows
              .filter((r) => r.action === action)
              .map((r) => ({ ...r.details, actor: r.actorEmail }));
          expect(byAction('user.created')).toEqual([
            { email: gone, roles: ['course'], actor: null },
          ]);
          expect(byAction('news.created')).toEqual([{ title: 'Hallo', actor: gone }]);
          expect(byAction('user.deleted')).toEqual(
            expect.arrayContaining([
              { user: gone, roles: ['course'], actor: null },
              { user: 'Gelöschter Nutzer 5e6f7a8b', roles: [], actor: null },
              { user: 'Gelöschter Nutzer ffffffff', roles: ['admin'], actor: null },
            ]),
          );
          expect(
            byAction('block')
              .map((d) => d.email)
              .sort(),
          ).toEqual([gone, 'wieder.da@example.org']);
          const failed = byAction('login.failed').map((d) => d.email as string);
          expect(failed.filter((e) => e !== 'x@example.org').sort()).toEqual(
            [gone, 'fremd@example.org', 'wieder.da@example.org'].sort(),
          );
          const text = JSON.stringify(rows);
          expect(text).not.toMatch(/alt\.konto/i);
          expect(text).not.toContain('192.168.1.37');
          expect(text).not.toContain('2001:db8:abcd:12');
        } finally {
          await database.drop();
          rmSync(before, { recursive: true, force: true });
        }
      });
    }
  });
});
