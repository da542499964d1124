import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { REDIRECT_DELAY_MS } from '@/features/password/passwordValidation';

/** Once `done`, goes to the login page after 3000 ms (spec sections 4 and 9). */
export function useRedirectToLogin(done: boolean): void {
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(`/${lang}/login`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, lang, navigate]);
}
