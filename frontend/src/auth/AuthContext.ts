import { createContext } from 'react';
import type { Envelope, LoginResult, SessionUser } from '@/api/types';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthState {
  user: SessionUser | null;
  status: AuthStatus;
  /** Resolves the envelope on success (session stored); throws ApiError on failure. */
  login(email: string, password: string, recaptchaToken?: string): Promise<Envelope<LoginResult>>;
  /** Ends the session on the server (best effort), clears the local user and token, goes Home. */
  logout(): Promise<void>;
}

/** Exported so tests can provide a fixed auth state without the provider. */
export const AuthContext = createContext<AuthState | null>(null);
