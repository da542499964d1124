import sharp from 'sharp';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch } from '@test/utils/http';
import { createClub, createUser } from '@test/factories/factories';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';

/** The site's identity files: made from the club's settings, never the demo club's. */
describe('manifest, app icons and favicon of the club', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the product until the setup, then the club; a change shows in the next answer', async () => {
    const before = await as(t).get('/manifest.webmanifest');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(before.json()).toMatchObject({ name: 'Vereinsheim', start_url: '/de/' });

    const club = await createClub(t.db, { name: 'Turnverein Beispielstadt 1901 e.V.' });
    const user = await createUser(t.db, { email: 'vorstand@verein.example', roles: ['owner'] });
    const owner = as(t, (await t.login(user.email)).token);
    // The setup (or a save) drops the cached manifest; here the row came from the factory.
    const saved = await owner.put(
      '/api/club',
      {
        name: 'Turnverein Beispielstadt 1901 e.V.',
        short_name: 'TV Beispiel',
        founding_year: 1901,
      },
      ifMatch(club.version),
    );
    expect(saved.statusCode).toBe(200);
    const manifest = (await as(t).get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Turnverein Beispielstadt 1901 e.V.',
      short_name: 'TV Beispiel',
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);
    expect(JSON.stringify(manifest)).not.toMatch(/Musterstadt|TuS/);
  });

  it('draws each icon in its size from the settings, tagged by their version', async () => {
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
    ] as const) {
      const res = await as(t).get(`/icons/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      const again = await as(t).get(`/icons/${file}`, { 'if-none-match': res.headers.etag! });
      expect(again.statusCode).toBe(304);
    }
    const favicon = await as(t).get('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    // The crest: the short name (≤ 4 letters) or the initials, and the founding year.
    expect(favicon.body).toContain('>TB<');
    expect(favicon.body).toContain('>1901<');
    expect((await as(t).get('/icons/evil.png')).statusCode).toBe(404);
  });

  it('makes the icons from an uploaded logo, shows its small rendition, and back to the crest', async () => {
    const user = await createUser(t.db, { email: 'admin@verein.example', roles: ['admin'] });
    const admin = as(t, (await t.login(user.email)).token);
    const before = await as(t).get('/icons/icon-192.png');
    const { payload, headers } = multipart(await pngImage(600, 300), { filename: 'logo.png' });
    const uploaded = await admin.post('/api/club/logo', payload, headers);
    expect(uploaded.statusCode).toBe(200);
    const club = (await as(t).get('/public/club')).json().data;
    expect(club.logo).toMatch(/^\/uploads\/[0-9a-f-]{36}-320\.webp$/);
    expect((await as(t).get(club.logo as string)).statusCode).toBe(200);
    // A new version, so a new tag: the browser's copy of the crest is not kept.
    const icon = await as(t).get('/icons/icon-192.png', { 'if-none-match': before.headers.etag! });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers.etag).not.toBe(before.headers.etag);
    const meta = await sharp(icon.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([192, 192]);
    // The logo is 2:1, contained on white: the top row is white, the middle is the picture.
    const { data } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect(icon.rawPayload.equals(before.rawPayload)).toBe(false);
    // The favicon follows the logo (a picture: the PNG icon).
    expect((await as(t).get('/favicon.svg')).headers['content-type']).toBe('image/png');

    const removed = await admin.delete('/api/club/logo');
    expect(removed.statusCode).toBe(200);
    expect((await as(t).get('/public/club')).json().data.logo).toBeNull();
    expect((await as(t).get(club.logo as string)).statusCode).toBe(404);
    expect((await as(t).get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses a file that is no image, and a logo from someone without club:manage', async () => {
    const user = await createUser(t.db, { email: 'kurs@verein.example', roles: ['course'] });
    const course = as(t, (await t.login(user.email)).token);
    const { payload, headers } = multipart(await pngImage(64, 64), { filename: 'logo.png' });
    // Without the permission the route is not there for them (the product's default deny).
    expect((await course.post('/api/club/logo', payload, headers)).statusCode).toBe(404);
    const owner = await createUser(t.db, { email: 'chef@verein.example', roles: ['owner'] });
    const admin = as(t, (await t.login(owner.email)).token);
    const fake = multipart(Buffer.from('%PDF-1.4 not an image'), { filename: 'logo.png' });
    const refused = await admin.post('/api/club/logo', fake.payload, fake.headers);
    expect(refused.statusCode).toBe(415);
    expect((await as(t).get('/public/club')).json().data.logo).toBeNull();
  });
});
