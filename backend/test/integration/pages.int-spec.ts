import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { createDepartment, createCourse, createWorld } from '@test/factories/factories';
import { PublicCache } from '@/common/public-cache';

// The frontend's real build (`npm run build` runs before the suites in `npm test`).
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');

type World = Awaited<ReturnType<typeof createWorld>>;

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let shown: string;
  let later: string;

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) {
      throw new Error(`Kein Frontend-Build unter ${SSR_ENTRY}: zuerst \`npm run build\`.`);
    }
    t = await createTestApp({ STATIC_DIR, PUBLIC_URL: 'https://www.tus-musterstadt.de' });
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    const department = await createDepartment(t.db, { name: 'Leichtathletik', public: true });
    shown = (await createCourse(t.db, { departmentId: department.id, title: 'Lauftreff' })).course
      .id;
    later = (await createCourse(t.db, { departmentId: department.id, title: 'Sprinttraining' }))
      .course.id;
    expect((await admin.post(`/api/course/publish/${shown}`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Posts through the API (so the cached counts follow) until the blog has `count`. */
  async function postsUpTo(count: number): Promise<void> {
    const amount = await t.request({ method: 'GET', url: '/public/blogPostsAmount' });
    for (let n = amount.json().data.count as number; n < count; n += 1) {
      const res = await admin.post('/api/blogPost', { title: `Bericht ${n}`, text: 'Ein Tag.' });
      expect(res.statusCode).toBe(201);
    }
  }

  it('answers a public page with its content, language, canonical, hreflang and hydration data', async () => {
    const res = await t.request({ method: 'GET', url: '/de/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Lauftreff'); // the published course, in the HTML itself
    expect(res.body).not.toContain('Sprinttraining'); // not published
    expect(res.body).not.toContain('Kinderturnen'); // its department is not public
    expect(res.body).toContain('<link rel="canonical" href="https://www.tus-musterstadt.de/de/">');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.tus-musterstadt.de/en/">',
    );
    expect(res.body).toMatch(/<script type="application\/json" id="vh-state">\{"queries"/);
    // The course filter's categories come from /config, in the HTML (not only after hydration).
    expect(res.body).toContain('<option value="maennergruppe">Männergruppe</option>');
    // Styles are in the HTML (Griffel), so the page is styled before any script runs.
    expect(res.body).toContain('data-make-styles-bucket');
  });

  it('renders the English page in English', async () => {
    const res = await t.request({ method: 'GET', url: '/en/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<link rel="canonical" href="https://www.tus-musterstadt.de/en/">');
  });

  it('caches the bytes: the same strong ETag, 304 on revalidation, a gzip copy', async () => {
    const first = await t.request({ method: 'GET', url: '/de/' });
    const second = await t.request({
      method: 'GET',
      url: '/de/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-encoding']).toBe('gzip');
    const revalidated = await t.request({
      method: 'GET',
      url: '/de/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('drops a cached page when content it shows changes', async () => {
    const before = await t.request({ method: 'GET', url: '/de/' });
    expect(before.body).not.toContain('Sprinttraining');
    expect((await admin.post(`/api/course/publish/${later}`)).statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/de/' });
    expect(after.body).toContain('Sprinttraining');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('renders and keeps a page once, whatever unknown query parameters it is asked with', async () => {
    const cache = t.app.get(PublicCache);
    const plain = await t.request({ method: 'GET', url: '/de/impressum' });
    for (const query of ['utm_source=newsletter&fbclid=abc', 'x=1', 'seite=abc']) {
      const tracked = await t.request({ method: 'GET', url: `/de/impressum?${query}` });
      expect(tracked.statusCode).toBe(200);
      expect(tracked.headers.etag).toBe(plain.headers.etag);
    }
    expect(cache.keptPages().filter((url) => url.startsWith('/de/impressum'))).toEqual([
      '/de/impressum',
    ]);
    // The blog's page number is read, and kept apart; the rest is left out.
    await postsUpTo(11);
    await t.request({ method: 'GET', url: '/de/blog?utm_medium=mail&seite=2' });
    await t.request({ method: 'GET', url: '/de/blog?seite=2' });
    await t.request({ method: 'GET', url: '/de/blog?fbclid=1' });
    expect(
      cache
        .keptPages()
        .filter((url) => url.startsWith('/de/blog'))
        .sort(),
    ).toEqual(['/de/blog', '/de/blog?seite=2']);
  });

  it('answers another spelling of a kept address with a 301 to its one spelling, keeping nothing', async () => {
    const cache = t.app.get(PublicCache);
    await postsUpTo(11);
    const before = cache.keptPages().length;
    for (const [url, location] of [
      ['/de/blog?seite=02', '/de/blog?seite=2'],
      ['/de/blog?seite=1', '/de/blog'],
      ['/de/blog?seite=2&seite=3', '/de/blog?seite=2'],
      ['/de/blog?se%69te=2', '/de/blog?seite=2'],
      ['/de/?kurse=alle&kontakt=gesendet', '/de/?kontakt=gesendet&kurse=alle'],
      // Another case, escaping or a trailing slash of the path: the render names the page's own.
      ['/de/BLOG?seite=2', '/de/blog?seite=2'],
      ['/de/%62log', '/de/blog'],
      ['/de/blog/', '/de/blog'],
      ['/de/Impressum', '/de/impressum'],
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    expect(cache.keptPages()).toHaveLength(before);
    const target = await t.request({ method: 'GET', url: '/de/blog?seite=2' });
    expect(target.statusCode).toBe(200);
  });

  it('answers a blog page past the last one, or a number that names none, with the 404 page, keeping none', async () => {
    const cache = t.app.get(PublicCache);
    const total = (await t.request({ method: 'GET', url: '/public/blogPostsAmount' })).json().data
      .count as number;
    const past = Math.ceil(total / 10) + 1;
    for (const url of [
      `/de/blog?seite=${past}`,
      '/de/blog?seite=500',
      '/de/blog?seite=0',
      '/de/blog?seite=abc',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('Seite nicht gefunden');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.headers['x-vh-complete']).toBeUndefined();
    }
    const english = await t.request({ method: 'GET', url: `/en/blog?seite=${past}` });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('Page not found');
    const kept = cache.keptPages().filter((url) => url.includes('seite='));
    for (const value of [String(past), '500', '0', 'abc'])
      expect(kept.filter((url) => url.endsWith(`seite=${value}`))).toEqual([]);
    // The JSON API the same: no page past the last, no other spelling of a number.
    for (const url of [`/public/blogPosts/${past}`, '/public/blogPosts/01']) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(cache.keyForUrl(url)).toBeUndefined();
    }
  });

  it("renders an age the course filter sent without JavaScript that is none with the field's hint, in both languages", async () => {
    const cache = t.app.get(PublicCache);
    for (const [lang, hint] of [
      ['de', 'Bitte eine Zahl ab 0 eingeben.'],
      ['en', 'Please enter a number from 0.'],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/${lang}/?alter_von=zehn&alter_bis=` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /<input[^>]*value="zehn"[^>]*name="alter_von"|<input[^>]*name="alter_von"[^>]*value="zehn"/,
      );
      expect(res.body).toContain(hint);
      expect(res.body).toContain('data-vh-query="alter_von=zehn"');
    }
    expect(cache.keptPages().filter((url) => url.includes('alter_von'))).toEqual([]);
  });

  it('renders a mailed link with its token, and neither the server nor the service worker keeps it', async () => {
    const cache = t.app.get(PublicCache);
    const withToken = await t.request({
      method: 'GET',
      url: '/de/resetPassword?token=geheim-0123456789abcdefghij',
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).not.toContain('set-password-no-token');
    // Canonical, hreflang and og:url name the page, not the visitor's token (the language links
    // in the page keep it: the link still works in the other language).
    const head = withToken.body.split('</head>')[0];
    expect(head).toContain(
      '<link rel="canonical" href="https://www.tus-musterstadt.de/de/resetPassword">',
    );
    expect(head).not.toContain('geheim');
    const without = await t.request({ method: 'GET', url: '/de/resetPassword' });
    expect(without.body).toContain('set-password-no-token');
    expect(cache.keptPages().filter((url) => url.includes('geheim'))).toEqual([]);
    // Nor does the service worker keep it (only pages marked complete go to its page cache).
    expect(without.headers['x-vh-complete']).toBe('1');
    expect(withToken.headers['x-vh-complete']).toBeUndefined();
  });

  it('redirects the root and unknown language prefixes to German', async () => {
    const root = await t.request({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/de/');
    const french = await t.request({ method: 'GET', url: '/fr/blog?seite=2' });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/de/blog?seite=2');
  });

  it('answers the account area with the client-rendered shell, never indexed', async () => {
    const res = await t.request({ method: 'GET', url: '/de/account/angebote' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('id="vh-state"');
    // The theme's colours are in the shell too (offline, the service worker answers with it).
    expect(res.body).toMatch(/<style id="vh-theme">:root\{color-scheme:light;--/);
    expect(res.body).toContain('html[data-theme="dark"]{color-scheme:dark;--');
    // The shell has nothing to paint first: its scripts load from their own tags at once.
    expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
    expect(res.body).not.toContain('id="vh-scripts"');
  });

  it("starts a rendered page's scripts after its first paint, from the list at its end", async () => {
    const res = await t.request({ method: 'GET', url: '/de/' });
    // No script or module-preload tag the browser would fetch before painting the page.
    expect(res.body).not.toMatch(/<script[^>]*\ssrc=/);
    expect(res.body).not.toContain('rel="modulepreload"');
    // Followed by the early controls' inline script only (pages/early-controls).
    const block =
      /<script type="application\/json" id="vh-scripts">([^<]*)<\/script>(?:<script>[^]*?<\/script>)?\s*<\/body>/.exec(
        res.body,
      );
    expect(block).not.toBeNull();
    const { entry, preload } = JSON.parse(block![1]!) as { entry: string; preload: string[] };
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(preload.length).toBeGreaterThan(0);
    for (const file of [entry, ...preload]) {
      const asset = await t.request({ method: 'GET', url: file });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('serves the HTML files the service worker precaches as files, not as pages', async () => {
    for (const url of ['/index.html', '/offline.html', '/offline-en.html']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
    const offline = await t.request({ method: 'GET', url: '/offline.html' });
    expect(offline.body).toContain('<h1>Du bist offline</h1>');
    const english = await t.request({ method: 'GET', url: '/offline-en.html' });
    expect(english.body).toContain('<h1>You are offline</h1>');
  });

  it('allows its inline scripts by hash in the Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/de/' });
    const csp = String(res.headers['content-security-policy']);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    // The pre-paint script in the head, the early controls at the end of the body.
    expect(inline).toHaveLength(2);
    const { createHash } = await import('node:crypto');
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('a page form posted without the app, answered as a page', () => {
  let t: TestApp;
  const post = (url: string, fields: Record<string, string>) =>
    t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    // One anonymous write a minute: the second post meets the rate limit.
    t = await createTestApp({ STATIC_DIR, PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(() => t.close());

  it('renders the start page again with what was typed and the refusal, never kept', async () => {
    const res = await post('/en/', { name: 'Ida', email: 'ida@example', message: 'kurz' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('data-testid="contact-answer"');
    expect(res.body).toContain('value="ida@example"');
    // The answer travels to the app for hydration, with the server's code.
    expect(res.body).toContain('"VALIDATION_FAILED"');
  });

  it('says when to try again on the page of a rate limit, as the envelope does', async () => {
    const res = await post('/de/', {
      name: 'Ida Idealfall',
      email: 'ida@example.de',
      subject: 'Probetraining',
      message: 'Darf ich einmal mitturnen?',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('data-testid="contact-answer"');
    expect(res.body).toContain('value="Ida Idealfall"');
  });
});
