import { useContext } from 'react';
import { ThemeModeContext, type ThemeMode } from '@/app/theme/ThemeModeContext';

export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}
