import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { createLocation, createWorld } from '@test/factories/factories';
import { PublicCache } from '@/common/public-cache';
import { KEEP_ALIVE_TIMEOUT_MS } from '@/app.factory';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Cache hits are answered by the Node server before Fastify (PublicCache.serveRaw). These tests
 * go through a real listening server, where that path runs (app.inject never reaches it).
 */
describe('cached public reads over a real HTTP connection', () => {
  let t: TestApp;
  let port: number;
  let admin: string;

  const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  const stable = (headers: IncomingHttpHeaders) => {
    const {
      date: _date,
      connection: _connection,
      'keep-alive': _keepAlive,
      'x-request-id': _requestId,
      ...rest
    } = headers;
    return rest;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createWorld(t.db);
    // Enough venues for a body over the gzip threshold (1 KiB).
    for (let i = 0; i < 8; i++) await createLocation(t.db);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    admin = (await t.login(world.admin.email)).token;
  });
  afterAll(() => t.close());

  it('answers a hit with the same status, headers and bytes as the miss that filled the cache', async () => {
    const serveRaw = jest.spyOn(t.app.get(PublicCache), 'serveRaw');
    const miss = await get('/public/locations');
    const hit = await get('/public/locations');
    // The miss went on to Fastify; the hit was answered by the server itself.
    expect(serveRaw.mock.results.map((r) => r.value)).toEqual([false, true]);
    serveRaw.mockRestore();
    expect(hit.status).toBe(200);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(stable(hit.headers)).toEqual(stable(miss.headers));
    // Each answer names its own request, the hit too.
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(miss.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['content-length']).toBe(String(hit.body.length));
    expect(JSON.parse(hit.body.toString()).data).toHaveLength(8);
  });

  it('answers 304 to a matching If-None-Match and the gzip copy to a client that accepts it', async () => {
    const first = await get('/public/locations');
    const etag = first.headers.etag!;
    const notModified = await get('/public/locations', {
      'if-none-match': etag,
      'x-request-id': 'lb-304',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-request-id']).toBe('lb-304');
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe(etag);
    const zipped = await get('/public/locations', {
      'accept-encoding': 'gzip, br',
      'x-request-id': 'bad id',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(zipped.body.length).toBeLessThan(first.body.length);
  });

  it('serves the new content right after a write invalidated the entry', async () => {
    await get('/public/locations');
    const created = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({
        name: 'Halle am Wall',
        description: 'Neue Dreifeldhalle.',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Am Wall 1',
      });
      httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/locations',
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
        .on('error', reject)
        .end(body);
    });
    expect(created).toBe(201);
    const names = JSON.parse((await get('/public/locations')).body.toString()).data.map(
      (l: { name: string }) => l.name,
    );
    expect(names).toContain('Halle am Wall');
  });

  it("keeps Fastify's keep-alive timeout on the server it no longer creates itself", () => {
    const server = t.app.getHttpServer() as { keepAliveTimeout: number };
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('leaves every request that is not a cached GET to Fastify', async () => {
    const head = await new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/public/locations', method: 'HEAD' }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end();
    });
    expect(head).toBe(200);
    const unknown = await get('/public/nothing-here');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).code).toBe('ROUTE_NOT_FOUND');
  });
});
