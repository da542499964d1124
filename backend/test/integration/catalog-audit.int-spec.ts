import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { createCourse, createWorld } from '@test/factories/factories';
import { auditLog } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('audit log of course decisions, blocks and deletions', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let trainer: Client;

  const actionsOn = async (id: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at)).map(
      (a) => [a.action, a.actorEmail, a.entityType],
    );

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
  });
  afterAll(() => t.close());

  it('records grant, rejection, direct publication, block, unblock and deletion of a course', async () => {
    const { course } = await createCourse(t.db, {
      departmentId: world.department.id,
      trainerIds: [world.trainer.id],
    });
    await trainer.post(`/api/course/publish/${course.id}`);
    expect((await admin.post(`/api/course/grant/${course.id}`)).statusCode).toBe(200);
    await trainer.post('/api/course', { _id: course.id, members: 30 }, { 'if-match': '"1"' });
    await trainer.post(`/api/course/publish/${course.id}`);
    await admin.post(`/api/course/reject/${course.id}`, { reason: 'Bitte Ort <b>prüfen</b>.' });
    await admin.post(`/api/course/publish/${course.id}`);
    await admin.post(`/api/course/block/${course.id}`);
    await admin.post(`/api/course/block/${course.id}`);
    await admin.delete(`/api/course/${course.id}`);

    const email = world.admin.email;
    expect(await actionsOn(course.id)).toEqual([
      ['publish.granted', email, 'course'],
      ['publish.rejected', email, 'course'],
      ['publish.direct', email, 'course'],
      ['block', email, 'course'],
      ['unblock', email, 'course'],
      ['delete', email, 'course'],
    ]);
    const [rejection] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'publish.rejected'));
    expect(rejection!.details).toEqual({ reason: 'Bitte Ort prüfen.' });
  });

  it('records nothing for a refused decision', async () => {
    const { course } = await createCourse(t.db, { departmentId: world.department.id });
    expect((await admin.post(`/api/course/grant/${course.id}`)).statusCode).toBe(409);
    expect(await actionsOn(course.id)).toEqual([]);
  });
});
