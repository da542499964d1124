import { FluentProvider, type FluentProviderProps } from '@fluentui/react-provider';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeModeContext, type ThemeMode } from '@/app/theme/ThemeModeContext';
import { writePreferenceCookie } from '@/components/preferenceCookie';

export const THEME_STORAGE_KEY = 'vh.theme';

const listeners = new Set<() => void>();
/** This tab's choice, for when storage is disabled. */
let chosen: boolean | null = null;

function readDark(): boolean {
  if (chosen !== null) return chosen;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark') return true;
    if (stored === 'light') return false;
  } catch {
    // Storage disabled: follow the system setting.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The theme's values are CSS variables on the document (themeCss.ts, in index.html); the
 * provider writes none of its own. Not undefined: Fluent would warn about a missing theme.
 */
const DOCUMENT_THEME: FluentProviderProps['theme'] = {};

/** The server renders light; the browser switches to the stored choice right after hydration. */
const serverDark = () => false;

/**
 * FluentProvider for the blue brand theme, whose colours come from the document's CSS variables
 * (light, or dark under html[data-theme="dark"], set here); dark mode is persisted in
 * localStorage and a cookie (the server renders a page without JavaScript by it; the pre-paint
 * script makes both agree) and defaults to prefers-color-scheme. The provider comes from its own package,
 * not the barrel, so the entry chunk stays small (DESIGN section 8). The choice is read through
 * useSyncExternalStore, so a server-rendered page hydrates with the server's (light) markup and
 * then re-renders; the pre-paint script of the server's HTML already darkened the page.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const dark = useSyncExternalStore(subscribe, readDark, serverDark);

  const setDark = useCallback((next: boolean) => {
    chosen = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // ignore: the choice holds until the page is left
    }
    // The same choice for the pages the server renders without JavaScript (and the pre-paint
    // script, which prefers the cookie).
    writePreferenceCookie(THEME_STORAGE_KEY, next ? 'dark' : 'light');
    for (const listener of listeners) listener();
  }, []);

  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);

  const value = useMemo<ThemeMode>(() => ({ dark, setDark }), [dark, setDark]);

  return (
    <ThemeModeContext.Provider value={value}>
      <FluentProvider
        theme={DOCUMENT_THEME}
        className="vh-theme-root"
        style={{ minHeight: '100vh' }}
      >
        {children}
      </FluentProvider>
    </ThemeModeContext.Provider>
  );
}
