import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '@test/utils/own-postgres';
import { freePort, startServer, type Answer, type ServerProcess } from '@test/utils/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OWNER = { email: 'owner@tus-musterstadt.de', password: 'Turnen1887!' };
const UNAVAILABLE = 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';
interface Result {
  phase: Phase;
  path: string;
  status: number | 'no answer';
  code?: string;
  message?: string;
}

const binDir = postgresBinDir();
if (!binDir) {
  console.warn(
    'database-outage.int-spec: skipped, no PostgreSQL binaries under /usr/lib/postgresql (or, as root, no postgres user to run them): apt-get install postgresql.',
  );
}

/**
 * Issue 8 proof: the built server on a PostgreSQL of the test's own, under a light bounded load;
 * the database is stopped (pg_ctl stop -m fast) and started again, and the same process answers
 * 503 meanwhile, keeps serving cached public reads, and recovers by itself.
 */
(binDir ? describe : describe.skip)('a PostgreSQL outage under light load', () => {
  let pg: OwnPostgres | undefined;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-outage-'));

  beforeAll(async () => {
    pg = await startOwnPostgres();
    server = await startServer({
      PORT: String(await freePort()),
      NODE_ENV: 'development',
      DATABASE_URL: pg.url,
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'error',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, keeps cached public reads, and recovers without a restart', async () => {
    const app = server!;
    const login = () => app.request('POST', '/api/login', { body: OWNER });
    const first = await login();
    expect(first.status).toBe(200);
    const auth = {
      authorization: `Bearer ${first.json<{ data: { access_token: string } }>().data.access_token}`,
    };
    // Fills the public cache: from now on this read needs no database.
    expect((await app.request('GET', '/public/locations')).status).toBe(200);

    const calls: Array<[string, () => Promise<Answer>]> = [
      ['/public/locations', () => app.request('GET', '/public/locations')],
      ['/api/courses', () => app.request('GET', '/api/courses', { headers: auth })],
      ['/api/login', login],
      ['/public/locations', () => app.request('GET', '/public/locations')],
      ['/readyz', () => app.request('GET', '/readyz')],
      ['/healthz', () => app.request('GET', '/healthz')],
    ];
    const results: Result[] = [];
    let phase: Phase = 'up';
    let loading = true;
    const worker = async (offset: number) => {
      // Bounded: at most 3000 requests per worker, and it stops when the test says so.
      for (let n = offset; loading && n < offset + 3000; n++) {
        const [path, call] = calls[n % calls.length]!;
        const at = phase;
        try {
          const answer = await call();
          const body = answer.status === 503 ? answer.json() : undefined;
          results.push({
            phase: at,
            path,
            status: answer.status,
            code: body?.code,
            message: body?.message,
          });
        } catch {
          results.push({ phase: at, path, status: 'no answer' });
        }
        await sleep(25);
      }
    };
    const load = Promise.all([0, 1, 2].map(worker));
    const during = (p: Phase, path?: string) =>
      results.filter((r) => r.phase === p && (!path || r.path === path));

    await sleep(1_000);
    phase = 'stopping';
    pg!.stop();
    phase = 'down';
    await sleep(4_000);

    expect(app.child.exitCode).toBeNull();
    const down = during('down');
    expect(down.length).toBeGreaterThan(10);
    // Cached public reads and liveness go on; everything that needs the database answers 503.
    expect(new Set(during('down', '/public/locations').map((r) => r.status))).toEqual(
      new Set([200]),
    );
    expect(new Set(during('down', '/healthz').map((r) => r.status))).toEqual(new Set([200]));
    const needsDb = down.filter((r) => ['/api/courses', '/api/login', '/readyz'].includes(r.path));
    expect(needsDb.length).toBeGreaterThan(3);
    expect(needsDb.filter((r) => r.status !== 503)).toEqual([]);
    expect(new Set(needsDb.filter((r) => r.path !== '/readyz').map((r) => r.code))).toEqual(
      new Set(['DATABASE_UNAVAILABLE']),
    );
    expect(new Set(needsDb.filter((r) => r.path !== '/readyz').map((r) => r.message))).toEqual(
      new Set([UNAVAILABLE]),
    );
    const refused = await app.request('GET', '/api/courses', { headers: auth });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('private, no-store');

    phase = 'starting';
    pg!.start();
    for (let i = 0; i < 60 && (await app.request('GET', '/readyz')).status !== 200; i++)
      await sleep(500);
    phase = 'recovered';
    await sleep(1_500);
    loading = false;
    await load;

    // The same process, never restarted, serves everything again.
    expect(app.child.exitCode).toBeNull();
    expect(app.output()).not.toMatch(/Start abgebrochen|Vereinsheim läuft[\s\S]*Vereinsheim läuft/);
    const recovered = during('recovered');
    expect(recovered.length).toBeGreaterThan(5);
    expect(recovered.filter((r) => r.status !== 200)).toEqual([]);
    expect((await login()).status).toBe(200);
    expect((await app.request('GET', '/api/courses', { headers: auth })).status).toBe(200);
    expect(results.filter((r) => r.status === 'no answer')).toEqual([]);
  }, 90_000);
});
