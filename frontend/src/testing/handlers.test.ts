import {
  courseFixture,
  departmentFixture,
  FixtureStore,
  newsFixture,
  postFixture,
  slotFixture,
  workshopFixture,
} from '@/testing/fixtures';
import { fail, http, TestServer } from '@/testing/handlers';

const AUTH = { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' };

function seeded() {
  return new TestServer(
    new FixtureStore({
      courses: [courseFixture()],
      times: [slotFixture(), slotFixture({ _id: 't2', course: null, workshop: 'w1' })],
      workshops: [workshopFixture()],
      departments: [departmentFixture()],
      posts: [postFixture(), postFixture({ _id: 'p2', title: 'Sommerfest' })],
      news: [newsFixture()],
    }),
  );
}

async function call(server: TestServer, path: string, init: RequestInit = {}) {
  const response = await server.fetch(path, init);
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: (await response.json()) as { data?: unknown; code?: string; details?: unknown },
  };
}

const write = (method: string, body: object, headers: Record<string, string> = {}) => ({
  method,
  headers: { ...AUTH, ...headers },
  body: JSON.stringify(body),
});

describe('the shared handlers answer every staff resource from the store', () => {
  it('lists, paged lists and one entity', async () => {
    const server = seeded();
    expect((await call(server, '/api/courses')).body.data).toEqual([courseFixture()]);
    expect((await call(server, '/api/workshops')).body.data).toEqual([workshopFixture()]);
    expect((await call(server, '/api/departments')).body.data).toEqual([departmentFixture()]);
    expect((await call(server, '/api/times/w1')).body.data).toEqual([
      slotFixture({ _id: 't2', course: null, workshop: 'w1' }),
    ]);
    expect((await call(server, '/api/blogPost?page=2&limit=1')).body.data).toEqual({
      items: [postFixture({ _id: 'p2', title: 'Sommerfest' })],
      total: 2,
      page: 2,
      limit: 1,
    });
    expect((await call(server, '/api/news?page=1&limit=100')).body.data).toMatchObject({
      items: [newsFixture()],
      total: 1,
    });
    expect((await call(server, '/api/course/c1')).body.data).toEqual(courseFixture());
    expect(await call(server, '/api/workshop/nope')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await call(server, '/api/unknown')).toMatchObject({
      status: 404,
      body: { code: 'ROUTE_NOT_FOUND' },
    });
  });

  it('creates with version 1, updates with If-Match, deletes, as the backend', async () => {
    const server = seeded();
    const created = await call(server, '/api/news', write('POST', { _id: 'n9', title: 'Neu' }));
    expect(created).toMatchObject({ status: 201, body: { data: { _id: 'n9', version: 1 } } });
    expect(
      await call(server, '/api/news', write('POST', { _id: 'n9', title: 'Neu' })),
    ).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });

    const update = { _id: 'd1', title: 'Turnen' };
    expect(await call(server, '/api/departments', write('PUT', update))).toMatchObject({
      status: 428,
    });
    expect(
      await call(server, '/api/departments', write('PUT', update, { 'If-Match': '"3"' })),
    ).toMatchObject({ status: 412, body: { code: 'VERSION_CONFLICT', data: departmentFixture() } });
    expect(
      await call(
        server,
        '/api/departments',
        write('PUT', { _id: 'd1', title: '' }, { 'If-Match': '"4"' }),
      ),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', details: { title: 'Titel fehlt.' } },
    });
    expect(
      await call(server, '/api/departments', write('PUT', update, { 'If-Match': '"4"' })),
    ).toMatchObject({ status: 200, body: { data: { title: 'Turnen', version: 5 } } });
    expect(server.store.departments.get('d1')).toMatchObject({ title: 'Turnen', version: 5 });

    expect(
      await call(server, '/api/blogPost/p1', { method: 'DELETE', headers: AUTH }),
    ).toMatchObject({
      status: 200,
    });
    expect(
      await call(server, '/api/news?id=n1', { method: 'DELETE', headers: AUTH }),
    ).toMatchObject({
      status: 200,
    });
    expect([...server.store.posts.keys()]).toEqual(['p2']);
    expect(server.store.news.has('n1')).toBe(false);
  });

  it('replays an idempotent write, refuses the key with another request, and wants a token', async () => {
    const server = seeded();
    const key = { 'Idempotency-Key': 'k1', 'If-Match': '"3"' };
    const first = await call(
      server,
      '/api/workshop',
      write('POST', { _id: 'w1', title: 'A' }, key),
    );
    const again = await call(
      server,
      '/api/workshop',
      write('POST', { _id: 'w1', title: 'A' }, key),
    );
    expect([first.status, first.replayed, again.status, again.replayed]).toEqual([
      200,
      null,
      200,
      'true',
    ]);
    expect(server.store.workshops.get('w1')?.version).toBe(4);
    expect(
      await call(server, '/api/workshop', write('POST', { _id: 'w1', title: 'B' }, key)),
    ).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(
      await call(server, '/api/workshop', { method: 'POST', body: '{"_id":"w1"}' }),
    ).toMatchObject({ status: 401 });
  });

  it('takes overrides until they are reset, and fails every request while offline', async () => {
    const server = seeded();
    server.use(http.get('/api/courses', () => fail(503, 'DATABASE_UNAVAILABLE', 'Weg.')));
    expect((await call(server, '/api/courses')).status).toBe(503);
    server.resetHandlers();
    expect((await call(server, '/api/courses')).status).toBe(200);
    server.offline = true;
    await expect(server.fetch('/api/courses')).rejects.toThrow('Failed to fetch');
    server.offline = false;
    server.lose('after');
    await expect(
      server.fetch('/api/course', write('POST', { _id: 'c1', title: 'X' }, { 'If-Match': '"3"' })),
    ).rejects.toThrow('Failed to fetch');
    // Lost after the server: the write happened.
    expect(server.store.courses.get('c1')).toMatchObject({ title: 'X', version: 4 });
    expect(server.log.map((e) => e.status)).toEqual([503, 200, 'lost-after']);
  });
});
