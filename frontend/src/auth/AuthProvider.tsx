import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api } from '@/api/typed';
import { AuthContext, type AuthState, type AuthStatus } from '@/auth/AuthContext';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
  onSessionChange,
  refreshAccessToken,
  sessionUser,
  setSession,
} from '@/auth/session';

const subscribeSession = (onChange: () => void) => onSessionChange(() => onChange());
/** A server render knows no session: it renders the anonymous page, the browser then the user's. */
const noUser = () => null;

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Called first in a logout: the app navigates Home here (spec section 4). Awaited, so the
   * account area is left before it could send a person without a session to Login.
   */
  onLoggedOut?: () => void | Promise<void>;
}

/**
 * Session state for the app. On start the stored user is restored at once (the account area
 * works offline after a reload); when online, the access token is refreshed in the background.
 */
export function AuthProvider({ children, onLoggedOut }: AuthProviderProps) {
  const user = useSyncExternalStore(subscribeSession, sessionUser, noUser);
  const status: AuthStatus = user ? 'authenticated' : 'anonymous';

  useEffect(() => {
    // Only with a stored user: an anonymous visitor gets no 401 on every page view.
    if (!getStoredUser() || getAccessToken()) return;
    const refreshWhenOnline = () => {
      // 401 clears the session inside refreshAccessToken; a network error keeps the user.
      refreshAccessToken().catch(() => undefined);
    };
    if (navigator.onLine) {
      refreshWhenOnline();
      return;
    }
    window.addEventListener('online', refreshWhenOnline, { once: true });
    return () => window.removeEventListener('online', refreshWhenOnline);
  }, []);

  const login = useCallback<AuthState['login']>(async (email, password, recaptchaToken) => {
    const envelope = await api.post('/api/login', {
      json: recaptchaToken ? { email, password, recaptchaToken } : { email, password },
    });
    if (envelope.data) setSession(envelope.data.user, envelope.data.access_token);
    return envelope;
  }, []);

  const logout = useCallback<AuthState['logout']>(async () => {
    const userId = getStoredUser()?._id;
    // Home first (spec section 4): once the server forgets the session, any call of the account
    // page still open ends in a 401 and its guard would send the person to Login instead.
    await Promise.resolve(onLoggedOut?.()).catch(() => undefined);
    try {
      await api.post('/api/logout');
    } catch {
      // Offline or already logged out: the local session is cleared regardless.
    }
    // On a shared club computer the next person must find nothing: the queue (the caller warned
    // about unsynced rows), local copies and conflicts go; the query cache's back-office data
    // goes with the session change (queryClient.ts), the stored user with clearSession().
    // Loaded on demand: IndexedDB code stays out of the public pages' bundle.
    const [{ syncEngine }, { clearUserData }] = await Promise.all([
      import('@/offline/syncEngine'),
      import('@/offline/localStore'),
    ]);
    await syncEngine.halt();
    if (userId) await clearUserData(userId).catch(() => undefined);
    clearSession();
  }, [onLoggedOut]);

  const value = useMemo<AuthState>(
    () => ({ user, status, login, logout }),
    [user, status, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
