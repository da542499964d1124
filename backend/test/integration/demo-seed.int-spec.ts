import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { seedDemo } from '@/seed/seed-demo';

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds public departments, published workshops with times and one waiting request', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const anonymous = as(t);
    const departments = (await anonymous.get('/public/departments')).json().data;
    expect(departments.map((d: { name: string }) => d.name)).toContain('Turnen');
    const turnen = (await anonymous.get('/public/department/Turnen')).json().data;
    expect(turnen.courses.length).toBeGreaterThan(0);

    const workshops = (await anonymous.get('/public/workshops')).json().data;
    expect(workshops.map((w: { title: string }) => w.title)).toEqual([
      'Erste Hilfe im Sport',
      'Faszientraining',
      'Lauftechnik für Einsteiger',
      'Selbstbehauptung für Mädchen',
    ]);
    for (const w of workshops) expect(w.times.length).toBeGreaterThan(0);

    const admin = as(t, (await t.login('admin@tus-musterstadt.de')).token);
    const requests = (await admin.get('/api/publishrequests')).json().data.workshops;
    expect(requests).toEqual([
      expect.objectContaining({
        entity: expect.objectContaining({ title: 'Kinesio-Taping' }),
        requested_by: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
  });
});
