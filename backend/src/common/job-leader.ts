import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Client } from 'pg';
import { openSession } from '@/db/client';
import { APP_CONFIG, type AppConfig } from '@/config/env';

/** The advisory lock of the job runner (`pg_advisory_lock(int, int)`; 1 is the start-up's). */
export const JOB_LEADER_LOCK = [1887, 2] as const;
/** How often an instance that does not run the jobs asks for the lock again. */
export const JOB_LEADER_RETRY_MS = 5_000;

/**
 * Which instance runs the timed jobs (retention, mail retries). One process alone always does.
 * With MULTI_INSTANCE=true the instance that holds a PostgreSQL session advisory lock does: the
 * others ask again every few seconds, so when the runner dies (its connection ends, and with it
 * the lock) another one takes over within JOB_LEADER_RETRY_MS and runs every job once at once.
 *
 * The jobs register in their constructors (`onLead`) and check `leading` on each tick.
 */
@Injectable()
export class JobLeader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobLeader.name);
  private readonly starts: (() => void)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private lock: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private isLeading = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether this instance runs the jobs now. */
  get leading(): boolean {
    return this.isLeading;
  }

  /** `start` runs whenever this instance becomes the runner (at start-up when alone). */
  onLead(start: () => void): void {
    this.starts.push(start);
  }

  /**
   * Runs `task` every `intervalMs` on the instance that runs the jobs, whichever that is at the
   * time (a sweep: missing one turn costs nothing); a failure waits for the next turn.
   */
  every(intervalMs: number, task: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      if (this.isLeading) void task().catch(() => undefined);
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.multiInstance || !this.config.databaseUrl) {
      this.lead();
      return;
    }
    await this.tryToLead();
  }

  /** With the jobs' own stop (module destroy), so no late take-over starts one on a closing app. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.isLeading = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (this.timer) clearTimeout(this.timer);
    await this.lock?.end().catch(() => undefined);
    this.lock = null;
  }

  private lead(): void {
    this.isLeading = true;
    for (const start of this.starts) start();
  }

  private async tryToLead(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.lock) this.lock = await this.connect();
      const { rows } = await this.lock.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS got',
        [...JOB_LEADER_LOCK],
      );
      if (rows[0]?.got && !this.stopped) {
        this.logger.log('Diese Instanz führt die zeitgesteuerten Aufgaben aus.');
        this.lead();
        return;
      }
    } catch (error) {
      this.logger.warn(`Job-Sperre nicht erreichbar: ${(error as Error).message}`);
      await this.dropLock();
    }
    this.schedule();
  }

  private async connect(): Promise<Client> {
    return openSession(this.config.databaseUrl!, (client) => void this.lost(client));
  }

  /** The lock's connection ended: this instance no longer runs the jobs; it asks again. */
  private async lost(client: Client): Promise<void> {
    if (this.lock !== client) return;
    this.lock = null;
    if (this.isLeading) {
      this.isLeading = false;
      this.logger.warn('Job-Sperre verloren; diese Instanz führt die Aufgaben nicht mehr aus.');
    }
    await client.end().catch(() => undefined);
    this.schedule();
  }

  private async dropLock(): Promise<void> {
    const client = this.lock;
    this.lock = null;
    await client?.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tryToLead();
    }, JOB_LEADER_RETRY_MS);
    this.timer.unref();
  }
}
