import { isApiError } from '@/api/ApiError';
import { ACCOUNT_BLOCKED } from '@/auth/session';
import { changedFields, contestedFields, requeueOnServer } from '@/offline/conflicts';
import { db } from '@/offline/db';
import {
  knownServerVersion,
  rebaseNextRow,
  rebuildLocalCopy,
  setServerVersion,
} from '@/offline/localStore';
import { onEnqueue } from '@/offline/outbox';
import type { EntityRef, ErrorKind, OutboxRow, RefusalReason, SentRequest } from '@/offline/types';
import type { Progress, UploadRequest } from '@/offline/xhrUpload';

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
}

export type SyncEvent =
  | { type: 'sent'; row: OutboxRow; message: string }
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

interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  details?: unknown;
  data?: unknown;
}

type SendResult =
  | { kind: 'ok'; body: Envelope }
  | { kind: 'retry'; error: string | null; errorKind: ErrorKind }
  | { kind: 'auth' }
  | { kind: 'refused'; reason: RefusalReason; message: string | null }
  | { kind: 'blocked'; message: string | null }
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
      ? [...others, { rowId: row.id, entity: row.entity, ...progress }]
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
    const ownedByRowUser = () =>
      !this.deps.getSessionUserId || this.deps.getSessionUserId() === row.userId;
    const request = await this.requestFor(row);
    // Dropped meanwhile (the entity was deleted before its create went out).
    if (request === 'gone') return 'next';
    if (!request) {
      // An update whose entity never got a version (its create was refused): it cannot go.
      await db.outbox.update(row.id, { status: 'rejected', errorKind: 'no-version' });
      this.emit({ type: 'rejected', row, message: '' });
      return 'next';
    }
    let result: SendResult = ownedByRowUser()
      ? await this.send(row, request, this.deps.getAccessToken())
      : { kind: 'auth' };
    if (result.kind === 'auth' && ownedByRowUser()) {
      try {
        const token = await this.deps.refreshAccessToken();
        if (token === null) result = { kind: 'refused', reason: 'session-ended', message: null };
        else result = ownedByRowUser() ? await this.send(row, request, token) : { kind: 'auth' };
        // Refreshed and still 401: the session is gone for good.
        if (result.kind === 'auth' && ownedByRowUser()) {
          result = { kind: 'refused', reason: 'session-ended', message: null };
        }
      } catch (error) {
        result = refreshFailure(error);
      }
    }
    switch (result.kind) {
      case 'ok':
        await this.applySuccess(row, result.body);
        this.synced.count += 1;
        this.synced.message = result.body.message ?? '';
        this.emit({ type: 'sent', row, message: result.body.message ?? '' });
        return 'next';
      case 'retry': {
        // An error while the device knows it is offline is not an attempt: no backoff.
        const offline = !this.isOnline();
        const attempts = offline ? row.attempts : row.attempts + 1;
        const next = offline ? 0 : this.deps.now() + backoffDelay(attempts, this.deps.random());
        await db.outbox.update(row.id, {
          status: 'pending',
          attempts,
          nextAttemptAt: next,
          lastError: result.error,
          errorKind: result.errorKind,
        });
        if (!offline) this.schedule(next);
        return 'stop';
      }
      case 'auth':
        // Only a row still on its way waits again: one the block refused meanwhile stays so.
        await db.outbox
          .where('id')
          .equals(row.id)
          .modify((r) => {
            if (r.status === 'sending') r.status = 'pending';
          });
        this.setState({ authRequired: true });
        this.emit({ type: 'auth-required' });
        return 'stop';
      case 'refused': {
        await db.outbox.update(row.id, {
          status: 'refused',
          refusal: result.reason,
          lastError: result.message,
          errorKind: null,
        });
        this.emit({ type: 'refused', row, reason: result.reason });
        // A session that needs a new login pauses the queue; the other rows wait for it (this
        // row goes again after the login, so the version is not handed on).
        if (result.reason === 'session-ended') {
          this.setState({ authRequired: true });
          this.emit({ type: 'auth-required' });
          return 'stop';
        }
        await rebaseNextRow(row, row.baseVersion);
        return 'next';
      }
      case 'blocked':
        await this.refuseBlocked(row.userId, result.message);
        return 'stop';
      case 'conflict':
        await this.applyConflict(row, result.body);
        return 'hold-entity';
      case 'rejected': {
        const message = result.body.message ?? `HTTP ${result.status}`;
        const errorCode = typeof result.body.code === 'string' ? result.body.code : null;
        await db.outbox.update(row.id, {
          status: 'rejected',
          attempts: row.attempts + 1,
          lastError: message,
          errorKind: null,
          errorCode,
          details: isStringRecord(result.body.details) ? result.body.details : null,
        });
        // The server still holds the version this row was made on: the next row goes on it.
        await rebaseNextRow(row, row.baseVersion);
        const rejected: OutboxRow = {
          ...row,
          status: 'rejected',
          errorKind: null,
          errorCode,
          lastError: message,
        };
        this.emit({ type: 'rejected', row: rejected, message });
        return 'next';
      }
    }
  }

  /**
   * The request of a row: the one it first went out with, or (first time) built now with the
   * version the chain of this entity's earlier rows produced, and stored before it goes out.
   */
  private async requestFor(row: OutboxRow): Promise<SentRequest | 'gone' | null> {
    // Read and marked in one transaction: a field an edit adds to a create that has not gone
    // out yet is either in this request or finds it sent and queues an update of its own.
    return db.transaction('rw', db.outbox, db.records, async () => {
      const fresh = await db.outbox.get(row.id);
      // Gone, or refused meanwhile (a block found by another request): not sent.
      if (!fresh || (fresh.status !== 'pending' && fresh.status !== 'sending')) return 'gone';
      if (fresh.sent) return fresh.sent;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Idempotency-Key': fresh.id,
      };
      if (fresh.body) headers['Content-Type'] = 'application/json';
      if (fresh.ifMatch) {
        // Rows from before `base` existed were not rebased: they use the local copy's version.
        const version =
          fresh.base === undefined
            ? ((await knownServerVersion(fresh.userId, fresh.entity)) ?? fresh.baseVersion)
            : fresh.baseVersion;
        if (version === null) return null;
        headers['If-Match'] = `"${version}"`;
      }
      const sent: SentRequest = { headers, body: fresh.body ? JSON.stringify(fresh.body) : null };
      await db.outbox.update(fresh.id, { sent, status: 'sending' });
      return sent;
    });
  }

  private async send(
    row: OutboxRow,
    request: SentRequest,
    token: string | null,
  ): Promise<SendResult> {
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
      return { kind: 'retry', error: null, errorKind: 'network' };
    }
    const body = await readEnvelope(response);
    if (response.ok) return { kind: 'ok', body };
    if (response.status === 401) return { kind: 'auth' };
    if (response.status === 412) return { kind: 'conflict', body };
    if (response.status === 403) {
      // Our server answers a blocked account's writes with 401 and its refresh with this; a
      // write answered so is held the same way.
      if (body.code === ACCOUNT_BLOCKED) return { kind: 'blocked', message: body.message ?? null };
      return { kind: 'refused', reason: 'forbidden', message: body.message ?? null };
    }
    if (response.status === 404) {
      return { kind: 'refused', reason: 'not-found', message: body.message ?? null };
    }
    // 409 IDEMPOTENCY_IN_PROGRESS: the first send of this key is still running; 408/429/5xx
    // (503 DATABASE_UNAVAILABLE too): try again later. Any other 409 is a lasting state and must
    // not block the queue behind it.
    const inProgress = response.status === 409 && body.code === 'IDEMPOTENCY_IN_PROGRESS';
    if (inProgress || [408, 429].includes(response.status) || response.status >= 500) {
      return {
        kind: 'retry',
        error: body.message ?? `HTTP ${response.status}`,
        errorKind: 'server',
      };
    }
    return { kind: 'rejected', body, status: response.status };
  }

  /**
   * The write went through (first answer or the server's replay of it): the row goes, the local
   * copy takes the server's entity, and the entity's later rows that never went out are rebased
   * on the version this write produced, so my next edit never meets my own write as a conflict.
   */
  private async applySuccess(row: OutboxRow, body: Envelope): Promise<void> {
    await db.transaction('rw', [db.outbox, db.records], async () => {
      await db.outbox.delete(row.id);
      const data = isRecord(body.data) ? body.data : null;
      const more = await rebaseNextRow(
        row,
        typeof data?.version === 'number' ? data.version : null,
      );
      if (row.method === 'DELETE') await rebuildLocalCopy(row.userId, row.entity, null);
      // More rows wait: the values stay, but the version is the server's (an edit made after a
      // later row failed must not go with the version from before this one).
      else if (data && more && typeof data.version === 'number') {
        await setServerVersion(row.userId, row.entity, data.version);
      }
      // While more rows of the entity wait, the local copy already shows their values and the
      // chain carries the version: it is rebuilt from the server's answer after the last one, so
      // a batch does not re-render the editor once per row.
      else if (data && !more) await rebuildLocalCopy(row.userId, row.entity, data);
    });
  }

  /**
   * A 412: someone else wrote. Merged three ways against the values my edit started from: when
   * no field was changed on both sides, my fields go again on the server's version without a
   * question; otherwise the user decides (ConflictDialog).
   */
  private async applyConflict(row: OutboxRow, body: Envelope): Promise<void> {
    const server = isRecord(body.data) ? body.data : {};
    const mine = changedFields(row);
    const base = row.base ?? null;
    const contested =
      row.method === 'DELETE' ? ['_deleted'] : contestedFields(mine, base ?? undefined, server);
    if (contested.length === 0 && typeof server.version === 'number') {
      await requeueOnServer(row, server, Object.keys(mine));
      this.rerun = true;
      return;
    }
    await db.transaction('rw', [db.outbox, db.conflicts], async () => {
      await db.outbox.update(row.id, { status: 'conflict', lastError: body.message ?? null });
      await db.conflicts.put({
        id: row.id,
        userId: row.userId,
        entity: row.entity,
        method: row.method,
        server,
        mine,
        base,
        createdAt: new Date(this.deps.now()).toISOString(),
      });
    });
    this.emit({ type: 'conflict', row, message: body.message ?? '' });
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

/**
 * Backoff left from an offline window or an earlier run is forgotten on every start. Rows the
 * block refused stay refused: the user decides on them (DESIGN: nothing goes behind their back).
 */
async function resetForStart(userId: string): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.status === 'pending' || row.status === 'sending') {
        row.status = 'pending';
        row.attempts = 0;
        row.nextAttemptAt = 0;
      } else if (row.status === 'refused' && row.refusal === 'session-ended') {
        // A new session (a fresh login): the refusal was about the old one.
        row.status = 'pending';
        row.refusal = null;
        row.attempts = 0;
        row.nextAttemptAt = 0;
      }
    });
}

