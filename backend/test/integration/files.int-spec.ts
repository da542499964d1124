import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { jpegWithGps, pngBomb, pngImage } from '@test/utils/images';
import { createLocation, createWorld } from '@test/factories/factories';
import { locations } from '@/db/schema';

/** Small enough that a test can send a bit more than the limit. */
const LIMIT = 256 * 1024;

describe('image uploads (one pipeline) and GET /uploads/{name}', () => {
  let t: TestApp;
  let admin: Client;
  let adminToken: string;
  let department: Client;
  const stored = () => readdirSync(t.config.uploadDir).filter((name) => !name.startsWith('.'));
  const incoming = () => readdirSync(join(t.config.uploadDir, '.incoming'));

  const upload = async (
    id: string,
    file: Buffer,
    opts?: Parameters<typeof multipart>[1],
    extra: Record<string, string> = {},
  ) => {
    const { payload, headers } = multipart(file, opts);
    return admin.post(`/api/location/uploadImage/${id}`, payload, { ...headers, ...extra });
  };
  const fetchUpload = (url: string) => as(t).get(url);

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
    const world = await createWorld(t.db);
    adminToken = (await t.login(world.admin.email)).token;
    admin = as(t, adminToken);
    department = as(t, (await t.login(world.departmentUser.email)).token);
  });
  afterAll(() => t.close());

  describe('a real image', () => {
    it('stores a PNG under a server-made name with WebP renditions, never upscaled', async () => {
      const location = await createLocation(t.db);
      const res = await upload(location.id, await pngImage(1000, 500), {
        filename: '../../urlaub foto.png',
        contentType: 'image/png',
      });
      expect(res.statusCode).toBe(200);
      const { photoURL, version } = res.json().data;
      expect(photoURL).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(photoURL).not.toContain('urlaub');
      expect(version).toBe(2);
      const id = photoURL.slice('/uploads/'.length, -'.png'.length);
      expect(stored().sort()).toEqual(
        expect.arrayContaining([
          `${id}.png`,
          `${id}-320.webp`,
          `${id}-640.webp`,
          `${id}-1280.webp`,
        ]),
      );

      const widths: Record<string, number | undefined> = {};
      for (const w of [320, 640, 1280]) {
        const file = await fetchUpload(`/uploads/${id}-${w}.webp`);
        expect(file.headers['content-type']).toBe('image/webp');
        widths[w] = (await sharp(file.rawPayload).metadata()).width;
      }
      // The 1280 rendition of a 1000 px image stays 1000 px wide.
      expect(widths).toEqual({ 320: 320, 640: 640, 1280: 1000 });
    });

    it('turns a JPEG by its EXIF orientation and drops EXIF with the GPS position', async () => {
      const input = await jpegWithGps(800, 400);
      const before = await sharp(input).metadata();
      expect(before.exif?.length).toBeGreaterThan(0);
      expect(input.includes('Erika Mustermann')).toBe(true);

      const location = await createLocation(t.db);
      const res = await upload(location.id, input, { filename: 'IMG_0042.JPG' });
      expect(res.statusCode).toBe(200);
      const original = await fetchUpload(res.json().data.photoURL);
      expect(original.statusCode).toBe(200);
      const after = await sharp(original.rawPayload).metadata();
      expect(after).toMatchObject({ format: 'jpeg', width: 400, height: 800 });
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(original.rawPayload.includes('Erika Mustermann')).toBe(false);
      expect(original.rawPayload.includes('Exif\0\0')).toBe(false);
      const rendition = await fetchUpload(res.json().data.photoURL.replace('.jpg', '-320.webp'));
      expect((await sharp(rendition.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('serves an upload with its type, nosniff and long immutable caching', async () => {
      const location = await createLocation(t.db);
      const res = await upload(location.id, await pngImage(400, 300));
      const file = await fetchUpload(res.json().data.photoURL);
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
  });

  describe('refused uploads store nothing', () => {
    let location: Awaited<ReturnType<typeof createLocation>>;
    let before: string[];
    beforeEach(async () => {
      location = await createLocation(t.db);
      before = stored();
    });
    afterEach(async () => {
      expect(stored()).toEqual(before);
      expect(incoming()).toEqual([]);
      const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
      expect(row).toEqual(location);
    });

    it.each([
      [
        'an HTML page renamed .jpg',
        '<!doctype html><script>alert(1)</script>',
        'x.jpg',
        'image/jpeg',
      ],
      ['a PHP script renamed .png', '<?php system($_GET["c"]); ?>', 'shell.png', 'image/png'],
      [
        'an SVG renamed .jpg',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
        'logo.jpg',
        'image/jpeg',
      ],
    ])('refuses %s (415)', async (_what, content, filename, contentType) => {
      const res = await upload(location.id, Buffer.from(content), { filename, contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Nur Bilder im Format JPEG oder PNG können hochgeladen werden.',
      });
    });

    it('refuses a file with JPEG magic bytes that is not a JPEG', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const res = await upload(location.id, fake);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'Das Bild konnte nicht gelesen werden. Bitte wähle eine andere Datei.',
      );
    });

    it('refuses a decompression bomb by its pixel count', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(LIMIT);
      const res = await upload(location.id, bomb, { filename: 'bomb.png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Das Bild hat zu viele Pixel. Erlaubt sind höchstens 50 Megapixel.',
      });
    });

    it('refuses a file one byte over the limit with 413 and removes the temp file', async () => {
      const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(LIMIT)]).subarray(
        0,
        LIMIT + 1,
      );
      const res = await upload(location.id, big, { filename: 'gross.png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Die Datei ist zu groß. Erlaubt sind höchstens 0,3 MB.',
      });
    });

    it('asks for an image when the request has no file part or is not multipart', async () => {
      const json = await admin.post(`/api/location/uploadImage/${location.id}`, { file: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.json().details).toEqual({ file: 'Bitte wähle ein Bild aus.' });
    });
  });

  it('accepts a file of exactly the limit (the limit is inclusive)', async () => {
    const png = await pngImage(64, 64);
    // Bytes after IEND are ignored by PNG decoders: pad a real PNG to the limit.
    const exact = Buffer.concat([png, Buffer.alloc(LIMIT - png.length)]);
    const location = await createLocation(t.db);
    expect((await upload(location.id, exact, { filename: 'genau.png' })).statusCode).toBe(200);
  });

  it('answers 413 while the oversized body is still arriving (nothing waits for all of it)', async () => {
    // Over real HTTP, a request whose body never ends: a server that buffered the whole file
    // before checking its size could never answer.
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const location = await createLocation(t.db);
    const { payload, headers } = multipart(Buffer.alloc(LIMIT * 2, 0x42), { filename: 'x.png' });
    const start = payload.indexOf('\r\n\r\n') + 4;
    const png = await pngImage(10, 10);
    png.copy(payload, start);
    const withoutEnd = payload.subarray(0, start + LIMIT * 2);
    let sent = 0;
    const result = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          method: 'POST',
          path: `/api/location/uploadImage/${location.id}`,
          headers: { ...headers, authorization: `Bearer ${adminToken}` },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, text });
          });
        },
      );
      req.on('error', reject);
      for (let offset = 0; offset < withoutEnd.length; offset += 16 * 1024) {
        const piece = withoutEnd.subarray(offset, offset + 16 * 1024);
        sent += piece.length;
        req.write(piece);
      }
      // No req.end(): the closing boundary never comes.
    });
    t.app.getHttpServer().closeAllConnections();
    expect(sent).toBeLessThan(payload.length);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text).code).toBe('PAYLOAD_TOO_LARGE');
    expect(incoming()).toEqual([]);
  });

  describe('the location image', () => {
    it('replaces the previous image, deletes its files and shows the new one publicly', async () => {
      const location = await createLocation(t.db);
      const first = (await upload(location.id, await pngImage(700, 400))).json().data.photoURL;
      const firstId = first.slice(9, -4);
      const second = await upload(location.id, await jpegWithGps(), {}, idempotencyKey());
      expect(second.statusCode).toBe(200);
      const secondUrl = second.json().data.photoURL;
      expect(stored().filter((n) => n.startsWith(firstId))).toEqual([]);
      expect((await fetchUpload(first)).statusCode).toBe(404);
      const listed = (await as(t).get('/public/locations')).json().data;
      expect(listed.find((l: { _id: string }) => l._id === location.id).photoURL).toBe(secondUrl);
    });

    it('deletes the image files with the location', async () => {
      const location = await createLocation(t.db);
      const url = (await upload(location.id, await pngImage(300, 300))).json().data.photoURL;
      expect((await admin.delete(`/api/locations?id=${location.id}`)).statusCode).toBe(200);
      expect(stored().filter((n) => n.startsWith(url.slice(9, -4)))).toEqual([]);
    });

    it('refuses a department user (no LocationsManage) with 404, leaving row and files unchanged', async () => {
      const location = await createLocation(t.db, { photoUrl: '/demo/halle.jpg' });
      const before = stored();
      const { payload, headers } = multipart(await pngImage(300, 300));
      const res = await department.post(
        `/api/location/uploadImage/${location.id}`,
        payload,
        headers,
      );
      expect(res.statusCode).toBe(404);
      const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
      expect(row).toEqual(location);
      expect(stored()).toEqual(before);
    });

    it('answers 404 for a missing location before storing anything', async () => {
      const before = stored();
      const res = await upload(randomUUID(), await pngImage(300, 300));
      expect(res.statusCode).toBe(404);
      expect(stored()).toEqual(before);
    });

    it('replaces a seeded (non-upload) image URL without deleting any stored file', async () => {
      const location = await createLocation(t.db, { photoUrl: '/demo/halle.jpg' });
      const before = stored();
      const res = await upload(location.id, await pngImage(300, 300));
      expect(res.json().data.photoURL).toMatch(/^\/uploads\//);
      expect(stored()).toEqual(expect.arrayContaining(before));
      expect(stored()).toHaveLength(before.length + 4);
    });
  });

  describe('GET /uploads/{name}', () => {
    it.each([
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpostgres%2Fpg_hba.conf',
      '.incoming',
      'manifest.json',
      `${randomUUID()}.html`,
      `${randomUUID().toUpperCase()}.png`,
      `${randomUUID()}.png%00.html`,
    ])('answers 404 with the envelope for %s', async (name) => {
      const res = await fetchUpload(`/uploads/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('answers 404 with the envelope for a missing server-made name', async () => {
      const res = await fetchUpload(`/uploads/${randomUUID()}.jpg`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Die Datei wurde nicht gefunden.',
      });
    });

    it('does not resolve a traversal in the raw path either', async () => {
      const res = await fetchUpload('/uploads/../../package.json');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    });
  });
});

describe('image uploads with the default limit (100 MB)', () => {
  it('accepts an image far above the 1 MB limit of JSON bodies', async () => {
    const t = await createTestApp();
    try {
      const world = await createWorld(t.db);
      const admin = as(t, (await t.login(world.admin.email)).token);
      // Noise does not compress: a 1200 x 1200 PNG of it is about 4 MB.
      const noise = await sharp(randomBytes(1200 * 1200 * 3), {
        raw: { width: 1200, height: 1200, channels: 3 },
      })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(3 * 1024 * 1024);
      const location = await createLocation(t.db);
      const { payload, headers } = multipart(noise, { filename: 'rauschen.png' });
      const res = await admin.post(`/api/location/uploadImage/${location.id}`, payload, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.photoURL).toMatch(/\.png$/);
    } finally {
      await t.close();
    }
  });
});
