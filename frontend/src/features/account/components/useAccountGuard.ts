import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { api } from '@/api/typed';
import { useLang } from '@/i18n/useLang';
import { clearSession } from '@/auth/session';

export type GuardState = 'checking' | 'ok';

/**
 * Spec section 2: an account route first checks that the user exists (POST /api/exists). Missing:
 * the stored user is removed and the user goes to Login; other errors go Home. Offline (or a
 * network error) keeps the stored user, so trainers can edit at the gym without signal.
 */
export function useAccountGuard(userId: string | undefined): GuardState {
  const navigate = useNavigate();
  const lang = useLang();
  const { pathname } = useLocation();
  const [checkedFor, setCheckedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const ok = () => !cancelled && setCheckedFor(userId);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      ok();
      return;
    }
    api
      .post('/api/exists', { json: { _id: userId } })
      .then((envelope) => {
        if (cancelled) return;
        if (envelope.data?.exists === false) {
          clearSession();
          navigate(`/${lang}/login`, { replace: true });
        } else ok();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isApiError(error) && error.isNetworkError) ok();
        else if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_BLOCKED'))
          navigate(`/${lang}/login`, { replace: true });
        else navigate(`/${lang}/`, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, pathname, lang, navigate]);

  return checkedFor === userId ? 'ok' : 'checking';
}
