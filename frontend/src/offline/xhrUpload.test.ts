import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { xhrUpload } from '@/offline/xhrUpload';

// A real HTTP server on this machine: XMLHttpRequest (jsdom's) sends to it like the browser would.
let server: Server;
let base: string;
let received: { method: string; headers: IncomingMessage['headers']; bytes: number }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin ?? '*'));
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Idempotency-Key, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, bytes });
      if (req.url === '/broken') return void req.socket.destroy();
      const status = req.url === '/too-big' ? 413 : 200;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200, message: 'Bild gespeichert' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (received = []));

// jsdom's XMLHttpRequest cannot read the test environment's FormData (Node's, which the outbox's
// IndexedDB copy needs); a text body stands in here. The multipart body is proven in the browser
// suite (images uploaded from the outbox arrive on the server).
const payload = (size: number) => 'x'.repeat(size);

describe('xhrUpload', () => {
  // jsdom sends no upload progress events; the progress bar is proven in the browser suite.
  it('sends the body with its headers and answers with a Response', async () => {
    const response = await xhrUpload(
      `${base}/upload`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer t1', 'Idempotency-Key': 'row-1' },
        body: payload(256 * 1024),
      },
      () => undefined,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Bild gespeichert' });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST' });
    expect(request!.headers.authorization).toBe('Bearer t1');
    expect(request!.headers['idempotency-key']).toBe('row-1');
    expect(request!.bytes).toBe(256 * 1024);
  });

  it('answers an HTTP error as a Response, like fetch', async () => {
    const response = await xhrUpload(
      `${base}/too-big`,
      { method: 'POST', headers: {}, body: payload(10) },
      () => undefined,
    );
    expect(response.status).toBe(413);
    expect(response.ok).toBe(false);
  });

  it('rejects with a TypeError when no answer comes, like fetch', async () => {
    await expect(
      xhrUpload(
        `${base}/broken`,
        { method: 'POST', headers: {}, body: payload(10) },
        () => undefined,
      ),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
