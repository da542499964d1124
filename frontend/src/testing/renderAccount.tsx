import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Role, SessionUser } from '@/api/types';
import { permissionsOfRoles } from '@/testing/personas';
import { AuthContext, type AuthState } from '@/auth/AuthContext';
import { FlashProvider } from '@/components/flash';
import { i18n } from '@/i18n';

/** A session user of these roles, with the permissions the server sends for them. */
export function userWith(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u1',
    email: 'kurs@tus-musterstadt.de',
    firstname: 'Kim',
    lastname: 'Kurs',
    fullname: 'Kim Kurs',
    roles,
    permissions: permissionsOfRoles(roles),
    photoURL: null,
    phone: null,
    blocked: false,
    verified: true,
    department: null,
    updated_at: '2025-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function authFor(user: SessionUser | null): AuthState {
  return {
    user,
    status: user ? 'authenticated' : 'anonymous',
    login: jest.fn(),
    logout: jest.fn(async () => undefined),
  };
}

/** Renders account routes under `/de/account/...` with every provider the pages need. */
export function renderAccount(
  children: RouteObject[],
  { user, path }: { user: SessionUser | null; path: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [
          { index: true, element: <p>Startseite</p> },
          { path: 'login', element: <p>Login-Seite</p> },
          { path: 'account', children },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const ui: ReactElement = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <FlashProvider>
            <AuthContext.Provider value={authFor(user)}>
              <RouterProvider router={router} />
            </AuthContext.Provider>
          </FlashProvider>
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(ui), router, queryClient };
}
