import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openPglite } from '@/db/client';
import { seedDemo } from '@/seed/seed-demo';
import {
  freePort,
  runServerToExit,
  startServer,
  type ServerProcess,
} from '@test/utils/server-process';

const PUBLISHED = 'Turnen1887!';
const SETUP_CLI = resolve(__dirname, '..', '..', 'dist', 'setup', 'setup.cli.js');
const LINK = /https?:\/\/\S+\/de\/einrichtung\?token=([A-Za-z0-9_-]{43})/g;

/** `npm run setup` as the operator runs it, with the server's settings. */
async function setupCommand(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [SETUP_CLI], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return stdout;
}
const tokensIn = (text: string) => [...text.matchAll(LINK)].map((match) => match[1]!);
const OWNER = 'owner@tus-musterstadt.de';
const OWN_DEMO_PASSWORD = 'Vorführung-im-Vereinsheim-2026';

/**
 * The built server started as production runs it (NODE_ENV=production, embedded database):
 * no demo account unless asked for, never with the published password, never a password in a log.
 */
describe('a production start', () => {
  // Each start opens (and on a new folder initialises) its own embedded database.
  jest.setTimeout(120_000);

  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vh-prod-'));
    dirs.push(dir);
    return dir;
  };
  const production = async (env: Record<string, string>) => ({
    NODE_ENV: 'production',
    JWT_SECRET: 'production-test-secret-production-test-secret',
    PORT: String(await freePort()),
    DATA_DIR: dataDir(),
    ...env,
  });
  const login = (server: ServerProcess, password: string) =>
    server.request('POST', '/api/login', { body: { email: OWNER, password } });

  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds nothing on the embedded database with SEED_DEMO unset: no demo login', async () => {
    const server = await startServer(await production({}));
    servers.push(server);
    expect((await login(server, PUBLISHED)).status).toBe(401);
    const courses = await server.request('GET', '/public/courses');
    expect(courses.status).toBe(200);
    expect(courses.json().data).toEqual([]);
    expect(server.output()).not.toContain('Demo-Inhalte angelegt');
  });

  it('refuses SEED_DEMO=true without DEMO_PASSWORD with one sentence and exit code 1', async () => {
    const { code, stderr } = await runServerToExit(await production({ SEED_DEMO: 'true' }));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Start abgebrochen: SEED_DEMO=true legt in production Demo-Konten an, dafür muss DEMO_PASSWORD ein eigenes Passwort mit mindestens 12 Zeichen sein.',
    );
  });

  it('refuses the published password as DEMO_PASSWORD', async () => {
    const { code, stderr } = await runServerToExit(
      await production({ SEED_DEMO: 'true', DEMO_PASSWORD: PUBLISHED }),
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Start abgebrochen: DEMO_PASSWORD muss in production .*\.\n$/);
    expect(stderr).not.toContain(PUBLISHED);
  });

  it('seeds the demo accounts with DEMO_PASSWORD only, and logs no password', async () => {
    const server = await startServer(
      await production({ SEED_DEMO: 'true', DEMO_PASSWORD: OWN_DEMO_PASSWORD, LOG_LEVEL: 'debug' }),
    );
    servers.push(server);
    expect((await login(server, PUBLISHED)).status).toBe(401);
    expect((await login(server, OWN_DEMO_PASSWORD)).status).toBe(200);
    expect(server.output()).toContain('Demo-Inhalte angelegt');
    expect(server.output()).not.toContain(OWN_DEMO_PASSWORD);
    expect(server.output()).not.toContain(PUBLISHED);
  });

  it('refuses a database that holds an active account with the published password', async () => {
    // A development database (demo club, published password) taken to production.
    const dir = dataDir();
    const handle = await openPglite(dir);
    await handle.migrate();
    expect(await seedDemo(handle.db)).toBe(true);
    await handle.close();
    const { code, stderr } = await runServerToExit(await production({ DATA_DIR: dir }));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Start abgebrochen: Das aktive Konto \S+@tus-musterstadt\.de hat das veröffentlichte Demo-Passwort, .*\.\n$/,
    );
    expect(stderr).not.toContain(PUBLISHED);
  });
  it('prints one setup link on an empty database; `npm run setup` another; the setup voids both', async () => {
    const env = await production({ PUBLIC_URL: 'https://verein.example.org' });
    // Before the first start: the command makes the tables and a link.
    const before = tokensIn(await setupCommand(env));
    expect(before).toHaveLength(1);
    const server = await startServer(env);
    servers.push(server);
    const started = tokensIn(server.output());
    expect(started).toHaveLength(1);
    expect(started[0]).not.toBe(before[0]);
    expect(server.output()).toContain('Diese Installation hat noch kein Konto.');
    const setup = await server.request('POST', '/public/setup', {
      body: {
        token: before[0],
        club_name: 'Turnverein Beispielstadt 1900 e.V.',
        firstname: 'Claudia',
        lastname: 'Neuhaus',
        email: 'vorstand@beispielstadt.example',
        password: 'Hallenboden-2026',
      },
    });
    expect(setup.status).toBe(201);
    const state = await server.request('GET', `/public/setup?token=${started[0]}`);
    expect(state.json<{ data: unknown }>().data).toEqual({ pending: false, token: 'invalid' });
    // Stopped as an operator stops it: the embedded database is written out and let go.
    server.child.kill('SIGTERM');
    await server.exited;
    const after = await setupCommand(env);
    expect(tokensIn(after)).toHaveLength(0);
    expect(after).toContain('Diese Website ist schon eingerichtet');
    // And a start of the set-up site prints none.
    const again = await startServer(env);
    servers.push(again);
    expect(tokensIn(again.output())).toHaveLength(0);
  });
});
