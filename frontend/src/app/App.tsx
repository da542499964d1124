import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/app/queryClient';
import { createAppRouter } from '@/app/router';
import { ThemeModeProvider } from '@/app/theme/ThemeModeProvider';
import { FlashProvider } from '@/components/flash/FlashProvider';
import { i18n } from '@/i18n';

const router = createAppRouter();

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <FlashProvider>
            <RouterProvider router={router} />
          </FlashProvider>
        </ThemeModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
