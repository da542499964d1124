import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import { freePort, httpCall, type ServerProcess } from '@test/utils/server-process';
import { startS3, type S3Site } from '@test/utils/s3-server';
import { pngImage } from '@test/utils/images';
import { readZip } from '@test/utils/zip';

/**
 * The documented reverse proxy, `deploy/haproxy.cfg` as it is, in front of two built instances
 * on one PostgreSQL database and one S3-compatible bucket (docs/operations.md, "Several
 * instances"): it spreads requests over both, files and limits are the site's, and an instance
 * that drains after SIGTERM leaves without a visitor seeing an error. HAProxy is Debian's
 * (`.ci/run` installs it); without it, the suite is skipped outside CI.
 */
const HAPROXY = '/usr/sbin/haproxy';
const CONFIG = resolve(__dirname, '..', '..', '..', 'deploy', 'haproxy.cfg');
const available = existsSync(HAPROXY);
if (!available && process.env.CI) throw new Error(`${HAPROXY} fehlt: apt-get install haproxy`);
const suite = process.env.DATABASE_URL && available ? describe : describe.skip;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

suite('two instances behind the documented HAProxy configuration', () => {
  let site: InstanceSite;
  let s3: S3Site;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: ChildProcess;
  let proxyPort: number;
  let proxyOutput = '';

  beforeAll(async () => {
    site = await instanceSite('proxy');
    s3 = await startS3(['verein']);
    [a, b] = (await site.start({
      ...s3.env('verein'),
      MULTI_INSTANCE: 'true',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://localhost:8080',
      // Longer than two failed checks 2 s apart: the proxy stops sending before the drain ends.
      SHUTDOWN_DELAY_SECONDS: '6',
      LOG_LEVEL: 'info',
    })) as [ServerProcess, ServerProcess];
    proxyPort = await freePort();
    proxy = spawn(HAPROXY, ['-db', '-f', CONFIG], {
      env: {
        PATH: process.env.PATH ?? '',
        VH_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        VH_APP1: `127.0.0.1:${a.port}`,
        VH_APP2: `127.0.0.1:${b.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proxy.stdout!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString('utf8')));
    proxy.stderr!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString('utf8')));
    for (let i = 0; i < 100; i++) {
      const ready = await httpCall(proxyPort, 'GET', '/readyz').catch(() => null);
      if (ready?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`HAProxy did not answer:\n${proxyOutput}`);
  }, 120_000);

  afterAll(async () => {
    proxy?.kill('SIGKILL');
    await site.destroy();
    await s3?.stop();
  });

  const url = (server: ServerProcess | number, path: string) =>
    `http://127.0.0.1:${typeof server === 'number' ? server : server.port}${path}`;
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  async function tokenFrom(server: ServerProcess): Promise<string> {
    const res = await httpCall(server.port, 'POST', '/api/login', {
      body: { email: 'admin@tus-musterstadt.de', password: 'Turnen1887!' },
    });
    expect(res.status).toBe(200);
    return res.json<{ data: { access_token: string } }>().data.access_token;
  }

  /** How many requests for this path each instance logged (LOG_LEVEL=info: one line each). */
  const served = (server: ServerProcess, marker: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes(marker)).length;

  /** The log lines are written after the answer: waits (briefly) until `total` are there. */
  async function logged(marker: string, total: number): Promise<void> {
    for (let i = 0; i < 50 && served(a, marker) + served(b, marker) < total; i++) await sleep(100);
  }

  it('spreads requests over both instances', async () => {
    const marker = `spread${Date.now()}`;
    for (let i = 0; i < 6; i++) {
      // A new query string each time: a cache miss, which the request log shows.
      const res = await httpCall(proxyPort, 'GET', `/public/news?${marker}=${i}`);
      expect(res.status).toBe(200);
    }
    await logged(marker, 6);
    expect(served(a, marker)).toBeGreaterThan(0);
    expect(served(b, marker)).toBeGreaterThan(0);
    expect(served(a, marker) + served(b, marker)).toBe(6);
  });

  it('serves the demo pictures from the shared bucket on both instances', async () => {
    const locations = (await httpCall(a.port, 'GET', '/public/locations')).json().data as {
      photoURL: string | null;
    }[];
    const photo = locations.find((l) => l.photoURL?.startsWith('/uploads/'))!.photoURL!;
    const [fromA, fromB] = await Promise.all([fetch(url(a, photo)), fetch(url(b, photo))]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect((await bytesOf(fromA)).equals(await bytesOf(fromB))).toBe(true);
  });

  it('serves an image uploaded through A from B and the proxy, and B backs it up', async () => {
    const token = await tokenFrom(a);
    const locations = (await httpCall(a.port, 'GET', '/public/locations')).json().data as {
      _id: string;
    }[];
    const form = new FormData();
    const png = await pngImage(700, 400, '#c0392b');
    form.append('file', new Blob([png], { type: 'image/png' }), 'halle.png');
    const upload = await fetch(url(a, `/api/location/uploadImage/${locations[0]!._id}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { photoURL } = (await upload.json()).data as { photoURL: string };
    const fromA = await bytesOf(await fetch(url(a, photoURL)));

    const fromB = await fetch(url(b, photoURL));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(fromB)).equals(fromA)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const viaProxy = await fetch(url(proxyPort, photoURL));
      expect(viaProxy.status).toBe(200);
      expect((await bytesOf(viaProxy)).equals(fromA)).toBe(true);
    }

    const backup = await fetch(url(b, '/api/backup'), {
      headers: { authorization: `Bearer ${await tokenFrom(b)}` },
    });
    expect(backup.status).toBe(200);
    const zip = await readZip(await bytesOf(backup));
    expect(zip.get(`uploads/${photoURL.slice('/uploads/'.length)}`)?.equals(fromA)).toBe(true);
    const manifest = JSON.parse(zip.get('manifest.json')!.toString()) as { files: number };
    expect([...zip.keys()].filter((n) => n.startsWith('uploads/'))).toHaveLength(manifest.files);
    expect(manifest.files).toBeGreaterThan(100);
  }, 60_000);

  it('locks an account after 5 wrong passwords through the proxy, on both instances', async () => {
    const email = 'workshop@tus-musterstadt.de';
    const marker = `lock${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      const res = await httpCall(proxyPort, 'POST', `/api/login?${marker}=${i}`, {
        body: { email, password: `falsch-${i}` },
      });
      expect(res.status).toBe(401);
    }
    // Round robin spread them: each instance saw only some, yet the account is locked on both.
    await logged(marker, 5);
    expect(served(a, marker)).toBeGreaterThan(0);
    expect(served(b, marker)).toBeGreaterThan(0);
    for (const server of [a, b]) {
      const res = await httpCall(server.port, 'POST', '/api/login', {
        body: { email, password: 'Turnen1887!' },
      });
      expect(res.status).toBe(429);
      expect(res.json().message).toMatch(/Zu viele fehlgeschlagene Anmeldungen für dieses Konto/);
    }
  });

  it('while A drains after SIGTERM, every request is answered, by B once A has left', async () => {
    a.child.kill('SIGTERM');
    const statuses: number[] = [];
    const marker = `drain${Date.now()}`;
    const until = Date.now() + 9_000;
    for (let i = 0; Date.now() < until; i++) {
      const res = await httpCall(proxyPort, 'GET', `/public/news?${marker}=${i}`).catch(
        (error: Error) => ({ status: 0, body: error.message }),
      );
      statuses.push(res.status);
      await sleep(100);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await a.exited).toEqual({ code: 0, signal: null });
    // The proxy marked A down on its readiness (503) before A stopped listening.
    expect(proxyOutput).toMatch(/app\/app1 is DOWN, reason: Layer7 wrong status, code: 503/);
    const after = await httpCall(proxyPort, 'GET', `/public/news?${marker}=after`);
    expect(after.status).toBe(200);
    // The last request, after A left, was B's.
    await logged(`${marker}=after`, 1);
    expect(served(b, `${marker}=after`)).toBe(1);
  }, 40_000);
});
