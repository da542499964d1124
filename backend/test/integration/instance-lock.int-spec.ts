import { Client } from 'pg';
import {
  A_SINGLE_PROCESS_RUNS,
  ANOTHER_PROCESS_RUNS,
  INSTANCE_LOCK,
  InstanceLock,
} from '@/common/instance-lock';
import { ConfigError } from '@/config/env';
import { instanceSite, type InstanceSite } from '@test/utils/instances';

/**
 * The lock that keeps processes on one database agreeing on MULTI_INSTANCE (common/instance-lock.ts),
 * on a real PostgreSQL database: the built servers' refusals are in multi-instance-start.int-spec.ts.
 */
const suite = process.env.DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

suite('the instance lock', () => {
  jest.setTimeout(60_000);
  let site: InstanceSite;
  const locks: InstanceLock[] = [];
  const hold = async (multiInstance: boolean) => {
    const lock = await InstanceLock.hold(site.databaseUrl, multiInstance);
    locks.push(lock);
    return lock;
  };

  beforeAll(async () => {
    site = await instanceSite('lock', 0);
  });
  afterEach(async () => {
    for (const lock of locks.splice(0)) await lock.close();
  });
  afterAll(() => site.destroy());

  /** Ends the PostgreSQL sessions that hold the lock, as a database restart does. */
  async function cutLockSessions(): Promise<number> {
    const admin = new Client({ connectionString: site.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND granted`,
        [...INSTANCE_LOCK],
      );
      return rows[0]!.n;
    } finally {
      await admin.end();
    }
  }

  async function until(check: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 300; i++) {
      if (check()) return;
      await sleep(50);
    }
    throw new Error(`never happened: ${what}`);
  }

  it('lets any number of instances share it and no process alone beside them', async () => {
    await hold(true);
    await hold(true);
    await expect(hold(false)).rejects.toEqual(new ConfigError(ANOTHER_PROCESS_RUNS));
  });

  it('lets one process alone hold it, and neither a second one nor an instance', async () => {
    const alone = await hold(false);
    await expect(hold(false)).rejects.toEqual(new ConfigError(ANOTHER_PROCESS_RUNS));
    await expect(hold(true)).rejects.toEqual(new ConfigError(A_SINGLE_PROCESS_RUNS));
    await alone.close();
    expect((await hold(false)).held).toBe(true);
  });

  it('takes it again after its connection is cut, and says so loudly while another has it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const alone = await hold(false);
      expect(await cutLockSessions()).toBe(1);
      await until(() => !alone.held, 'the lock noticed its end');
      // Meanwhile another process alone takes it: the first cannot have it back.
      const other = await hold(false);
      await until(() => errors.mock.calls.length > 0, 'the warning');
      expect(String(errors.mock.calls[0]![0])).toBe(
        `WARNUNG: Die Instanz-Sperre ist nach einer Unterbrechung vergeben. ${ANOTHER_PROCESS_RUNS}`,
      );
      expect(alone.held).toBe(false);
      // The other one ends: the first takes it again at its next try.
      await other.close();
      await until(() => alone.held, 'the lock taken again');
      expect(warnings).toHaveBeenCalledWith('Instanz-Sperre wieder genommen.');
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
