import { db } from '@/offline/db';
import { knownServerVersion, rebuildLocalCopy } from '@/offline/localStore';
import { onEnqueue } from '@/offline/outbox';
import type { OutboxRow } from '@/offline/types';

export interface SyncDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getAccessToken(): string | null;
  /** Null means "not logged in any more"; throws on a network error. */
  refreshAccessToken(): Promise<string | null>;
  /**
   * The user the device's session belongs to now. The refresh cookie is shared by every tab, so
   * after a logout and another login elsewhere a refresh yields another user's token; rows are
   * only ever sent while the session is their owner's (DESIGN section 6).
   */
  getSessionUserId?(): string | null;
  now(): number;
  random(): number;
  locks: LockManager | null;
}

export type SyncEvent =
  | { type: 'sent'; row: OutboxRow; message: string }
  | { type: 'rejected'; row: OutboxRow; message: string }
  | { type: 'conflict'; row: OutboxRow; message: string }
  | { type: 'auth-required' };

export interface SyncState {
  userId: string | null;
  online: boolean;
  syncing: boolean;
  authRequired: boolean;
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;
const LOCK_NAME = 'vh-outbox';

/** Exponential backoff with ±50 % jitter so many clients do not retry in step. */
export function backoffDelay(attempts: number, random: number): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random));
}

interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  data?: unknown;
}

type SendResult =
  | { kind: 'ok'; body: Envelope }
  | { kind: 'retry'; error: string }
  | { kind: 'auth' }
  | { kind: 'conflict'; body: Envelope }
  | { kind: 'rejected'; body: Envelope; status: number };

export class SyncEngine {
  private state: SyncState;
  private readonly stateListeners = new Set<(s: SyncState) => void>();
  private readonly eventListeners = new Set<(e: SyncEvent) => void>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cleanup: (() => void)[] = [];
  private skipBackoff = false;

  constructor(private readonly deps: SyncDeps) {
    this.state = {
      userId: null,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      syncing: false,
      authRequired: false,
    };
  }

  getState(): SyncState {
    return this.state;
  }

