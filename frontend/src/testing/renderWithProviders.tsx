import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthState } from '@/auth/AuthContext';
import { FlashProvider } from '@/components/flash/FlashProvider';
import { i18n } from '@/i18n';

export const anonymousAuth: AuthState = {
  user: null,
  status: 'anonymous',
  login: jest.fn(),
  logout: jest.fn(),
};

export interface RenderOptions {
  /** Initial URL; the element is mounted at `/:lang/*`. */
  path?: string;
  auth?: Partial<AuthState>;
  /** Extra routes beside the element (e.g. a target page to assert navigation). */
  routes?: RouteObject[];
  /** Query data the page starts with (as a server render hands it over). */
  queryData?: [QueryKey, unknown][];
}

/** Shared test harness: i18n (de), Fluent, react-query (no retries), flash, a fixed auth state. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const auth = { ...anonymousAuth, ...options.auth };
  const router = createMemoryRouter(
    [{ path: '/:lang/*', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.path ?? '/de/'] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <FlashProvider>
            <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
          </FlashProvider>
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(<RouterProvider router={router} />, { wrapper: Wrapper });
}
