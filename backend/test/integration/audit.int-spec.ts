import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { createCourse, createUser, createWorld } from '@test/factories/factories';
import { auditLog } from '@/db/schema';

interface Entry {
  _id: string;
  action: string;
  at: string;
  actor: { email: string | null; name: string | null } | null;
}

describe('audit log filters', () => {
  let t: TestApp;
  let admin: Client;
  let world: Awaited<ReturnType<typeof createWorld>>;
  const day = (d: string) => new Date(`${d}T12:00:00Z`);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    const hanna = await createUser(t.db, {
      roles: ['department'],
      firstname: 'Hannelore',
      email: 'h.holm@example.de',
    });
    await t.db.insert(auditLog).values([
      { action: 'block', actorId: hanna.id, actorEmail: hanna.email, at: day('2026-03-01') },
      { action: 'delete', actorId: hanna.id, actorEmail: hanna.email, at: day('2026-03-02') },
      // The account is gone: only the e-mail kept in the entry names the actor.
      { action: 'block', actorId: null, actorEmail: 'ehemalig@example.de', at: day('2026-03-03') },
      { action: 'login.failed', actorEmail: null, at: day('2026-03-04') },
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await admin.get(`/api/audit?limit=100&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Entry[]; total: number };
  };
  // Only the seeded March entries (login in beforeAll writes none, but other actions may).
  const march = 'from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z';

  it('narrows the log to a person by part of the full name or of the e-mail, any case', async () => {
    const byName = await list(`${march}&person=${encodeURIComponent('hannELORE depart')}`);
    expect(byName.items.map((e) => e.action)).toEqual(['delete', 'block']);
    expect(byName.total).toBe(2);
    const byMail = await list(`${march}&person=ehemalig@`);
    expect(byMail.items.map((e) => e.actor?.email)).toEqual(['ehemalig@example.de']);
    // A LIKE wildcard is taken as the character itself.
    expect((await list(`${march}&person=%25`)).total).toBe(0);
  });

  it('narrows the log to one action', async () => {
    const blocks = await list(`${march}&action=block`);
    expect(blocks.items.map((e) => e.at)).toEqual([
      day('2026-03-03').toISOString(),
      day('2026-03-01').toISOString(),
    ]);
    expect(blocks.total).toBe(2);
  });

  it('narrows the log to a time range, from inclusive and to exclusive', async () => {
    const range = await list('from=2026-03-02T12:00:00Z&to=2026-03-04T12:00:00Z');
    expect(range.items.map((e) => e.action)).toEqual(['block', 'delete']);
    const combined = await list(`${march}&action=block&person=holm`);
    expect(combined.items).toHaveLength(1);
    expect(combined.items[0]!.actor).toMatchObject({ name: 'Hannelore department' });
  });

  it("names an entry's course, department and account by their current title or name", async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      title: 'Kinderturnen Minis',
    });
    const gone = '00000000-0000-4000-8000-000000000000';
    await t.db.insert(auditLog).values([
      {
        action: 'publish.granted',
        entityType: 'course',
        entityId: course.id,
        at: day('2026-05-04'),
      },
      {
        action: 'publish.direct',
        entityType: 'department',
        entityId: world.department.id,
        at: day('2026-05-03'),
      },
      {
        action: 'role.added',
        entityType: 'user',
        entityId: world.courseUser.id,
        at: day('2026-05-02'),
      },
      // A deleted course and a kind whose entries name it in their details: no name.
      { action: 'publish.granted', entityType: 'course', entityId: gone, at: day('2026-05-01') },
      { action: 'text.updated', entityType: 'text', entityId: 'impressum', at: day('2026-04-30') },
    ]);
    const { items } = await list('from=2026-04-30T00:00:00Z&to=2026-05-05T00:00:00Z');
    expect(items.map((e) => (e as Entry & { entity_name: string | null }).entity_name)).toEqual([
      'Kinderturnen Minis',
      world.department.title,
      `${world.courseUser.firstname} ${world.courseUser.lastname}`,
      null,
      null,
    ]);
  });

  it('refuses an unknown action and a date that is not ISO 8601 with German messages', async () => {
    const action = await admin.get('/api/audit?action=hacked');
    expect(action.statusCode).toBe(400);
    expect(action.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { action: 'Diese Aktion kennt das Protokoll nicht.' },
    });
    const date = await admin.get('/api/audit?from=1.3.2026');
    expect(date.statusCode).toBe(400);
    expect(date.json().details.from).toMatch(/ISO-Format/);
  });
});
