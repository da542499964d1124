import {
  getAccessToken,
  getSessionEnd,
  getStoredUser,
  onSessionChange,
  onSessionEnd,
  refreshAccessToken,
  type SessionEnd,
} from '@/auth/session';
import { SyncEngine } from '@/offline/sync/loop';
import { xhrUpload } from '@/offline/xhrUpload';

/** The app's one sync engine; the account layout starts it for the logged-in user. */
export const syncEngine = new SyncEngine({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '',
  getAccessToken,
  refreshAccessToken,
  getSessionUserId: () => getStoredUser()?._id ?? null,
  now: () => Date.now(),
  random: () => Math.random(),
  upload: xhrUpload,
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
});

// A queue belongs to one user: follow logins and logouts wherever they happen.
onSessionChange((user) => {
  if (user) syncEngine.start(user._id);
  else syncEngine.stop();
});

// A blocked account's queue is held, whoever's request the refresh answered (a screen's read
// often gets there before the engine, and the session is gone by the time the engine asks). Also
// when this module loads after the refresh (a reload): the reason stays until the next login.
const holdQueue = (end: SessionEnd | null) => {
  if (end?.userId) void syncEngine.refuseBlocked(end.userId, end.message || null);
};
onSessionEnd(holdQueue);
holdQueue(getSessionEnd());
