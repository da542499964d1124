import { db } from '@/offline/db';
import { onEnqueue } from '@/offline/outbox';
import {
  type Answer,
  classifyAnswer,
  classifyRefreshError,
  NETWORK_ERROR,
  type Outcome,
} from '@/offline/sync/classify';
import {
  applyConflict,
  applyDone,
  applyRefused,
  applyRejected,
  applyRetry,
  holdForLogin,
  prepareRequest,
  refuseQueue,
  rejectWithoutVersion,
  resetForStart,
} from '@/offline/sync/transitions';
import type { EntityRef, OutboxRow, RefusalReason, SentRequest } from '@/offline/types';
import type { Progress, UploadRequest } from '@/offline/xhrUpload';

/**
 * The sync engine: picks the next row, one tab at a time (Web Locks), sends it, has the answer
 * classified (`classify.ts`) and applied to the row (`transitions.ts`), and schedules the next
 * pass (backoff, online/offline events, a new row queued).
 */

export interface SyncDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getAccessToken(): string | null;
  /**
   * Null means "not logged in any more"; throws on a network error (an `ApiError` with status 0)
   * and with code `ACCOUNT_BLOCKED` when the account is blocked.
   */
  refreshAccessToken(): Promise<string | null>;
  /**
   * The user the device's session belongs to now. The refresh cookie is shared by every tab, so
   * after a logout and another login elsewhere a refresh yields another user's token; rows are
   * only ever sent while the session is their owner's (DESIGN section 6).
   */
  getSessionUserId?(): string | null;
  /** False while the device knows it is offline: nothing is tried, no attempt is counted. */
  isOnline?(): boolean;
  now(): number;
  random(): number;
  locks: LockManager | null;
  /** Sends an image row and reports how much has gone out; without it, images go by fetch. */
  upload?: UploadRequest;
}

/** An image row on its way to the server. */
export interface UploadState extends Progress {
  rowId: string;
  entity: EntityRef;
  /** The image slot the row fills (`image`, `icon`). */
  slot: string;
}

export type SyncEvent =
  /** `data`: what the server answered with (the entity as it is now), for the words of it. */
  | { type: 'sent'; row: OutboxRow; message: string; data: unknown }
  | { type: 'rejected'; row: OutboxRow; message: string }
  | { type: 'refused'; row: OutboxRow; reason: RefusalReason }
  | { type: 'conflict'; row: OutboxRow; message: string }
  /** Once per pass that synced something: one summary instead of a message per row. */
  | { type: 'synced'; count: number; message: string }
  /**
   * The server says the account is blocked: `count` waiting rows of the user were refused with
   * its sentence (the login page says it; the session ends with the refresh that said it).
   */
  | { type: 'blocked'; userId: string; message: string; count: number }
  | { type: 'auth-required' };

export interface SyncState {
  userId: string | null;
  online: boolean;
  syncing: boolean;
  authRequired: boolean;
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;
const LOCK_NAME = 'vh-outbox';

/** Exponential backoff with ±50 % jitter so many clients do not retry in step. */
export function backoffDelay(attempts: number, random: number): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random));
}

export class SyncEngine {
  private state: SyncState;
  private readonly stateListeners = new Set<(s: SyncState) => void>();
  private readonly eventListeners = new Set<(e: SyncEvent) => void>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cleanup: (() => void)[] = [];
  private skipBackoff = false;
  /** Rows synced in the current run, for the one summary at its end. */
  private synced = { count: 0, message: '' };
  private uploads: readonly UploadState[] = [];
  private readonly uploadListeners = new Set<() => void>();

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

  /** The image rows being sent now, with their progress (a new array on every change). */
  getUploads(): readonly UploadState[] {
    return this.uploads;
  }

  subscribeUploads(listener: () => void): () => void {
    this.uploadListeners.add(listener);
    return () => this.uploadListeners.delete(listener);
  }

  private setUpload(row: OutboxRow, progress: Progress | null): void {
    const others = this.uploads.filter((u) => u.rowId !== row.id);
    this.uploads = progress
      ? [
          ...others,
          { rowId: row.id, entity: row.entity, slot: row.upload?.slot ?? '', ...progress },
        ]
      : others;
    this.uploadListeners.forEach((listener) => listener());
  }

