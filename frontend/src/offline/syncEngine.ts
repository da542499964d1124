import { getAccessToken, getStoredUser, onSessionChange, refreshAccessToken } from '@/auth/session';
import { SyncEngine } from '@/offline/sync';
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
