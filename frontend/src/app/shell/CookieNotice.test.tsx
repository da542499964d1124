import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { COOKIE_KEY } from '@/app/shell/cookieConsent';
import { CookieNotice } from '@/app/shell/CookieNotice';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${COOKIE_KEY}=;path=/;max-age=0`;
});

describe('CookieNotice', () => {
  it('is part of the server render (painted with the page, not popped in after the scripts)', () => {
    const router = createMemoryRouter([{ path: '/:lang/*', element: <CookieNotice /> }], {
      initialEntries: ['/de/'],
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(html).toContain('data-testid="cookie-notice"');
  });

  it('shows the notice with a link to the privacy statement until it is accepted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieNotice />, { path: '/de/blog' });
    const notice = await screen.findByTestId('cookie-notice');
    expect(notice).toHaveAccessibleName('Hinweis zu Cookies');
    expect(screen.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/datenschutz',
    );
    // Without JavaScript the button posts to the server, which sends the browser back here.
    const accept = screen.getByRole('button', { name: 'Verstanden' });
    const form = accept.closest('form')!;
    expect(form).toHaveAttribute('action', '/de/cookies');
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="back"]')).toHaveValue('/de/blog');
    await user.click(accept);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIE_KEY)).toBe('accepted');
    // The same choice for the pages the server renders without JavaScript.
    expect(document.cookie).toContain(`${COOKIE_KEY}=accepted`);
  });

  it('stays away when it was accepted without JavaScript (the cookie only)', () => {
    document.cookie = `${COOKIE_KEY}=accepted;path=/`;
    renderWithProviders(<CookieNotice />, { path: '/de/' });
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('hides at once when accepted in another tab', async () => {
    renderWithProviders(<CookieNotice />, { path: '/de/' });
    await screen.findByTestId('cookie-notice');
    window.localStorage.setItem(COOKIE_KEY, 'accepted');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_KEY }));
    });
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('stays away once accepted', () => {
    window.localStorage.setItem(COOKIE_KEY, 'accepted');
    renderWithProviders(<CookieNotice />, { path: '/de/' });
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });
});
