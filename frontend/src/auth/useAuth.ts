import { useContext } from 'react';
import { AuthContext, type AuthState } from '@/auth/AuthContext';

export type { AuthState, AuthStatus } from '@/auth/AuthContext';
export { AuthProvider } from '@/auth/AuthProvider';

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