  onEvent(listener: (e: SyncEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * Starts sending the queue of this user; rows of any other user stay untouched. A start (app
   * start, reload, new login) forgets backoff left from an earlier offline window and sends at
   * once; rows held back because the session had ended go again (not those refused because the
   * account was blocked: they wait for the user's decision).
   */
  start(userId: string): void {
    if (this.state.userId === userId) {
      // A new start after a fresh login lifts the "please log in again" stop.
      this.setState({ authRequired: false });
      void this.freshStart(userId);
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
    void this.freshStart(userId);
  }

  /** Resolves when the start's reset and first pass are done (tests). */
  private startDone: Promise<void> = Promise.resolve();

  whenStarted(): Promise<void> {
    return this.startDone;
  }

  private freshStart(userId: string): Promise<void> {
    this.startDone = (async () => {
      await resetForStart(userId);
      if (this.state.userId === userId) await this.retryNow();
    })();
    return this.startDone;
  }

  stop(): void {
    this.cleanup.forEach((fn) => fn());
    this.cleanup = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.setState({ userId: null, syncing: false });
  }

  /**
   * The account is blocked (the refresh or the server said so): every row of the user still
   * waiting is refused with the server's sentence and code, and is never sent on its own again,
   * also not after a reload or a new login; the user sends it again or discards it (outbox
   * dialog). Other users' rows are not touched. Safe to call more than once.
   */
  async refuseBlocked(userId: string, message: string | null): Promise<void> {
    const count = await refuseQueue(userId, message);
    if (this.state.userId === userId) this.setState({ authRequired: true });
    if (count > 0) this.emit({ type: 'blocked', userId, message: message ?? '', count });
  }

  /** Stops and waits for a pass still running, so nothing is written after (logout). */
  async halt(): Promise<void> {
    this.stop();
    await this.running?.catch(() => undefined);
    await this.startDone.catch(() => undefined);
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
      this.synced = { count: 0, message: '' };
      do {
        this.rerun = false;
        await this.withLock(() => this.drain());
      } while (this.rerun && this.state.userId);
      const { count, message } = this.synced;
      this.synced = { count: 0, message: '' };
      if (count > 0) this.emit({ type: 'synced', count, message });
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private isOnline(): boolean {
    return this.deps.isOnline ? this.deps.isOnline() : this.state.online;
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
    // Offline: nothing is tried and no attempt counts; the `online` event sends at once.
    if (!this.isOnline()) return;
    const skipBackoff = this.skipBackoff;
    this.skipBackoff = false;
    this.setState({ syncing: true });
    try {
      // The queue is read once per pass (rows queued meanwhile start another pass); each row is
      // read again right before it goes, for the version an earlier row rebased it on.
      const queue = await db.outbox
        .where('[userId+seq]')
        .between([userId, 0], [userId, Infinity])
        .toArray();
      // Rows behind a conflict of the same entity wait for the user's decision.
      const blocked = new Set(queue.filter((r) => r.status === 'conflict').map((r) => r.entityKey));
      for (const queued of queue) {
        if (blocked.has(queued.entityKey)) continue;
        const row = await db.outbox.get(queued.id);
        if (!row || (row.status !== 'pending' && row.status !== 'sending')) continue;
        if (!skipBackoff && row.nextAttemptAt > this.deps.now()) {
          this.schedule(row.nextAttemptAt);
          return;
        }
        const outcome = await this.sendRow(row);
        if (outcome === 'stop' || this.state.userId !== userId) return;
        if (outcome === 'hold-entity') blocked.add(row.entityKey);
      }
    } finally {
      this.setState({ syncing: false });
    }
  }

  /**
   * Whether the queue goes on: with the next row, without the rest of this entity (its order
   * must hold: a conflict waits for the user, a merged 412 goes again in the next pass), or not.
   */
  private async sendRow(row: OutboxRow): Promise<'next' | 'hold-entity' | 'stop'> {
    const request = await prepareRequest(row);
    // Dropped meanwhile (the entity was deleted before its create went out).
    if (request === 'gone') return 'next';
    if (!request) {
      await rejectWithoutVersion(row);
      this.emit({ type: 'rejected', row, message: '' });
      return 'next';
    }
    return this.apply(row, await this.sendAuthorized(row, request));
  }

  /**
   * Sends with the access token; a 401 refreshes it and sends once more. Only while the device's
   * session is the row's owner's: a refresh may yield another user's token (DESIGN section 6).
   */
  private async sendAuthorized(row: OutboxRow, request: SentRequest): Promise<Outcome> {
    const ownedByRowUser = () =>
      !this.deps.getSessionUserId || this.deps.getSessionUserId() === row.userId;
    const sessionEnded: Outcome = { kind: 'refused', reason: 'session-ended', message: null };
    let outcome: Outcome = ownedByRowUser()
      ? await this.send(row, request, this.deps.getAccessToken())
      : { kind: 'auth' };
    if (outcome.kind !== 'auth' || !ownedByRowUser()) return outcome;
    try {
      const token = await this.deps.refreshAccessToken();
      if (token === null) return sessionEnded;
      outcome = ownedByRowUser() ? await this.send(row, request, token) : { kind: 'auth' };
      // Refreshed and still 401: the session is gone for good.
      return outcome.kind === 'auth' && ownedByRowUser() ? sessionEnded : outcome;
    } catch (error) {
      return classifyRefreshError(error);
    }
  }

  /** Writes the outcome to the row (transitions.ts), tells the listeners, and says how to go on. */
  private async apply(row: OutboxRow, outcome: Outcome): Promise<'next' | 'hold-entity' | 'stop'> {
    switch (outcome.kind) {
      case 'done': {
        await applyDone(row, outcome.body);
        const message = outcome.body.message ?? '';
        this.synced.count += 1;
        this.synced.message = message;
        this.emit({ type: 'sent', row, message, data: outcome.body.data });
        return 'next';
      }
      case 'retry': {
        // An error while the device knows it is offline is not an attempt: no backoff.
        const offline = !this.isOnline();
        const attempts = offline ? row.attempts : row.attempts + 1;
        const next = offline ? 0 : this.deps.now() + backoffDelay(attempts, this.deps.random());
        await applyRetry(row, outcome, attempts, next);
        if (!offline) this.schedule(next);
        return 'stop';
      }
      case 'auth':
        await holdForLogin(row);
        this.setState({ authRequired: true });
        this.emit({ type: 'auth-required' });
        return 'stop';
      case 'refused':
        await applyRefused(row, outcome.reason, outcome.message);
        this.emit({ type: 'refused', row, reason: outcome.reason });
        // A session that needs a new login pauses the queue; the other rows wait for it.
        if (outcome.reason === 'session-ended') {
          this.setState({ authRequired: true });
          this.emit({ type: 'auth-required' });
          return 'stop';
        }
        return 'next';
      case 'blocked':
        await this.refuseBlocked(row.userId, outcome.message);
        return 'stop';
      case 'conflict':
        if ((await applyConflict(row, outcome.body, this.deps.now())) === 'requeued') {
          this.rerun = true;
        } else {
          this.emit({ type: 'conflict', row, message: outcome.body.message ?? '' });
        }
        return 'hold-entity';
      case 'rejected': {
        const rejected = await applyRejected(row, outcome.body, outcome.status);
        this.emit({ type: 'rejected', row: rejected, message: rejected.lastError ?? '' });
        return 'next';
      }
    }
  }

  /** One request; the answer as an outcome (a request that got no answer: a network error). */
  private async send(row: OutboxRow, request: SentRequest, token: string | null): Promise<Outcome> {
    const headers = { ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = `${this.deps.baseUrl}${row.path}`;
    const payload = request.body ?? multipartOf(row);
    let response: Response;
    try {
      if (payload instanceof FormData && this.deps.upload && row.upload) {
        this.setUpload(row, { loaded: 0, total: row.upload.blob.size });
        try {
          response = await this.deps.upload(
            url,
            { method: row.method, headers, body: payload },
            (p) => this.setUpload(row, p),
          );
        } finally {
          this.setUpload(row, null);
        }
      } else {
        response = await this.deps.fetch(url, {
          method: row.method,
          headers,
          body: payload ?? undefined,
          credentials: 'include',
        });
      }
    } catch {
      return NETWORK_ERROR;
    }
    const answer: Answer = {
      status: response.status,
      headers: response.headers,
      body: await response.text().catch(() => ''),
    };
    return classifyAnswer(answer, this.deps.now());
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

/** An image row's body: built anew for every attempt from the stored Blob (the server keys the
 * idempotency of a multipart request on its fields, not on the boundary). */
function multipartOf(row: OutboxRow): FormData | null {
  if (!row.upload) return null;
  const form = new FormData();
  form.append('file', row.upload.blob, row.upload.name);
  return form;
}
