import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngImage } from '@test/utils/images';
import { multipart } from '@test/utils/multipart';
import { freePort, startServer, type ServerProcess } from '@test/utils/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM as a process manager or Playwright sends it: readiness turns 503 at once, the server
 * still answers new connections, an upload in flight finishes, then the process exits with 0.
 */
describe('shutting down on SIGTERM', () => {
  jest.setTimeout(120_000);
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-shutdown-'));

  beforeAll(async () => {
    server = await startServer({
      PORT: String(await freePort()),
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    });
  });

  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains: /readyz 503, an upload in flight completes, then exit code 0', async () => {
    const app = server!;
    const login = await app.request('POST', '/api/login', {
      body: { email: 'kurs@tus-musterstadt.de', password: 'Turnen1887!' },
    });
    expect(login.status).toBe(200);
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    expect((await app.request('GET', '/readyz')).status).toBe(200);

    // An upload that is only half sent: the server waits for the rest of the body.
    const { payload, headers } = multipart(await pngImage(400, 300), { filename: 'ich.png' });
    const half = Math.floor(payload.length / 2);
    let upload!: ClientRequest;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload = httpRequest(
        {
          host: '127.0.0.1',
          port: app.port,
          method: 'POST',
          path: '/api/user/profileImage',
          agent: false,
          headers: {
            ...headers,
            'content-length': payload.length,
            authorization: `Bearer ${token}`,
            // The server's "100 Continue" tells that the request is being handled (in flight).
            expect: '100-continue',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      upload.on('error', reject);
    });
    await new Promise<void>((resolve) => upload.once('continue', () => resolve()));
    upload.write(payload.subarray(0, half));

    app.child.kill('SIGTERM');
    // Readiness turns 503 while the server still takes new connections.
    let ready = await app.request('GET', '/readyz');
    for (let i = 0; i < 50 && ready.status !== 503; i++) {
      await sleep(100);
      ready = await app.request('GET', '/readyz');
    }
    expect(ready.status).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
    expect(ready.headers['cache-control']).toBe('private, no-store');
    expect((await app.request('GET', '/healthz')).status).toBe(200);
    // Requests that still come in (before the load balancer has noticed) are answered normally.
    const during = await app.request('POST', '/api/login', {
      body: { email: 'admin@tus-musterstadt.de', password: 'Turnen1887!' },
    });
    expect(during.status).toBe(200);
    expect(app.child.exitCode).toBeNull();

    upload.end(payload.subarray(half));
    const done = await answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ success: true });
    expect(await app.exited).toEqual({ code: 0, signal: null });
  });
});
