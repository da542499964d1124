import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import {
  createCourse,
  createDepartment,
  createLocation,
  createWorld,
} from '@test/factories/factories';

// The frontend's real build (`npm run build` runs before the suites in `npm test`).
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');
const BASE = 'https://www.verein.example';

type Course = { _id: string; slug: string; title: string; department: { name: string } };

/** Each course its own page (issue 38): /{lang}/angebot/{slug}, from the data to the HTML. */
describe('course pages', () => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) {
      throw new Error(`Kein Frontend-Build unter ${SSR_ENTRY}: zuerst \`npm run build\`.`);
    }
    t = await createTestApp({ STATIC_DIR, PUBLIC_URL: BASE });
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    anonymous = as(t);
    await createLocation(t.db, {
      name: 'Halle am Park',
      address: 'Parkweg 7',
      postalCode: '54321',
      city: 'Beispielstadt',
    });
    const gym = await createDepartment(t.db, { name: 'Geraeteturnen', title: 'Gerätturnen' });
    const run = await createDepartment(t.db, { name: 'Laufen', title: 'Laufen' });
    const make = async (key: string, departmentId: string, title: string) => {
      const { course } = await createCourse(t.db, {
        departmentId,
        title,
        times: [{ day: 'Dienstag', start: '16:00', end: '17:00', location: 'Halle am Park' }],
      });
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      ids[key] = course.id;
    };
    await make('minis', gym.id, 'Kinderturnen Minis');
    await make('fitGym', gym.id, 'Fit ab 60');
    await make('fitRun', run.id, 'Fit ab 60');
  });
  afterAll(() => t.close());

  const courses = async (): Promise<Course[]> =>
    (await anonymous.get('/public/courses')).json().data as Course[];
  const slugOf = async (key: string) => (await courses()).find((c) => c._id === ids[key])!.slug;

  it('gives each public course one address made from its title, its department where titles meet', async () => {
    const list = await courses();
    const slugs = Object.fromEntries(list.map((c) => [c._id, c.slug]));
    expect(slugs[ids.minis!]).toBe('kinderturnen-minis');
    expect(slugs[ids.fitGym!]).toBe('fit-ab-60-geraeteturnen');
    expect(slugs[ids.fitRun!]).toBe('fit-ab-60-laufen');
    // A department's page names its courses by the same addresses.
    const department = (await anonymous.get('/public/department/Laufen')).json().data as {
      courses: Course[];
    };
    expect(department.courses.map((c) => c.slug)).toEqual(['fit-ab-60-laufen']);
  });

  it('renders the course page on the server: its heading, times, venue and schema.org Course', async () => {
    const res = await t.request({ method: 'GET', url: '/de/angebot/kinderturnen-minis' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Kinderturnen Minis<\/h1>/);
    // React separates neighbouring text parts with empty comments in the server's HTML.
    expect(res.body.replaceAll('<!-- -->', '').includes('Parkweg 7, 54321 Beispielstadt')).toBe(
      true,
    );
    expect(res.body).toContain(
      `<link rel="canonical" href="${BASE}/de/angebot/kinderturnen-minis">`,
    );
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .flatMap((doc) => (Array.isArray(doc['@graph']) ? doc['@graph'] : [doc])) as {
      '@type': string;
      url?: string;
      hasCourseInstance?: { location: { '@type': string; name: string } }[];
    }[];
    const course = ld.find((doc) => doc['@type'] === 'Course');
    expect(course).toMatchObject({ url: `${BASE}/de/angebot/kinderturnen-minis` });
    expect(course?.hasCourseInstance?.[0]?.location).toMatchObject({
      '@type': 'SportsActivityLocation',
      name: 'Halle am Park',
    });
  });

  it('answers an unknown address 404, and an address by id 301 to its name', async () => {
    const missing = await t.request({ method: 'GET', url: '/de/angebot/gibt-es-nicht' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Angebot nicht gefunden');
    const byId = await t.request({ method: 'GET', url: `/en/angebot/${ids.minis}` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe('/en/angebot/kinderturnen-minis');
  });

  it('links every course card of the start page and each department section to its page', async () => {
    const home = await t.request({ method: 'GET', url: '/de/?kurse=alle' });
    for (const slug of ['kinderturnen-minis', 'fit-ab-60-geraeteturnen', 'fit-ab-60-laufen']) {
      expect(home.body).toContain(`href="/de/angebot/${slug}"`);
    }
    const department = await t.request({ method: 'GET', url: '/de/abteilung/Geraeteturnen' });
    expect(department.body).toContain('href="/de/angebot/kinderturnen-minis"');
    // The spec's anchor (#kinderturnen%20minis) finds its target without the app: the
    // browser looks the decoded fragment up among the ids.
    expect(department.body).toContain('id="kinderturnen minis"');
    expect(department.body).toContain('id="kinderturnen-minis"');
  });

  it('lists the course pages in the sitemap, and follows a new title', async () => {
    const before = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(before).toContain(`<loc>${BASE}/de/angebot/kinderturnen-minis</loc>`);
    expect(before).toContain(`<loc>${BASE}/en/angebot/fit-ab-60-laufen</loc>`);
    const { version } = (await admin.get(`/api/course/${ids.minis}`)).json().data as {
      version: number;
    };
    const renamed = await admin.post(
      '/api/course',
      { _id: ids.minis, title: 'Eltern-Kind-Turnen' },
      ifMatch(version),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await admin.post(`/api/course/publish/${ids.minis}`)).statusCode).toBe(200);
    expect(await slugOf('minis')).toBe('eltern-kind-turnen');
    const after = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).toContain(`<loc>${BASE}/de/angebot/eltern-kind-turnen</loc>`);
    expect(after).not.toContain('kinderturnen-minis');
    const page = await t.request({ method: 'GET', url: '/de/angebot/eltern-kind-turnen' });
    expect(page.statusCode).toBe(200);
  });
});
