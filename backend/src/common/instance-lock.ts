import type { Client } from 'pg';
import { ConfigError } from '@/config/env';
import { openSession } from '@/db/client';

/** The advisory lock of "who runs on this database" (`(int, int)`; 1 is the start-up's, 2 the jobs'). */
export const INSTANCE_LOCK = [1887, 3] as const;
/** How often a process that lost the lock's connection tries to take it again. */
export const INSTANCE_LOCK_RETRY_MS = 5_000;

/** A process with MULTI_INSTANCE=false finds another process on the database. */
export const ANOTHER_PROCESS_RUNS =
  'Auf dieser Datenbank läuft schon ein anderer Vereinsheim-Prozess, und MULTI_INSTANCE=false erlaubt nur einen: Beende ihn, oder starte alle Prozesse ohne MULTI_INSTANCE=false, dann teilen sie Cache, Limits und Aufgaben über PostgreSQL.';
/** An instance finds a process with MULTI_INSTANCE=false on the database. */
export const A_SINGLE_PROCESS_RUNS =
  'Auf dieser Datenbank läuft ein Vereinsheim-Prozess mit MULTI_INSTANCE=false, der Cache und Limits für sich allein hält: Starte ihn ohne MULTI_INSTANCE=false neu, bevor weitere Instanzen dazukommen.';

/**
 * The processes on one PostgreSQL database agree on MULTI_INSTANCE, or the later one does not
 * start. Alone (MULTI_INSTANCE=false) a process keeps its public cache, its rate limits and the
 * timed jobs to itself; a second process beside it would serve old pages after the other's
 * writes, count every limit once more and run every job twice, and nothing would say so.
 *
 * So every process holds the session advisory lock INSTANCE_LOCK for as long as it runs: shared
 * with MULTI_INSTANCE (any number of them), exclusive without (one alone). One that cannot take
 * it refuses to start with one sentence naming MULTI_INSTANCE. The lock ends with its connection
 * (a process that dies frees it); when PostgreSQL restarts, the process takes it again, and if
 * another one got in meanwhile it says so loudly at every try until it has it back.
 */
export class InstanceLock {
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private lostToAnother = false;

  private constructor(
    private readonly url: string,
    private readonly shared: boolean,
  ) {}

  /** Takes the lock, or throws ConfigError (the start is refused) when it is held the other way. */
  static async hold(url: string, multiInstance: boolean): Promise<InstanceLock> {
    const lock = new InstanceLock(url, multiInstance);
    if (!(await lock.take())) throw new ConfigError(lock.refusal());
    return lock;
  }

  /** Whether this process holds the lock now (for tests and diagnostics). */
  get held(): boolean {
    return this.client !== null;
  }

  /** Ends the lock's session, which frees it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private refusal(): string {
    return this.shared ? A_SINGLE_PROCESS_RUNS : ANOTHER_PROCESS_RUNS;
  }

  /** On a session of its own; false when another process holds it the other way. */
  private async take(): Promise<boolean> {
    const client = await openSession(this.url, (lost) => this.lost(lost));
    try {
      const { rows } = await client.query<{ got: boolean }>(
        this.shared
          ? 'SELECT pg_try_advisory_lock_shared($1, $2) AS got'
          : 'SELECT pg_try_advisory_lock($1, $2) AS got',
        [...INSTANCE_LOCK],
      );
      if (rows[0]?.got && !this.closed) {
        this.client = client;
        return true;
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end().catch(() => undefined);
    return false;
  }

  /** The lock's connection ended (also when `end()` ended one not kept): take it again. */
  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.takeAgain();
    }, INSTANCE_LOCK_RETRY_MS);
    this.timer.unref();
  }

  private async takeAgain(): Promise<void> {
    if (this.closed) return;
    try {
      if (await this.take()) {
        if (this.lostToAnother) console.warn('Instanz-Sperre wieder genommen.');
        this.lostToAnother = false;
        return;
      }
      this.lostToAnother = true;
      console.error(
        `WARNUNG: Die Instanz-Sperre ist nach einer Unterbrechung vergeben. ${this.refusal()}`,
      );
    } catch {
      // PostgreSQL is still away: try again.
    }
    this.retry();
  }
}
