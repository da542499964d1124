import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { createDepartment, createNews, createPost, createUser } from '@test/factories/factories';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { demoImages } from '@/seed/demo-images';

const BASE = 'https://www.tus-beispiel.de';

describe('robots.txt, sitemap.xml and the RSS feeds', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let postId: string;
  let blockedId: string;
  let newsId: string;
  let photoURL: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${BASE}/` });
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    photoURL = (await demoImages(storage).photo({ pictogram: 'runner' }))!;
    await createDepartment(t.db, { name: 'Rhönrad & Akrobatik', title: 'Rhönrad' });
    await createDepartment(t.db, { name: 'Versteckt', public: false });
    const post = await createPost(t.db, {
      title: 'Sieg für <Team> & "Freunde"',
      text: '<p>Erster Absatz mit <strong>fett</strong> &amp; mehr.</p><p>Zweiter Absatz.</p>',
      photoUrl: photoURL,
      createdAt: new Date('2026-03-01T10:00:00Z'),
      updatedAt: new Date('2026-03-02T12:00:00Z'),
    });
    postId = post.id;
    blockedId = (await createPost(t.db, { title: 'Gesperrt', blocked: true })).id;
    newsId = (
      await createNews(t.db, { title: 'Halle <zu>', text: 'Am Montag & Dienstag geschlossen.' })
    ).id;
    const user = await createUser(t.db, { roles: ['admin'] });
    admin = as(t, (await t.login(user.email)).token);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('serves robots.txt with the account pages and the API disallowed and the sitemap URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /de/account',
        'Disallow: /en/account',
        'Disallow: /api/',
        '',
        `Sitemap: ${BASE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists every public page in both languages with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of ['', 'blog', 'volkslauf', 'formulare', 'sportstaetten', 'fsj']) {
      for (const lang of ['de', 'en']) expect(xml).toContain(`<loc>${BASE}/${lang}/${page}</loc>`);
    }
    for (const page of ['impressum', 'datenschutz', 'haftunsausschluss', 'workshop']) {
      expect(xml).toContain(`<loc>${BASE}/en/${page}</loc>`);
    }
    const department = `abteilung/${encodeURIComponent('Rhönrad & Akrobatik')}`;
    expect(xml).toContain(`<loc>${BASE}/de/${department}</loc>`);
    expect(xml).not.toContain('Versteckt');
    expect(xml).not.toContain(blockedId);
    const entry = xml
      .split('<url>')
      .find((u) => u.includes(`<loc>${BASE}/en/beitrag/${postId}</loc>`));
    expect(entry).toContain('<lastmod>2026-03-02T12:00:00.000Z</lastmod>');
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${BASE}/de/beitrag/${postId}"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${BASE}/en/beitrag/${postId}"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/de/beitrag/${postId}"/>`,
    );
    // The news item has its page too.
    expect(xml).toContain(`<loc>${BASE}/en/news/${newsId}</loc>`);
    // Each page appears once per language.
    expect(xml.match(/<url>/g)).toHaveLength(2 * (10 + 1 + 1 + 1));
  });

  it('serves the blog feed as RSS 2.0 with escaped text, absolute links and the image', async () => {
    const res = await get('/feed/blog.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      `<atom:link href="${BASE}/feed/blog.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toContain('<title>Sieg für &lt;Team&gt; &amp; &quot;Freunde&quot;</title>');
    expect(xml).toContain(`<link>${BASE}/de/beitrag/${postId}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${BASE}/de/beitrag/${postId}</guid>`);
    expect(xml).toContain(
      '<description>Erster Absatz mit fett &amp; mehr. Zweiter Absatz.</description>',
    );
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 10:00:00 GMT</pubDate>');
    const image = await get(photoURL);
    expect(xml).toContain(
      `<enclosure url="${BASE}${photoURL}" length="${image.rawPayload.length}" type="image/jpeg"/>`,
    );
    expect(xml).not.toContain('Gesperrt');
  });

  it('serves the news feed with plain-text descriptions', async () => {
    const res = await get('/feed/news.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toContain('<title>Halle &lt;zu&gt;</title>');
    expect(res.body).toContain('<description>Am Montag &amp; Dienstag geschlossen.</description>');
    // The channel links the home page; each item its own place in the home page's feed.
    expect(res.body).toContain(`<link>${BASE}/de/</link>`);
    expect(res.body).toContain(`<link>${BASE}/de/news/${newsId}</link>`);
    expect(res.body).toContain(`<guid isPermaLink="false">urn:uuid:${newsId}</guid>`);
  });

  it('answers from the byte cache: strong ETag, 304 and gzip', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toBe('accept-encoding');
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('drops the feed and the sitemap when a post is published, a department is shown or news added', async () => {
    const feedTag = String((await get('/feed/blog.xml')).headers.etag);
    const mapTag = String((await get('/sitemap.xml')).headers.etag);
    const newsTag = String((await get('/feed/news.xml')).headers.etag);

    const created = await admin.post('/api/blogPost', {
      title: 'Frisch veröffentlicht',
      text: '<p>Neu im Blog.</p>',
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data._id;
    const feed = await get('/feed/blog.xml', { 'if-none-match': feedTag });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title>Frisch veröffentlicht</title>');
    // Newest first.
    expect(feed.body.indexOf('Frisch veröffentlicht')).toBeLessThan(feed.body.indexOf('Sieg für'));
    const map = await get('/sitemap.xml', { 'if-none-match': mapTag });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain(`<loc>${BASE}/de/beitrag/${id}</loc>`);

    const department = await createDepartment(t.db, { name: 'Schach', public: false });
    const shown = await admin.post('/api/departments/triggerPublic', {
      _id: department.id,
      public: true,
    });
    expect(shown.statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${BASE}/en/abteilung/Schach</loc>`);

    expect(
      (await admin.post('/api/news', { title: 'Neue Trikots', text: 'Sie sind da!' })).statusCode,
    ).toBe(201);
    const news = await get('/feed/news.xml', { 'if-none-match': newsTag });
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain('<title>Neue Trikots</title>');
  });

  it("lists each venue's hall plan, also a venue added after the sitemap was built", async () => {
    const tag = String((await get('/sitemap.xml')).headers.etag);
    const venue = await admin.post('/api/locations', {
      name: 'Sporthalle Nord',
      description: 'Dreifeldhalle.',
      postal_code: '12345',
      city: 'Musterstadt',
      address: 'Nordring 1',
    });
    expect(venue.statusCode).toBe(201);
    const id: string = venue.json().data._id;
    const map = await get('/sitemap.xml', { 'if-none-match': tag });
    expect(map.statusCode).toBe(200);
    for (const lang of ['de', 'en'])
      expect(map.body).toContain(`<loc>${BASE}/${lang}/sportstaetten/${id}</loc>`);
  });
});
