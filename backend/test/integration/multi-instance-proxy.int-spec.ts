import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { instanceSite, type InstanceSite } from '@test/utils/instances';
import { freePort, httpCall, type ServerProcess } from '@test/utils/server-process';

/**
 * The documented reverse proxy, `deploy/haproxy.cfg` as it is, in front of two built instances
 * on one PostgreSQL database (docs/operations.md, "Several instances"): it spreads requests over
 * both, and an instance that drains after SIGTERM leaves without a visitor seeing an error.
 * HAProxy is Debian's (`.ci/run` installs it); without it, the suite is skipped outside CI.
 */
const HAPROXY = '/usr/sbin/haproxy';
const CONFIG = resolve(__dirname, '..', '..', '..', 'deploy', 'haproxy.cfg');
const available = existsSync(HAPROXY);
if (!available && process.env.CI) throw new Error(`${HAPROXY} fehlt: apt-get install haproxy`);
const suite = process.env.DATABASE_URL && available ? describe : describe.skip;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

suite('two instances behind the documented HAProxy configuration', () => {
  let site: InstanceSite;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: ChildProcess;
  let proxyPort: number;
  let proxyOutput = '';

  beforeAll(async () => {
    site = await instanceSite('proxy');
    [a, b] = (await site.start({
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
  });

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