/**
 * Every waiting row of the user is refused as blocked, in one transaction; returns how many.
 * A row being sent is included: its answer (401, the session is gone) cannot undo this.
 */
async function refuseQueue(userId: string, message: string | null): Promise<number> {
  let count = 0;
  await db.outbox
    .where('userId')
    .equals(userId)
    .modify((row) => {
      if (row.status !== 'pending' && row.status !== 'sending') return;
      row.status = 'refused';
      row.refusal = 'account-blocked';
      row.errorCode = ACCOUNT_BLOCKED;
      row.lastError = message;
      row.errorKind = null;
      row.nextAttemptAt = 0;
      count += 1;
    });
  return count;
}

function refreshFailure(error: unknown): SendResult {
  if (isApiError(error) && error.code === ACCOUNT_BLOCKED) {
    return { kind: 'blocked', message: error.message || null };
  }
  if (isApiError(error) && error.status !== 0) {
    return { kind: 'retry', error: error.message || null, errorKind: 'server' };
  }
  return { kind: 'retry', error: null, errorKind: 'network' };
}

/** An image row's body: built anew for every attempt from the stored Blob (the server keys the
 * idempotency of a multipart request on its fields, not on the boundary). */
function multipartOf(row: OutboxRow): FormData | null {
  if (!row.upload) return null;
  const form = new FormData();
  form.append('file', row.upload.blob, row.upload.name);
  return form;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    const json: unknown = await response.json();
    return isRecord(json) ? (json as Envelope) : {};
  } catch {
    return {};
  }
}
