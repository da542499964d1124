import { createContext } from 'react';

export interface ThemeMode {
  dark: boolean;
  setDark(dark: boolean): void;
}

export const ThemeModeContext = createContext<ThemeMode>({ dark: false, setDark: () => undefined });