  subscribe(listener: (s: SyncState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onEvent(listener: (e: SyncEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Starts sending the queue of this user; rows of any other user stay untouched. */
  start(userId: string): void {
    if (this.state.userId === userId) {
      // A new start after a fresh login lifts the "please log in again" stop.
      this.setState({ authRequired: false });
      this.requestSync();
      return;
    }
    this.stop();
    this.setState({ userId, authRequired: false });
    if (typeof window !== 'undefined') {
      const goOnline = () => {
        this.setState({ online: true });
        void this.retryNow();
      };
      const goOffline = () => this.setState({ online: false });
      window.addEventListener('online', goOnline);
      window.addEventListener('offline', goOffline);
      this.cleanup.push(() => {
        window.removeEventListener('online', goOnline);
        window.removeEventListener('offline', goOffline);
      });
    }
    this.cleanup.push(onEnqueue(() => this.requestSync()));
    this.requestSync();
  }

  stop(): void {
    this.cleanup.forEach((fn) => fn());
    this.cleanup = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.setState({ userId: null, syncing: false });
  }

  /** Fire and forget; errors are kept on the rows, never thrown at the caller. */
  requestSync(): void {
    void this.runOnce();
  }

  /**
   * Sends at once, also rows still waiting out a network-error backoff: for "back online" and
   * "Jetzt synchronisieren", where waiting (up to minutes after a long offline time) is wrong.
   */
  retryNow(): Promise<void> {
    this.skipBackoff = true;
    return this.runOnce();
  }

  /** Sends what can be sent now; resolves when this pass (and any pass it queued) is done. */
  async runOnce(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        await this.withLock(() => this.drain());
      } while (this.rerun && this.state.userId);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async withLock(fn: () => Promise<void>): Promise<void> {
    const { locks } = this.deps;
    if (!locks) return fn();
    await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      // Another tab is sending; look again shortly in case it closes before finishing.
      if (!lock) this.schedule(this.deps.now() + BASE_DELAY_MS);
      else await fn();
    });
  }

  private async drain(): Promise<void> {
    const userId = this.state.userId;
    if (!userId || this.state.authRequired) return;
    const skipBackoff = this.skipBackoff;
    this.skipBackoff = false;
    this.setState({ syncing: true });
    try {
      for (let guard = 0; guard < 1000; guard++) {
        const row = await this.nextRow(userId);
        if (!row) return;
        if (!skipBackoff && row.nextAttemptAt > this.deps.now()) {
          this.schedule(row.nextAttemptAt);
          return;
        }
        const goOn = await this.sendRow(row);
        if (!goOn || this.state.userId !== userId) return;
      }
    } finally {
      this.setState({ syncing: false });
    }
  }

  /** First row in order that may go now; rows behind a conflict of the same entity wait. */
  private async nextRow(userId: string): Promise<OutboxRow | undefined> {
    const rows = await db.outbox
      .where('[userId+seq]')
      .between([userId, 0], [userId, Infinity])
      .toArray();
    const blocked = new Set(rows.filter((r) => r.status === 'conflict').map((r) => r.entityKey));
    return rows.find(
      (r) => (r.status === 'pending' || r.status === 'sending') && !blocked.has(r.entityKey),
    );
  }

  /** Returns whether the queue may go on with the next row. */
  private async sendRow(row: OutboxRow): Promise<boolean> {
    const ownedByRowUser = () =>
      !this.deps.getSessionUserId || this.deps.getSessionUserId() === row.userId;
    await db.outbox.update(row.id, { status: 'sending' });
    let result: SendResult = ownedByRowUser()
      ? await this.send(row, this.deps.getAccessToken())
      : { kind: 'auth' };
    if (result.kind === 'auth' && ownedByRowUser()) {
      try {
        const token = await this.deps.refreshAccessToken();
        result = token && ownedByRowUser() ? await this.send(row, token) : { kind: 'auth' };
      } catch (error) {
        result = { kind: 'retry', error: errorText(error) };
      }
    }
    switch (result.kind) {
      case 'ok':
        await this.applySuccess(row, result.body);
        this.emit({ type: 'sent', row, message: result.body.message ?? '' });
        return true;
      case 'retry': {
        const attempts = row.attempts + 1;
        const next = this.deps.now() + backoffDelay(attempts, this.deps.random());
        await db.outbox.update(row.id, {
          status: 'pending',
          attempts,
          nextAttemptAt: next,
          lastError: result.error,
        });
        this.schedule(next);
        return false;
      }
      case 'auth':
        await db.outbox.update(row.id, { status: 'pending' });
        this.setState({ authRequired: true });
        this.emit({ type: 'auth-required' });
        return false;
      case 'conflict':
        await this.applyConflict(row, result.body);
        this.emit({ type: 'conflict', row, message: result.body.message ?? '' });
        return true;
      case 'rejected': {
        const message = result.body.message ?? `HTTP ${result.status}`;
        await db.outbox.update(row.id, {
          status: 'rejected',
          attempts: row.attempts + 1,
          lastError: message,
        });
        this.emit({ type: 'rejected', row, message });
        return true;
      }
    }
  }

  private async send(row: OutboxRow, token: string | null): Promise<SendResult> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Idempotency-Key': row.id,
    };
    if (row.body) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (row.ifMatch) {
      const version = (await knownServerVersion(row.userId, row.entity)) ?? row.baseVersion;
      if (version !== null) headers['If-Match'] = `"${version}"`;
    }
    let response: Response;
    try {
      response = await this.deps.fetch(`${this.deps.baseUrl}${row.path}`, {
        method: row.method,
        headers,
        body: row.body ? JSON.stringify(row.body) : undefined,
        credentials: 'include',
      });
    } catch (error) {
      return { kind: 'retry', error: errorText(error) };
    }
    const body = await readEnvelope(response);
    if (response.ok) return { kind: 'ok', body };
    if (response.status === 401) return { kind: 'auth' };
    if (response.status === 412) return { kind: 'conflict', body };
    // 409 IDEMPOTENCY_IN_PROGRESS: the first send of this key is still running; 408/429/5xx: try
    // again later. Any other 409 is a lasting state and must not block the queue behind it.
    const inProgress = response.status === 409 && body.code === 'IDEMPOTENCY_IN_PROGRESS';
    if (inProgress || [408, 429].includes(response.status) || response.status >= 500) {
      return { kind: 'retry', error: body.message ?? `HTTP ${response.status}` };
    }
    return { kind: 'rejected', body, status: response.status };
  }

  private async applySuccess(row: OutboxRow, body: Envelope): Promise<void> {
    await db.transaction('rw', [db.outbox, db.courses, db.times], async () => {
      await db.outbox.delete(row.id);
      const data = isRecord(body.data) ? body.data : null;
      if (row.method === 'DELETE') await rebuildLocalCopy(row.userId, row.entity, null);
      else if (data) await rebuildLocalCopy(row.userId, row.entity, data);
    });
  }

  private async applyConflict(row: OutboxRow, body: Envelope): Promise<void> {
    await db.transaction('rw', [db.outbox, db.conflicts], async () => {
      await db.outbox.update(row.id, { status: 'conflict', lastError: body.message ?? null });
      await db.conflicts.put({
        id: row.id,
        userId: row.userId,
        entity: row.entity,
        server: isRecord(body.data) ? body.data : {},
        mine: row.body ?? {},
        createdAt: new Date(this.deps.now()).toISOString(),
      });
    });
  }

  private schedule(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.max(0, at - this.deps.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.requestSync();
    }, delay);
  }

  private setState(patch: Partial<SyncState>): void {
    this.state = { ...this.state, ...patch };
    this.stateListeners.forEach((l) => l(this.state));
  }

  private emit(event: SyncEvent): void {
    this.eventListeners.forEach((l) => l(event));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    const json: unknown = await response.json();
    return isRecord(json) ? (json as Envelope) : {};
  } catch {
    return {};
  }
}
