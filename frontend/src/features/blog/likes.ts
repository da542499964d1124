/**
 * Likes and views of blog posts, remembered in the browser (spec section 4: "a liked post is
 * remembered locally to avoid liking twice"). Browser-only: call from effects and handlers.
 *
 * - `vh.likedPosts` (localStorage): ids this browser liked; their button stays disabled.
 * - `vh.pendingLikes` (localStorage): likes given offline, sent once when the browser is online.
 * - `vh.deviceId` (cookie and localStorage): the LikeDto's device_id; the server counts one like
 *   per device.
 * - `vh.viewedPosts` (sessionStorage): one counted view per post and browser session.
 */
import { api } from '@/api/typed';
import { isApiError } from '@/api/ApiError';
import { newId } from '@/offline/ids';
import { readPreferenceCookie, writePreferenceCookie } from '@/components/preferenceCookie';

export const LIKED_KEY = 'vh.likedPosts';
export const PENDING_KEY = 'vh.pendingLikes';
export const DEVICE_KEY = 'vh.deviceId';
export const VIEWED_KEY = 'vh.viewedPosts';

function readIds(storage: Storage, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(storage: Storage, key: string, ids: readonly string[]): void {
  try {
    storage.setItem(key, JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or blocked (private mode): the like still counts on the server.
  }
}

/**
 * The device id of the likes: the `vh.deviceId` cookie if there is one (the server sets it on a
 * like posted without JavaScript, so both ways count as one device), else localStorage, else a
 * new one; kept in both.
 */
export function deviceId(): string {
  const cookie = readPreferenceCookie(DEVICE_KEY);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DEVICE_KEY);
  } catch {
    // Storage blocked: the cookie keeps the id.
  }
  const id = cookie ?? stored ?? newId();
  if (id !== stored) {
    try {
      localStorage.setItem(DEVICE_KEY, id);
    } catch {
      // as above
    }
  }
  if (id !== cookie) writePreferenceCookie(DEVICE_KEY, id);
  return id;
}

/**
 * A like given before the app ran (backend src/pages/early-controls/like.ts): the count its page
 * shows, and the promise of the server's count while it is being sent (none: already liked).
 */
export interface EarlyLike {
  id: string;
  likes: number;
  pending?: boolean;
  done?: Promise<number>;
}

/** The early like of post `id` on this page, if there was one (read by the first render). */
export function earlyLike(id: string): EarlyLike | null {
  if (typeof window === 'undefined') return null;
  const early = (window as { vhLike?: EarlyLike | null }).vhLike;
  return early && early.id === id ? early : null;
}

/**
 * Whether the page's early script had a like of post `id` refused before the app ran (it turned
 * the button back; the app says so once). True once per refusal.
 */
export function takeEarlyRefusal(id: string): boolean {
  if (typeof window === 'undefined') return false;
  const holder = window as { vhLikeRefused?: string | null };
  if (!id || holder.vhLikeRefused !== id) return false;
  holder.vhLikeRefused = null;
  return true;
}

/** Remembers a like the server counted for this device another way (the page form). */
export function rememberLiked(id: string): void {
  writeIds(localStorage, LIKED_KEY, [...readIds(localStorage, LIKED_KEY), id]);
}

export function isLiked(id: string): boolean {
  return readIds(localStorage, LIKED_KEY).includes(id);
}

export function isPending(id: string): boolean {
  return readIds(localStorage, PENDING_KEY).includes(id);
}

export function pendingLikes(): string[] {
  return readIds(localStorage, PENDING_KEY);
}

function removePending(id: string): void {
  writeIds(
    localStorage,
    PENDING_KEY,
    readIds(localStorage, PENDING_KEY).filter((p) => p !== id),
  );
}

async function sendLike(id: string): Promise<number> {
  const envelope = await api.post('/public/like/{id}', {
    path: { id },
    json: { device_id: deviceId() },
  });
  return envelope.data?.likes ?? 0;
}

export type LikeResult =
  | { status: 'sent'; likes: number }
  /** Offline or unreachable: remembered, sent when the browser is online again. */
  | { status: 'pending' };

/**
 * Likes a post once: remembered as liked at once; sent now, or kept as pending when offline or
 * on a network error. A server error (e.g. the post is gone) is thrown and nothing is remembered.
 */
export async function likePost(id: string): Promise<LikeResult> {
  if (!navigator.onLine) {
    writeIds(localStorage, LIKED_KEY, [...readIds(localStorage, LIKED_KEY), id]);
    writeIds(localStorage, PENDING_KEY, [...readIds(localStorage, PENDING_KEY), id]);
    return { status: 'pending' };
  }
  try {
    const likes = await sendLike(id);
    writeIds(localStorage, LIKED_KEY, [...readIds(localStorage, LIKED_KEY), id]);
    return { status: 'sent', likes };
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) {
      writeIds(localStorage, LIKED_KEY, [...readIds(localStorage, LIKED_KEY), id]);
      writeIds(localStorage, PENDING_KEY, [...readIds(localStorage, PENDING_KEY), id]);
      return { status: 'pending' };
    }
    throw error;
  }
}

// Ids being sent now: the `online` event and a page load must not send the same like twice.
const inFlight = new Set<string>();

/**
 * Sends the pending likes once each (when online). A like leaves the pending list when the server
 * answered (counted, already liked, or gone); a network error keeps it for the next time.
 * Resolves to the new counts of the likes the server took.
 */
export async function flushPendingLikes(): Promise<Map<string, number>> {
  const sent = new Map<string, number>();
  if (!navigator.onLine) return sent;
  for (const id of pendingLikes()) {
    if (inFlight.has(id)) continue;
    inFlight.add(id);
    try {
      sent.set(id, await sendLike(id));
      removePending(id);
    } catch (error) {
      if (!(isApiError(error) && error.isNetworkError)) removePending(id);
    } finally {
      inFlight.delete(id);
    }
  }
  return sent;
}

/** True the first time in this browser session for this post (and remembers it). */
export function takeFirstView(id: string): boolean {
  const viewed = readIds(sessionStorage, VIEWED_KEY);
  if (viewed.includes(id)) return false;
  writeIds(sessionStorage, VIEWED_KEY, [...viewed, id]);
  return true;
}

/** POST /public/blogPost/increment/{id}: the new view count. */
export async function countView(id: string): Promise<number | null> {
  const envelope = await api.post('/public/blogPost/increment/{id}', { path: { id } });
  return envelope.data?.views ?? null;
}
