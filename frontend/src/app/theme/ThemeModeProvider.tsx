import { FluentProvider } from '@fluentui/react-provider';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@/app/theme/brandTheme';
import { ThemeModeContext, type ThemeMode } from '@/app/theme/ThemeModeContext';

export const THEME_STORAGE_KEY = 'vh.theme';

function initialDark(): boolean {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark') return true;
    if (stored === 'light') return false;
  } catch {
    // Storage disabled: follow the system setting.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * FluentProvider with the blue brand theme; dark mode is persisted in localStorage and
 * defaults to prefers-color-scheme. Provider and themes come from their own packages, not the
 * barrel, so the entry chunk stays small (DESIGN section 8).
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [dark, setDarkState] = useState(initialDark);

  const setDark = useCallback((next: boolean) => {
    setDarkState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // ignore
    }
  }, []);

  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);

  const value = useMemo<ThemeMode>(() => ({ dark, setDark }), [dark, setDark]);

  return (
    <ThemeModeContext.Provider value={value}>
      <FluentProvider theme={dark ? darkTheme : lightTheme} style={{ minHeight: '100vh' }}>
        {children}
      </FluentProvider>
    </ThemeModeContext.Provider>
  );
}
