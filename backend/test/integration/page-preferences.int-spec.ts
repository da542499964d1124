import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { createUser, createWorld } from '@test/factories/factories';
import { posts } from '@/db/schema';
import { returnPath } from '@/pages/preferences';

// The frontend's real build (`npm run build` runs before the suites in `npm test`).
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The Set-Cookie headers of an answer, as one list. */
function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
}

/** The `<html …>` start tag of a page. */
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

/** The settings dial's dark theme toggle: aria-pressed, as the page says it. */
const darkPressed = (body: string) =>
  /<button[^>]*aria-pressed="(\w+)"[^>]*data-testid="settings-dark"/.exec(body)?.[1];

describe('the visitor choices posted without the app, and pages rendered by them', () => {
  let t: TestApp;
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, headers: { ...FORM, ...headers }, payload });

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) {
      throw new Error(`Kein Frontend-Build unter ${SSR_ENTRY}: zuerst \`npm run build\`.`);
    }
    t = await createTestApp({ STATIC_DIR, PUBLIC_URL: 'https://www.tus-musterstadt.de' });
    // A site that is set up (else every page leads to the setup notice).
    await createUser(t.db, { roles: ['owner'] });
  });
  afterAll(() => t.close());

  it('accepts the cookie notice: a cookie for the site, and back to the page it came from', async () => {
    const res = await post('/de/cookies', 'back=%2Fde%2Fblog%3Fseite%3D2', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/blog?seite=2');
    const [cookie] = setCookies(res.headers);
    expect(cookie).toMatch(/^vh\.cookies=accepted; Max-Age=31536000; Path=\/; /);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/); // PUBLIC_URL is https
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('sends the browser back only to a path of this site', async () => {
    for (const back of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example/x?y#z',
      '/./\\evil.example',
      'x',
      '',
    ]) {
      const res = await post('/en/cookies', new URLSearchParams({ back }).toString());
      expect({ back, location: res.headers.location }).toEqual({ back, location: '/en/' });
    }
    expect(returnPath('/de/abteilung/Turnen#kurse', 'de')).toBe('/de/abteilung/Turnen#kurse');
    expect(returnPath('/de/\r\nSet-Cookie: x', 'de')).toBe('/de/');
  });

  it('turns the theme round from the cookie', async () => {
    const toDark = await post('/de/design', 'theme=toggle&back=%2Fde%2F');
    expect(toDark.statusCode).toBe(303);
    expect(setCookies(toDark.headers)[0]).toMatch(/^vh\.theme=dark; /);
    const toLight = await post('/de/design', 'theme=toggle', { cookie: 'vh.theme=dark' });
    expect(setCookies(toLight.headers)[0]).toMatch(/^vh\.theme=light; /);
    expect(toLight.headers.location).toBe('/de/');
  });

  it("refuses another site's post and an unknown language, setting nothing", async () => {
    for (const url of ['/de/cookies', '/de/design']) {
      const foreign = await post(url, 'back=%2Fde%2F', { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('FORBIDDEN_ORIGIN');
      expect(setCookies(foreign.headers)).toEqual([]);
      const crossSite = await post(url, 'back=%2Fde%2F', { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    }
    const unknown = await post('/xx/cookies', 'back=%2Fde%2F');
    expect(unknown.statusCode).toBe(404);
    expect(setCookies(unknown.headers)).toEqual([]);
  });

  it('renders a page with the choices of its cookies: its own bytes, ETag and Vary', async () => {
    const plain = await t.request({ method: 'GET', url: '/de/impressum' });
    expect(htmlTag(plain.body)).toBe('<html lang="de">');
    expect(darkPressed(plain.body)).toBe('false');
    expect(plain.headers.vary).toBe('accept-encoding, cookie');
    const dark = await t.request({
      method: 'GET',
      url: '/de/impressum',
      headers: { cookie: 'other=1; vh.theme=dark; vh.cookies=accepted', 'accept-encoding': 'gzip' },
    });
    expect(dark.statusCode).toBe(200);
    expect(dark.headers['content-encoding']).toBe('gzip');
    expect(dark.headers.vary).toBe('accept-encoding, cookie');
    expect(dark.headers.etag).not.toBe(plain.headers.etag);
    const darkPlain = await t.request({
      method: 'GET',
      url: '/de/impressum',
      headers: { cookie: 'vh.theme=dark; vh.cookies=accepted' },
    });
    expect(htmlTag(darkPlain.body)).toBe(
      '<html data-theme="dark" data-cookies="accepted" lang="de">',
    );
    // The toggle says the page is dark (to a screen reader without JavaScript, too).
    expect(darkPlain.body.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(darkPressed(darkPlain.body)).toBe('true');
    expect(darkPlain.headers.etag).toBe(dark.headers.etag);
    // Revalidation compares with the variant's ETag: another variant's is not a match.
    const same = await t.request({
      method: 'GET',
      url: '/de/impressum',
      headers: {
        cookie: 'vh.theme=dark; vh.cookies=accepted',
        'if-none-match': String(dark.headers.etag),
      },
    });
    expect(same.statusCode).toBe(304);
    const other = await t.request({
      method: 'GET',
      url: '/de/impressum',
      headers: { cookie: 'vh.cookies=accepted', 'if-none-match': String(dark.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(htmlTag(other.body)).toBe('<html data-cookies="accepted" lang="de">');
    expect(darkPressed(other.body)).toBe('false');
    // The light theme is the page as it is; the stored bytes stay as they were.
    const light = await t.request({
      method: 'GET',
      url: '/de/impressum',
      headers: { cookie: 'vh.theme=light' },
    });
    expect(light.headers.etag).toBe(plain.headers.etag);
    const again = await t.request({ method: 'GET', url: '/de/impressum' });
    expect(htmlTag(again.body)).toBe('<html lang="de">');
  });
});

describe("a post's like posted without the app", () => {
  let t: TestApp;
  let postId: string;
  const like = (id: string, headers: Record<string, string> = {}, address?: string) =>
    t.request({
      method: 'POST',
      url: `/de/beitrag/${id}`,
      headers: { ...FORM, ...headers },
      payload: '',
      ...(address ? { remoteAddress: address } : {}),
    });
  const likesOf = async (id: string) =>
    (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!.likes;

  beforeAll(async () => {
    t = await createTestApp({ STATIC_DIR });
    const world = await createWorld(t.db);
    const admin = as(t, (await t.login(world.admin.email)).token);
    postId = (
      (await admin.post('/api/blogPost', { title: 'Sommerfest', text: 'Ein schöner Tag.' })).json()
        .data as { _id: string }
    )._id;
  });
  afterAll(() => t.close());

  it('counts once per device: the cookie it sets names the device', async () => {
    const first = await like(postId);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/de/beitrag/${postId}?like=danke#like`);
    const cookie = setCookies(first.headers)[0]!;
    expect(cookie).toMatch(/^vh\.deviceId=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const device = cookie.split(';')[0]!;
    expect(await likesOf(postId)).toBe(1);

    const again = await like(postId, { cookie: device });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/de/beitrag/${postId}?like=schon#like`);
    expect(setCookies(again.headers).filter((c) => c.startsWith('vh.deviceId='))).toEqual([]);
    expect(await likesOf(postId)).toBe(1);
    // The app's like with the same device id is the same device.
    const api = await t.request({
      method: 'POST',
      url: `/public/like/${postId}`,
      payload: { device_id: device.split('=')[1] },
    });
    expect(api.json().data).toEqual({ likes: 1, counted: false });
  });

  it('thanks only the browser whose like the post went back to, and only once', async () => {
    const fresh = (
      await as(t, (await t.login((await createUser(t.db, { roles: ['admin'] })).email)).token).post(
        '/api/blogPost',
        { title: 'Herbstlauf', text: 'Viele Läufer.' },
      )
    ).json().data as { _id: string };
    const liked = await like(fresh._id);
    expect(liked.headers.location).toBe(`/de/beitrag/${fresh._id}?like=danke#like`);
    const note = setCookies(liked.headers).find((c) => c.startsWith('vh.note='))!;
    expect(note).toMatch(
      new RegExp(
        `^vh\\.note=like\\.danke; Max-Age=120; Path=/de/beitrag/${fresh._id}; HttpOnly; SameSite=Lax$`,
      ),
    );
    const address = `/de/beitrag/${fresh._id}?like=danke`;
    const thanks = 'data-testid="post-like-note"';

    // The redirect's page, with the cookie the like set: the thanks, and the cookie is taken.
    const back = await t.request({
      method: 'GET',
      url: address,
      headers: { cookie: note.split(';')[0]! },
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(thanks);
    expect(back.body).toContain('Danke für dein Like!');
    expect(setCookies(back.headers).find((c) => c.startsWith('vh.note='))).toMatch(
      /^vh\.note=; Max-Age=0; Path=\/de\/beitrag\/[0-9a-f-]{36}; Expires=/,
    );

    // The same address shared, opened without the cookie, or with another note's: no thanks.
    for (const cookie of [undefined, 'vh.note=like.schon']) {
      const shared = await t.request({
        method: 'GET',
        url: address,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.body).not.toContain(thanks);
      expect(shared.body).not.toContain('Danke für dein Like!');
    }
  });

  it('renders the post with the answer once an address has used its likes of the day', async () => {
    const address = '10.24.0.1';
    // Three new likes per address, post and day (LIKES_PER_ADDRESS_AND_POST), each a new device.
    for (let i = 0; i < 3; i++) expect((await like(postId, {}, address)).statusCode).toBe(303);
    const refused = await like(postId, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('data-testid="post-like-answer"');
    expect(refused.body).toContain('genug Likes');
    // 1 from the test before, 3 from this address.
    expect(await likesOf(postId)).toBe(4);
  });

  it("refuses another site's post, an unknown post and an unknown language", async () => {
    const foreign = await like(postId, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN_ORIGIN');
    const missing = await like('6b3f2c1e-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const malformed = await like('kein-beitrag');
    expect(malformed.statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: `/xx/beitrag/${postId}`,
      headers: FORM,
      payload: '',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await likesOf(postId)).toBe(4);
  });
});
