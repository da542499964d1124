import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import { PublicCache, type CacheChange } from '@/common/public-cache';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { openSession, type Database } from '@/db/client';
import { DATABASE } from '@/db/db.module';

/** The PostgreSQL channel of the cache changes. */
export const CACHE_CHANNEL = 'vh_cache';
/** NOTIFY takes at most 8000 bytes; a longer change goes as "everything" (rare: a key list). */
const MAX_PAYLOAD = 7_900;
/** The listener's next try after it lost its connection, growing up to the last. */
const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000];

interface Message {
  /** The instance that made the change (its own notifications come back to it). */
  from: string;
  change: CacheChange;
}

/**
 * Several instances, one public site (MULTI_INSTANCE=true, docs/operations.md): every change of
 * this instance's PublicCache goes out as a PostgreSQL NOTIFY on `vh_cache`, and every other
 * instance's change comes in over a LISTEN connection and is repeated here, so a write through any
 * instance drops the affected JSON and pages on all of them. No new server is needed.
 *
 * What can go wrong is bounded: a listener that lost its connection drops the whole cache when it
 * is back (it may have missed changes), and every entry is loaded again after
 * CACHE_MAX_AGE_SECONDS at the latest (a notification lost on the way). A NOTIFY that fails (the
 * database is down) is logged; the write itself has happened.
 */
@Injectable()
export class CacheBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CacheBus.name);
  private readonly id = randomUUID();
  private listener: Client | null = null;
  private stopped = false;
  private failures = 0;
  private sweep: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly cache: PublicCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.multiInstance || !this.config.databaseUrl) return;
    this.cache.shareChanges((change) => void this.publish(change));
    const maxAgeMs = this.config.cacheMaxAgeSeconds * 1_000;
    this.sweep = setInterval(() => this.cache.expireOlderThan(maxAgeMs), maxAgeMs / 4);
    this.sweep.unref();
    // The first connection is part of the start: an instance that cannot listen would serve
    // other instances' old bytes until the safety expiry.
    await this.listen(false);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.sweep) clearInterval(this.sweep);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** Whether the listener is connected now (for tests and diagnostics). */
  get listening(): boolean {
    return this.listener !== null;
  }

  private async publish(change: CacheChange): Promise<void> {
    let payload = JSON.stringify({ from: this.id, change } satisfies Message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      payload = JSON.stringify({ from: this.id, change: { op: 'all' } } satisfies Message);
    }
    try {
      await this.db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`);
    } catch (error) {
      this.logger.warn(
        `Cache-Änderung nicht an die anderen Instanzen gesendet: ${(error as Error).message}`,
      );
    }
  }

  private receive(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === this.id || !message.change) return;
    this.cache.applyChange(message.change);
  }

  /** Connects the listener; after a gap (`reconnected`), everything cached may be old. */
  private async listen(reconnected: boolean): Promise<void> {
    let client: Client;
    try {
      client = await openSession(this.config.databaseUrl!, (lost, error) => this.lost(lost, error));
      client.on('notification', (message) => {
        if (message.channel === CACHE_CHANNEL) this.receive(message.payload);
      });
      await client.query(`LISTEN ${CACHE_CHANNEL}`).catch(async (error: unknown) => {
        await client.end().catch(() => undefined);
        throw error;
      });
    } catch (error) {
      if (!reconnected) throw error;
      this.retry();
      return;
    }
    this.listener = client;
    this.failures = 0;
    if (reconnected) {
      this.logger.warn('Cache-Benachrichtigungen wieder verbunden; der Cache wird neu geladen.');
      this.cache.applyChange({ op: 'all' });
    }
  }

  private lost(client: Client, error: Error | null): void {
    if (this.listener !== client) return;
    this.listener = null;
    if (this.stopped) return;
    // Changes may be missed from now on: nothing cached is trusted until the listener is back.
    this.cache.applyChange({ op: 'all' });
    this.logger.warn(
      `Verbindung für Cache-Benachrichtigungen verloren${error ? `: ${error.message}` : ''}; neuer Versuch.`,
    );
    void client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    const delay = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)]!;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => void this.listen(true), delay);
    this.reconnectTimer.unref();
  }
}
