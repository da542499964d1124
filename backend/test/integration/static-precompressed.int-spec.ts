import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@test/utils/test-app';

/** The built frontend's .br/.gz copies (frontend/scripts/compress-dist.mjs), served as encodings. */
describe('pre-compressed static files', () => {
  let t: TestApp;
  let staticDir: string;
  const script = `export const greeting = ${JSON.stringify('Hallo Verein! '.repeat(200))};\n`;
  const worker = `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`;

  const write = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'vh-static-pre-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Vereinsheim</title>');
    mkdirSync(join(staticDir, 'assets'));
    write(join(staticDir, 'assets', 'index-AbC123.js'), script);
    write(join(staticDir, 'sw.js'), worker);
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.request({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends the brotli copy to a client that accepts br, with Vary and the immutable cache', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself without an accepted encoding', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps files outside /assets/ revalidating, compressed or not', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
  });

  it('answers a missing hashed asset with a 404 envelope, not HTML, in any encoding', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/assets/index-Old999.js', encoding);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('leaves robots.txt, the sitemap and the feeds to the server, and unknown feeds are 404', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: ');
    expect((await get('/feed/blog.xml')).headers['content-type']).toMatch(/rss\+xml/);
    const unknown = await get('/feed/gibtesnicht');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });
});
