import { createTestApp, bearer, type TestApp } from '@test/utils/test-app';
import { createWorld } from '@test/factories/factories';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in a course user who sees only their own course', async () => {
    const world = await createWorld(t.db);
    const { token } = await t.login(world.courseUser.email);
    const res = await t.request({ method: 'GET', url: '/api/courses', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { title: string }) => c.title)).toEqual(['Kinderturnen']);
  });
});
