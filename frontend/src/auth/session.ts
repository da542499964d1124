import { ApiError, BAD_RESPONSE, NETWORK_ERROR, toErrorCode } from '@/api/ApiError';
import type { Envelope, ErrorCode, LoginResult, SessionUser as User } from '@/api/types';

/** localStorage key of the logged-in user's copy (spec section 3: "a copy is stored locally"). */
export const USER_STORAGE_KEY = 'vh.user';

/** The refresh's answer for a blocked account (backend ErrorCode.AccountBlocked). */
export const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED' satisfies ErrorCode;

/** localStorage key of why the device's last session ended, while the server's reason holds. */
export const SESSION_END_STORAGE_KEY = 'vh.sessionEnd';

export type SessionListener = (user: User | null) => void;

/**
 * The server ended the session for a reason the user has to read: the account is blocked. Kept
 * until the next login (also over reloads), so the login page says why instead of asking for a
 * login that will fail, and the outbox holds the user's queued writes instead of sending them.
 */
export interface SessionEnd {
  code: typeof ACCOUNT_BLOCKED;
  /** The server's sentence (German; other languages show the code's `errors` text). */
  message: string;
  /** Whose session it was (their queue is held); null if the device did not know any more. */
  userId: string | null;
}

export type SessionEndListener = (end: SessionEnd | null) => void;

// The access token lives only in memory: never in localStorage or IndexedDB (XSS exposure).
let accessToken: string | null = null;
const listeners = new Set<SessionListener>();
let refreshInFlight: Promise<string | null> | null = null;
const endListeners = new Set<SessionEndListener>();
// Read from storage once (undefined: not read yet); a stable object for useSyncExternalStore.
let sessionEnd: SessionEnd | null | undefined;

export function getAccessToken(): string | null {
  return accessToken;
}

// The session's user as the app sees it; read from storage once (undefined: not read yet).
let currentUser: User | null | undefined;

/**
 * The logged-in user for rendering: a stable object between changes (a useSyncExternalStore
 * snapshot), so a server-rendered page hydrates as anonymous and then shows the user.
 */
export function sessionUser(): User | null {
  if (currentUser === undefined) currentUser = getStoredUser();
  return currentUser;
}

export function getStoredUser(): User | null {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as User;
    // Spec section 4: the user is restored only if an email is present.
    if (!user || typeof user.email !== 'string' || !user.email) return null;
    // A copy stored before the session carried permissions: none until the next refresh.
    return Array.isArray(user.permissions) ? user : { ...user, permissions: [] };
  } catch {
    return null;
  }
}

export function setSession(user: User, token: string): void {
  // A login (or a refresh that yields a user): whatever ended the last session is over.
  if (getSessionEnd()) setSessionEnd(null);
  accessToken = token;
  currentUser = user;
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
  notify(user);
}

/**
 * The own account changed on the server (profile, photo): the stored copy and the app take the
 * server's answer at once; the token and the session's permissions stay as they are.
 */
export function updateSessionUser(user: Omit<User, 'permissions'>): void {
  const current = sessionUser();
  const token = getAccessToken();
  if (!current || current._id !== user._id || !token) return;
  setSession({ ...user, permissions: current.permissions }, token);
}

export function clearSession(): void {
  accessToken = null;
  currentUser = null;
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // ignore
  }
  notify(null);
}

/** Subscribe to login, refresh and logout; returns the unsubscribe function. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(user: User | null): void {
  for (const listener of listeners) listener(user);
}

/** Why the last session ended, if the server said so and nobody has logged in since. */
export function getSessionEnd(): SessionEnd | null {
  if (sessionEnd === undefined) sessionEnd = readSessionEnd();
  return sessionEnd;
}

function readSessionEnd(): SessionEnd | null {
  try {
    const raw = window.localStorage.getItem(SESSION_END_STORAGE_KEY);
    const end = raw ? (JSON.parse(raw) as Partial<SessionEnd> | null) : null;
    if (end?.code !== ACCOUNT_BLOCKED || typeof end.message !== 'string') return null;
    return { code: end.code, message: end.message, userId: end.userId ?? null };
  } catch {
    return null;
  }
}

function setSessionEnd(end: SessionEnd | null): void {
  sessionEnd = end;
  try {
    if (end) window.localStorage.setItem(SESSION_END_STORAGE_KEY, JSON.stringify(end));
    else window.localStorage.removeItem(SESSION_END_STORAGE_KEY);
  } catch {
    // Storage full or disabled: this tab still knows.
  }
  for (const listener of endListeners) listener(end);
}

/** The login page forgets the reason once someone else tries to log in on the device. */
export function clearSessionEnd(): void {
  if (getSessionEnd()) setSessionEnd(null);
}

/** Subscribe to the reason a session ended (and to its clearing); returns the unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/**
 * Gets a new access token with the HttpOnly refresh cookie. Concurrent callers share one request
 * (the server rotates the cookie, so two parallel refreshes would revoke the session).
 * Resolves null on 401 (no valid session; the stored user is removed), throws ApiError on a
 * network error (status 0) or another failure, so offline clients keep their stored user; a
 * blocked account (403 ACCOUNT_BLOCKED) records why (`getSessionEnd`), removes the stored user
 * and throws. A retry after a lost
 * answer (the server rotated, the cookie never arrived) gets the session's current successor
 * from the server's grace window.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshInFlight) {
    // Tabs take turns too (Web Locks): a tab that refreshes after another one sends the cookie
    // the first one received, instead of presenting the rotated one.
    const locked: Promise<string | null> =
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('vh-refresh', () => doRefresh()).then((token) => token)
        : doRefresh();
    const inFlight = locked.finally(() => {
      refreshInFlight = null;
    });
    refreshInFlight = inFlight;
    return inFlight;
  }
  return refreshInFlight;
}

async function doRefresh(attempt = 0): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch('/api/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: error instanceof Error ? error.message : '',
    });
  }
  if (response.status === 401) {
    clearSession();
    return null;
  }
  // 409: another window refreshed a moment ago; the browser now holds the new cookie.
  if (response.status === 409 && attempt === 0) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    return doRefresh(1);
  }
  const body = (await response.json().catch(() => null)) as Envelope<LoginResult> | null;
  // A blocked account ends the session as 401 does, but the device learns why: the reason is
  // recorded before the session goes, so the outbox holds this user's queue (whoever asked for
  // the refresh: the sync engine or a screen's read) and the login page can say it.
  if (response.status === 403 && body?.code === ACCOUNT_BLOCKED) {
    setSessionEnd({
      code: ACCOUNT_BLOCKED,
      message: body.message ?? '',
      userId: getStoredUser()?._id ?? null,
    });
    clearSession();
  }
  if (!response.ok || !body?.success || !body.data) {
    throw new ApiError({
      status: response.status,
      code: body ? toErrorCode(body.code, response.status) : BAD_RESPONSE,
      message: body?.message ?? '',
    });
  }
  // Another user logged in on this device (the cookie is shared by all tabs): drop the old
  // session first, so listeners never see one user's data under another's token.
  const current = getStoredUser();
  if (current && current._id !== body.data.user._id) clearSession();
  setSession(body.data.user, body.data.access_token);
  return body.data.access_token;
}
