import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  Agent,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import { noisePng, pngImage } from '@test/utils/images';
import { multipart } from '@test/utils/multipart';
import { readZip } from '@test/utils/zip';
import {
  freePort,
  startServer,
  WITH_FRONTEND,
  type ServerProcess,
} from '@test/utils/server-process';
import { backupTables } from '@/backup/backup.tables';
import { openPglite } from '@/db/client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEMO_PASSWORD = 'Turnen1887!';
/** SHUTDOWN_TIMEOUT_SECONDS of the backup test: the slow download outlasts it. */
const TIMEOUT_S = 8;

/** Polls `check` (a safety cap only, so a broken server fails the test instead of hanging it). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1_200; i++) {
    if (check()) return;
    await sleep(50);
  }
  throw new Error(`never happened: ${what}`);
}

/** The built app as `npm start` runs it: the frontend served, PGlite with the demo club. */
async function startAsNpmStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServer({
    ...WITH_FRONTEND,
    PORT: String(await freePort()),
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    ...env,
  });
}

async function login(app: ServerProcess, email: string): Promise<string> {
  const res = await app.request('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.json<{ data: { access_token: string } }>().data.access_token;
}

/** SIGTERM, and back once the process has taken it (its first line about it is printed). */
async function sigterm(app: ServerProcess): Promise<void> {
  app.child.kill('SIGTERM');
  await until(() => /SIGTERM: /.test(app.output()), 'the SIGTERM line');
}

/** The probes answer with their own JSON, not with a page of the frontend. */
async function expectProbes(app: ServerProcess, ready: 200 | 503): Promise<void> {
  const live = await app.request('GET', '/healthz');
  expect({ status: live.status, type: live.headers['content-type'] }).toEqual({
    status: 200,
    type: 'application/json; charset=utf-8',
  });
  const readiness = await app.request('GET', '/readyz');
  expect(readiness.status).toBe(ready);
  if (ready === 503) {
    expect(readiness.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
    expect(readiness.headers['cache-control']).toBe('private, no-store');
  } else {
    expect(readiness.json()).toMatchObject({ success: true, data: { status: 'ready' } });
  }
}

/**
 * A multipart upload sent with `Expect: 100-continue`: `continued` resolves once the server
 * handles the request (it is in flight), the caller writes the body on `request`.
 */
function startUpload(app: ServerProcess, path: string, token: string, file: Buffer) {
  const { payload, headers } = multipart(file, { filename: 'bild.png', contentType: 'image/png' });
  let request!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = httpRequest(
      {
        host: '127.0.0.1',
        port: app.port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          ...headers,
          'content-length': payload.length,
          authorization: `Bearer ${token}`,
          expect: '100-continue',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  const continued = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  return { request, payload, answer, continued };
}

/** A GET on a connection kept alive by `agent` (a browser's or a load balancer's). */
function keptAliveGet(app: ServerProcess, agent: Agent, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; reused: boolean }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: app.port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, reused: req.reusedSocket }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * A download read the way a slow line takes it: the response stays paused and a few KB are taken
 * at a time, until `fast()` reads the rest at full speed, or `stop()` reads nothing more at all.
 */
function slowDownload(app: ServerProcess, path: string, token: string) {
  const chunks: Buffer[] = [];
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  let speedUp: () => void = () => undefined;
  const done = new Promise<{ status: number; complete: boolean; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: app.port,
          path,
          agent: false,
          headers: { authorization: `Bearer ${token}`, connection: 'close' },
        },
        (res) => {
          const take = (chunk: Buffer) => {
            chunks.push(chunk);
            received += chunk.length;
          };
          const end = (complete: boolean) => {
            clearInterval(timer);
            resolve({ status: res.statusCode ?? 0, complete, body: Buffer.concat(chunks) });
          };
          res.pause();
          timer = setInterval(() => {
            const chunk = res.read(4 * 1024) as Buffer | null;
            if (chunk) take(chunk);
          }, 10);
          speedUp = () => {
            clearInterval(timer);
            res.on('data', take);
            res.resume();
          };
          res.on('end', () => end(res.complete));
          res.on('error', () => end(false));
          res.on('close', () => end(res.complete));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
  return {
    done,
    received: () => received,
    fast: () => speedUp(),
    stop: () => clearInterval(timer),
  };
}

/** The slow client with a small receive buffer (Node cannot set SO_RCVBUF; perl-base can). */
const SLOW_READER = join(__dirname, '..', 'utils', 'slow-reader.pl');
const perl = spawnSync('perl', ['-MSocket', '-e', '1'], { stdio: 'ignore' }).status === 0;
const withPerl = perl ? it : it.skip;

/**
 * A download by a client on a slow line: its kernel's receive buffer is small (SO_RCVBUF 16 KB)
 * and it takes 2 KB every 100 ms, about 20 KB/s (test/utils/slow-reader.pl), so what it reads
 * soon shows in its TCP acknowledgements. Node's HTTP client parses what it hands on, at once.
 * `fast()` reads the rest at full speed.
 */
function throttledDownload(
  app: ServerProcess,
  path: string,
  token: string,
  children: ChildProcess[],
) {
  const reader = spawn('perl', [SLOW_READER, String(app.port), '2048', '100'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(reader);
  let received = 0;
  const done = new Promise<{ status: number; complete: boolean; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          path,
          // No agent: the request goes over `createConnection`'s stream.
          headers: {
            host: `127.0.0.1:${app.port}`,
            authorization: `Bearer ${token}`,
            connection: 'close',
          },
          createConnection: () => Duplex.from({ readable: reader.stdout, writable: reader.stdin }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            received += chunk.length;
          });
          const end = () =>
            resolve({
              status: res.statusCode ?? 0,
              complete: res.complete,
              body: Buffer.concat(chunks),
            });
          res.on('end', end);
          res.on('close', end);
          res.on('error', end);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
  return { done, received: () => received, fast: () => reader.kill('SIGUSR1') };
}

/** Incompressible files under DATA_DIR/uploads, larger together than the socket buffers. */
function bigUploads(dir: string, count: number, bytes: number): Map<string, Buffer> {
  const big = new Map<string, Buffer>();
  mkdirSync(join(dir, 'uploads'), { recursive: true });
  for (let i = 0; i < count; i++) {
    const name = `${randomUUID()}.bin`;
    big.set(name, randomBytes(bytes));
    writeFileSync(join(dir, 'uploads', name), big.get(name)!);
  }
  return big;
}

/** A downloaded backup is the whole zip: every table's rows and every uploaded file. */
async function expectWholeBackup(body: Buffer, big: Map<string, Buffer>): Promise<void> {
  const entries = await readZip(body);
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
    tables: Record<string, number>;
    files: number;
  };
  for (const { name } of backupTables()) {
    const rows = JSON.parse(entries.get(`tables/${name}.json`)?.toString('utf8') ?? 'null');
    expect({ name, rows: rows?.length }).toEqual({ name, rows: manifest.tables[name] });
  }
  expect(manifest.tables.locations).toBeGreaterThan(0);
  expect([...entries.keys()].filter((n) => n.startsWith('uploads/')).length).toBe(manifest.files);
  for (const [name, bytes] of big) expect(entries.get(`uploads/${name}`)?.equals(bytes)).toBe(true);
}

/**
 * SIGTERM as a process manager or Playwright sends it, to the app as `npm start` runs it (the
 * frontend served): readiness turns 503 at once, the server still answers, whatever is in flight
 * finishes, then the process exits with 0.
 */
describe('shutting down on SIGTERM', () => {
  jest.setTimeout(240_000);
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  /** The slow readers' perl processes. */
  const readers: ChildProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vh-shutdown-'));
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const reader of readers) reader.kill('SIGKILL');
    for (const server of servers) await server.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('drains: /readyz 503, an upload whose body is still coming completes, then exit code 0', async () => {
    const app = await startAsNpmStart(dataDir());
    servers.push(app);
    await expectProbes(app, 200);
    expect((await app.request('GET', '/de/')).headers['content-type']).toMatch(/^text\/html/);
    const token = await login(app, 'kurs@tus-musterstadt.de');

    // An upload that is only half sent: the server waits for the rest of the body.
    const upload = startUpload(app, '/api/user/profileImage', token, await pngImage(400, 300));
    await upload.continued;
    const half = Math.floor(upload.payload.length / 2);
    upload.request.write(upload.payload.subarray(0, half));

    await sigterm(app);
    // From the first moment after SIGTERM, and on new connections, which are still answered.
    await expectProbes(app, 503);
    const during = await app.request('POST', '/api/login', {
      body: { email: 'admin@tus-musterstadt.de', password: DEMO_PASSWORD },
    });
    expect(during.status).toBe(200);
    expect(app.child.exitCode).toBeNull();

    upload.request.end(upload.payload.subarray(half));
    const done = await upload.answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ success: true });
    expect(await app.exited).toEqual({ code: 0, signal: null });
  });

  it('finishes a venue image being processed and a backup read slowly, then exits with 0', async () => {
    const dir = dataDir();
    // Incompressible files larger than the socket buffers: the zip is still being sent (not
    // just sitting in the kernel) while the client reads slowly.
    const big = bigUploads(dir, 3, 8 * 1024 * 1024);
    const app = await startAsNpmStart(dir, { SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_S) });
    servers.push(app);
    await expectProbes(app, 200);
    const token = await login(app, 'admin@tus-musterstadt.de');
    const venues = await app.request('GET', '/public/locations');
    const venue = venues.json<{ data: { _id: string }[] }>().data[0]!._id;
    const image = await noisePng();
    expect(image.length).toBeGreaterThan(2_000_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await keptAliveGet(app, agent, '/public/courses')).status).toBe(200);

    const backup = slowDownload(app, '/api/backup', token);
    await until(() => backup.received() > 64 * 1024, 'the first bytes of the backup');

    // Every byte of the image sent; the server reads it and runs it through sharp.
    const upload = startUpload(app, `/api/location/uploadImage/${venue}`, token, image);
    await upload.continued;
    await new Promise<void>((resolve) => upload.request.end(upload.payload, resolve));
    await sigterm(app);
    const drainingSince = Date.now();

    // New connections are answered while the process drains; readiness says go elsewhere.
    await expectProbes(app, 503);
    expect((await app.request('GET', '/public/locations')).status).toBe(200);
    const stored = await upload.answer;
    expect(stored.status).toBe(200);
    const photo = JSON.parse(stored.body) as { success: boolean; data: { photoURL: string } };
    expect(photo).toMatchObject({ success: true, data: { photoURL: expect.any(String) } });
    // The stored image and the venues (their cache dropped by the upload: a database read).
    expect((await app.request('GET', photo.data.photoURL)).status).toBe(200);
    const after = await app.request('GET', '/public/locations');
    expect(after.status).toBe(200);
    expect(after.body).toContain(photo.data.photoURL);
    // A connection kept alive from before is answered too, and told to close.
    const kept = await keptAliveGet(app, agent, '/public/courses');
    expect(kept).toMatchObject({ status: 200, reused: true, headers: { connection: 'close' } });
    // The slow reader goes on for longer than SHUTDOWN_TIMEOUT_SECONDS: that counts only time in
    // which nothing moves, and the download moves all along.
    await sleep(Math.max(0, drainingSince + (TIMEOUT_S + 2) * 1000 - Date.now()));
    // The backup is still being read: the process waits for it.
    expect(app.child.exitCode).toBeNull();

    backup.fast();
    const zip = await backup.done;
    expect({ status: zip.status, complete: zip.complete }).toEqual({ status: 200, complete: true });
    await expectWholeBackup(zip.body, big);

    expect(await app.exited).toEqual({ code: 0, signal: null });
    agent.destroy();
    // The download's audit entry was written before the database closed.
    const db = await openPglite(dir);
    try {
      const audit = await db.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'backup.downloaded'`,
      );
      expect(Number(audit.rows[0]!.n)).toBe(1);
    } finally {
      await db.close();
    }
  });

  withPerl(
    'finishes a backup a client reads at 20 KB/s though the kernel’s buffers hide it for longer than the timeout, then exits with 0',
    async () => {
      const dir = dataDir();
      // 12 MB: the kernel's send buffer takes up to 4 MB of it at once; at 20 KB/s that is over
      // 30 s in which Node hands the socket nothing new. Only the client's acknowledgements show
      // that it still reads.
      const big = bigUploads(dir, 3, 4 * 1024 * 1024);
      const timeoutS = 5;
      const app = await startAsNpmStart(dir, { SHUTDOWN_TIMEOUT_SECONDS: String(timeoutS) });
      servers.push(app);
      const token = await login(app, 'admin@tus-musterstadt.de');
      const backup = throttledDownload(app, '/api/backup', token, readers);
      await until(() => backup.received() > 32 * 1024, 'the first bytes of the backup');

      await sigterm(app);
      // Three timeouts of slow reading: before, the drain counted bytes handed to the kernel,
      // saw none for SHUTDOWN_TIMEOUT_SECONDS and exited with 1, cutting the zip off.
      await sleep(3 * timeoutS * 1000);
      expect(app.output()).not.toContain('ging nichts voran');
      expect(app.child.exitCode).toBeNull();

      backup.fast();
      const zip = await backup.done;
      expect({ status: zip.status, complete: zip.complete }).toEqual({
        status: 200,
        complete: true,
      });
      await expectWholeBackup(zip.body, big);
      expect(await app.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('ends the drain of a client that stops reading a backup after the timeout, with exit code 1', async () => {
    const dir = dataDir();
    bigUploads(dir, 3, 4 * 1024 * 1024);
    const timeoutS = 3;
    const app = await startAsNpmStart(dir, { SHUTDOWN_TIMEOUT_SECONDS: String(timeoutS) });
    servers.push(app);
    const token = await login(app, 'admin@tus-musterstadt.de');
    const backup = slowDownload(app, '/api/backup', token);
    await until(() => backup.received() > 64 * 1024, 'the first bytes of the backup');
    backup.stop();

    await sigterm(app);
    // Nothing the client acknowledges any more: the kernel's buffers fill and stay full.
    expect(await app.exited).toEqual({ code: 1, signal: null });
    expect(app.output()).toContain(`Vereinsheim beendet: ${timeoutS} s lang ging nichts voran`);
    // What the kernel still held arrives when the client reads again, then the end: a cut zip.
    backup.fast();
    const cut = await backup.done;
    expect({ status: cut.status, complete: cut.complete }).toEqual({
      status: 200,
      complete: false,
    });
  });
});
