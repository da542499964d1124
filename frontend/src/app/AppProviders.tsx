import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeModeProvider } from '@/app/theme/ThemeModeProvider';
import { FlashProvider } from '@/components/flash/FlashProvider';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** The providers every page needs, the same in the browser and in the server render. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <FlashProvider>{children}</FlashProvider>
        </ThemeModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
