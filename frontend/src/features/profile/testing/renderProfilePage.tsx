import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@/api/types';
import { AuthProvider } from '@/auth/AuthProvider';
import { setSession } from '@/auth/session';
import { useAuth } from '@/auth/useAuth';
import { FlashProvider } from '@/components/flash';
import { i18n } from '@/i18n';
import { ProfilePage } from '@/features/profile/pages/ProfilePage';
import { userWith } from '@/testing/renderAccount';

/** What the drawer shows of the session: its name and avatar come from the same `useAuth`. */
function SessionProbe() {
  const { user } = useAuth();
  return (
    <output data-testid="session-user">
      {user ? `${user.fullname} | ${user.phone ?? ''} | ${user.photoURL ?? ''}` : 'abgemeldet'}
    </output>
  );
}

export const PROFILE_USER: SessionUser = userWith(['course'], {
  firstname: 'Kim',
  lastname: 'Kurs',
  fullname: 'Kim Kurs',
  phone: '05123 1',
  version: 3,
});

/**
 * The profile page under the real session (AuthProvider over `auth/session`), as the app has it:
 * a change the page makes to the session shows in the probe as it would in the drawer.
 */
export function renderProfilePage(user: SessionUser = PROFILE_USER) {
  setSession(user, 'access-token-1');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [
          { path: 'login', element: <p>Login-Seite</p> },
          {
            path: 'account/profil',
            element: (
              <>
                <SessionProbe />
                <ProfilePage />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/de/account/profil'] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <FlashProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </FlashProvider>
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}

export const sessionText = () => screen.getByTestId('session-user').textContent;
export const flashes = () => screen.queryAllByTestId('flash-message').map((f) => f.textContent);
