import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { AuthProvider } from '@/auth/AuthProvider';
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n';

// A first segment that looks like a language code ("fr", "en-GB") is replaced by German;
// anything else ("/login") gets the German prefix in front.
const LANGUAGE_LIKE = /^[a-z]{2}(-[a-z]{2})?$/i;

/** Where an unknown language prefix goes: the same path under the default language. */
export function fallbackPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = LANGUAGE_LIKE.test(first) ? rest : [first, ...rest];
  return `/${DEFAULT_LANGUAGE}/${tail.join('/')}`;
}

/** `/:lang` layout: validates the prefix, syncs i18next and the document language. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const valid = isLanguage(lang);

  useEffect(() => {
    if (!valid) return;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [i18n, lang, valid]);

  const goHome = useCallback(async () => {
    // `loggedOut`: a logout leaves on purpose; an editor's unsaved-changes question does not
    // hold it.
    await navigate(`/${valid ? lang : DEFAULT_LANGUAGE}/`, {
      replace: true,
      state: { loggedOut: true },
    });
  }, [lang, navigate, valid]);

  if (!valid) {
    return (
      <Navigate
        to={`${fallbackPath(location.pathname)}${location.search}${location.hash}`}
        replace
      />
    );
  }
  return (
    <AuthProvider onLoggedOut={goHome}>
      <Outlet />
    </AuthProvider>
  );
}
