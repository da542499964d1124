import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSheet } from '@/app/shell/AccountSheet';
import { appendRow } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { userWith } from '@/testing/renderAccount';
import { renderWithProviders } from '@/testing/renderWithProviders';

beforeEach(resetDb);

describe('AccountSheet', () => {
  it('is a native popover with Login for a visitor without a session (what the server renders)', () => {
    renderWithProviders(<AccountSheet />, { path: '/de/impressum' });
    const button = screen.getByTestId('account-sheet-button');
    const sheet = screen.getByTestId('account-sheet');
    expect(button).toHaveAttribute('popovertarget', sheet.id);
    expect(button).toHaveAccessibleName('Konto-Menü öffnen');
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('navigation', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/de/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto-Menü schließen' })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
  });

  it('offers Dashboard, Profil and Abmelden once logged in; Abmelden logs out when all is synced', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    renderWithProviders(<AccountSheet />, {
      path: '/en/impressum',
      auth: { user: userWith(['course']), status: 'authenticated', logout },
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/en/account');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/en/account/profil',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('sheet-logout'));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('logout-dialog')).not.toBeInTheDocument();
  });

  it('warns before a logout would lose unsynced changes, and logs out only when confirmed', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    await appendRow({
      userId: 'u1',
      kind: 'update',
      method: 'POST',
      path: '/api/course',
      body: { _id: 'c1', info: 'Neu' },
      entity: { type: 'course', id: 'c1' },
      baseVersion: 3,
      base: null,
      ifMatch: true,
    });
    renderWithProviders(<AccountSheet />, {
      auth: { user: userWith(['course']), status: 'authenticated', logout },
    });
    await user.click(screen.getByTestId('sheet-logout'));
    await user.click(await screen.findByTestId('logout-cancel'));
    expect(logout).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('sheet-logout'));
    await user.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});
