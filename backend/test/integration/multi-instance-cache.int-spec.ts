import { Client } from 'pg';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import { WITH_FRONTEND, type Answer, type ServerProcess } from '@test/utils/server-process';
import { withAdminClient } from '@test/utils/test-database';

/**
 * Two built instances A and B (MULTI_INSTANCE=true, each with its own DATA_DIR) on one PostgreSQL
 * database with the demo club: what is written through A is what B serves, JSON and pages, soon
 * after the write (LISTEN/NOTIFY, common/cache-bus.ts). The safety expiry is set to an hour, so
 * only the notifications can make B see a change here.
 */
const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;
const DEMO_PASSWORD = 'Turnen1887!';
/** A safety cap for the polls (the notification itself takes milliseconds). */
const SEEN_WITHIN_MS = 3_000;

/** The fields PUT /api/club takes (the settings' answer has more: version, the § 5 DDG gaps). */
const CLUB_FIELDS = [
  'short_name',
  'founding_year',
  'street',
  'postal_code',
  'city',
  'phone',
  'email',
  'office_hours',
  'child_welfare',
  'register_court',
  'register_number',
  'board',
  'social',
  'office_email',
  'mail_sender_name',
  'workshop_user_email',
  'workshop_user_name',
];
const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

suite('two instances, one public site', () => {
  let site: InstanceSite;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  beforeAll(async () => {
    site = await instanceSite('cache');
    [a, b] = (await site.start({
      ...WITH_FRONTEND,
      MULTI_INSTANCE: 'true',
      // One site: the address visitors use is the proxy's, the same for both.
      PUBLIC_URL: 'http://localhost:8080',
      CACHE_MAX_AGE_SECONDS: '3600',
      // The job runner says so at info level.
      LOG_LEVEL: 'info',
    })) as [ServerProcess, ServerProcess];
    const login = await a.request('POST', '/api/login', {
      body: { email: 'admin@tus-musterstadt.de', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    token = login.json<{ data: { access_token: string } }>().data.access_token;
  }, 120_000);

  afterAll(() => site.destroy());

  const write = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await a.request(method, path, {
      body,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status).toBeLessThan(300);
    return res;
  };

  /** Polls B until `check` holds for its answer; the time it took, or a failure after the cap. */
  async function seenOnB(path: string, check: (answer: Answer) => boolean): Promise<number> {
    const started = Date.now();
    for (;;) {
      const answer = await b.request('GET', path);
      if (check(answer)) return Date.now() - started;
      if (Date.now() - started > SEEN_WITHIN_MS) {
        throw new Error(`B still serves the old ${path}: ${answer.body.slice(0, 300)}`);
      }
      await sleep(50);
    }
  }

  it('a news item written through A is in B’s JSON and B’s home page, with a new ETag', async () => {
    // B has both cached (the second answer is a hit with the same ETag).
    const json = await b.request('GET', '/public/news');
    const page = await b.request('GET', '/de/');
    expect(page.status).toBe(200);
    expect((await b.request('GET', '/public/news')).headers.etag).toBe(json.headers.etag);
    expect((await b.request('GET', '/de/')).headers.etag).toBe(page.headers.etag);

    const title = `Hallensperrung ${Date.now()}`;
    await write('POST', '/api/news', { title, text: 'Die Halle ist am Montag zu.' });
    await seenOnB('/public/news', (res) => res.body.includes(title));
    expect((await a.request('GET', '/de/')).body).toContain(title);
    await seenOnB('/de/', (res) => res.body.includes(title));
    const again = await b.request('GET', '/de/', {
      headers: { 'if-none-match': page.headers.etag as string },
    });
    expect(again.status).toBe(200);
    expect(again.headers.etag).not.toBe(page.headers.etag);
  });

  it('the club renamed through A names B’s pages, feeds, calendars and manifest', async () => {
    // B has them cached.
    for (const path of ['/de/', '/de/impressum', '/feed/blog.xml', '/manifest.webmanifest']) {
      expect((await b.request('GET', path)).status).toBe(200);
    }
    const auth = { authorization: `Bearer ${token}` };
    const current = (await a.request('GET', '/api/club', { headers: auth })).json<{
      data: Record<string, unknown> & { version: number };
    }>().data;
    const name = `Turnverein Zweistadt ${Date.now()} e.V.`;
    const saved = await a.request('PUT', '/api/club', {
      // The settings as the screen sends them: every field of the form, the new name.
      body: { ...pick(current, CLUB_FIELDS), name },
      headers: {
        ...auth,
        'if-match': `"${current.version}"`,
        'idempotency-key': crypto.randomUUID(),
      },
    });
    expect(saved.status).toBe(200);
    await seenOnB('/de/', (res) => res.body.includes(`<title>${name}</title>`));
    await seenOnB('/de/impressum', (res) => res.body.includes(name));
    await seenOnB('/feed/blog.xml', (res) => res.body.includes(`<title>${name} – Blog</title>`));
    await seenOnB('/calendar/club.ics', (res) => res.body.includes(`PRODID:-//${name}//`));
    await seenOnB('/manifest.webmanifest', (res) => res.json<{ name: string }>().name === name);
  });

  it('a club text saved through A is on B’s page at once', async () => {
    // B has the page cached.
    expect((await b.request('GET', '/de/haftunsausschluss')).status).toBe(200);
    const auth = { authorization: `Bearer ${token}` };
    const current = (
      await a.request('GET', '/api/texts/haftungsausschluss', { headers: auth })
    ).json<{
      data: { version: number };
    }>().data;
    const line = `Für Links haften wir nicht (${Date.now()}).`;
    const saved = await a.request('PUT', '/api/texts/haftungsausschluss', {
      body: { de: `<p>${line}</p>` },
      headers: {
        ...auth,
        'if-match': `"${current.version}"`,
        'idempotency-key': crypto.randomUUID(),
      },
    });
    expect(saved.status).toBe(200);
    await seenOnB('/de/haftunsausschluss', (res) => res.body.includes(line));
    await seenOnB('/public/text/haftungsausschluss', (res) => res.body.includes(line));
  });

  it('a document renamed through A is in B’s list of documents and B’s footer', async () => {
    expect((await b.request('GET', '/public/forms')).status).toBe(200);
    expect((await b.request('GET', '/de/')).status).toBe(200);
    const auth = { authorization: `Bearer ${token}` };
    const docs = (await a.request('GET', '/api/documents', { headers: auth })).json<{
      data: { _id: string; file: string; version: number; category: string }[];
    }>().data;
    const satzung = docs.find((d) => d.file === 'satzung.pdf')!;
    const title = `Satzung ${Date.now()}`;
    const saved = await a.request('PUT', `/api/documents/${satzung._id}`, {
      body: { title, category: satzung.category },
      headers: { ...auth, 'if-match': `"${satzung.version}"` },
    });
    expect(saved.status).toBe(200);
    await seenOnB('/public/forms', (res) => res.body.includes(title));
    await seenOnB('/de/', (res) => res.body.includes(title));
  });

  it('a post blocked through A is gone from B’s public list', async () => {
    const title = `Sperrbeitrag ${Date.now()}`;
    const created = await write('POST', '/api/blogPost', { title, text: '<p>Bald weg.</p>' });
    const id = created.json<{ data: { _id: string } }>().data._id;
    await seenOnB('/public/blogPosts/1', (res) => res.body.includes(title));
    await write('POST', `/api/blogPost/block/${id}`);
    await seenOnB('/public/blogPosts/1', (res) => res.status === 200 && !res.body.includes(title));
  });

  it('a page has the same ETag on both instances, so a browser’s copy from A is a 304 on B', async () => {
    for (const path of ['/de/', '/de/blog', '/en/']) {
      const fromA = await a.request('GET', path);
      expect(fromA.status).toBe(200);
      // Rendered on B at another moment (its clock is in the page's state).
      await sleep(20);
      const onB = await b.request('GET', path, {
        headers: { 'if-none-match': fromA.headers.etag as string },
      });
      expect({ path, status: onB.status }).toEqual({ path, status: 304 });
    }
  });

  it('a listener that lost its connection drops B’s cache when it is back', async () => {
    const before = await b.request('GET', '/public/news');
    expect(before.status).toBe(200);
    // B's LISTEN connection ends; A writes while it is away, so B misses the notification.
    const terminated = await withAdminClient(url!, (c) =>
      c.query<{ ok: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE datname = $1 AND query = 'LISTEN vh_cache'`,
        [new URL(site.databaseUrl).pathname.slice(1)],
      ),
    );
    expect(terminated.rows.length).toBe(2);
    const title = `Nach der Lücke ${Date.now()}`;
    await write('POST', '/api/news', { title, text: 'Während B nicht zuhörte.' });
    await seenOnB('/public/news', (res) => res.body.includes(title));
    // Back: B listens again, and a change through A reaches it as before.
    for (
      let i = 0;
      i < 200 && !b.output().includes('Cache-Benachrichtigungen wieder verbunden');
      i++
    )
      await sleep(50);
    expect(b.output()).toContain('Cache-Benachrichtigungen wieder verbunden');
    const next = `Wieder verbunden ${Date.now()}`;
    await write('POST', '/api/news', { title: next, text: 'B hört wieder zu.' });
    await seenOnB('/public/news', (res) => res.body.includes(next));
  });

  // Last: it kills one of the two.
  it('one instance runs the timed jobs; when it dies, the other takes over', async () => {
    const RUNNER = 'Diese Instanz führt die zeitgesteuerten Aufgaben aus.';
    const runners = [a, b].filter((s) => s.output().includes(RUNNER));
    expect(runners).toHaveLength(1);
    const [runner] = runners;
    const other = runner === a ? b : a;
    // Only the runner's jobs ran at start (the support inbox's retry and purge, the retention).
    expect(other.output()).not.toMatch(/Support-Job|Aufbewahrung:/);
    await runner!.kill();
    const deadline = Date.now() + 20_000;
    while (!other.output().includes(RUNNER) && Date.now() < deadline) await sleep(100);
    expect(other.output()).toContain(RUNNER);
  }, 40_000);
});

suite('a change no notification announced', () => {
  let site: InstanceSite;
  let server: ServerProcess;

  beforeAll(async () => {
    site = await instanceSite('expiry', 1);
    [server] = (await site.start({
      MULTI_INSTANCE: 'true',
      CACHE_MAX_AGE_SECONDS: '5',
    })) as [ServerProcess];
  }, 120_000);

  afterAll(() => site.destroy());

  it('is served once the safety expiry (CACHE_MAX_AGE_SECONDS) has passed', async () => {
    const before = await server.request('GET', '/public/news');
    expect(before.status).toBe(200);
    // Written past the app, as when a notification is lost: nothing tells the cache.
    const title = `Ohne Benachrichtigung ${Date.now()}`;
    const db = new Client({ connectionString: site.databaseUrl });
    await db.connect();
    try {
      const { rowCount } = await db.query(
        'UPDATE news SET title = $1 WHERE id = (SELECT id FROM news ORDER BY id LIMIT 1)',
        [title],
      );
      expect(rowCount).toBe(1);
    } finally {
      await db.end();
    }
    // Still the cached bytes: the change is not read through on every request.
    expect((await server.request('GET', '/public/news')).body).toBe(before.body);
    // Then, at the latest after the expiry and one sweep (a quarter of it), the new title.
    const deadline = Date.now() + 15_000;
    let body = before.body;
    while (!body.includes(title) && Date.now() < deadline) {
      await sleep(250);
      body = (await server.request('GET', '/public/news')).body;
    }
    expect(body).toContain(title);
  }, 30_000);
});
