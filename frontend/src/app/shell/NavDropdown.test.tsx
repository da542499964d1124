import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavDropdown } from '@/app/shell/NavDropdown';
import type { NavList } from '@/app/shell/useNavItems';
import { renderWithProviders } from '@/testing/renderWithProviders';

const base: NavList = {
  key: 'departments',
  label: 'Abteilungen',
  status: 'success',
  errorText: 'Es konnten keine Abteilungen geladen werden.',
  items: [],
};

async function open(list: NavList) {
  const user = userEvent.setup();
  renderWithProviders(<NavDropdown list={list} />, { path: '/de/' });
  screen.getByRole('button', { name: 'Abteilungen' }).focus();
  await user.keyboard('{Enter}');
  return user;
}

describe('NavDropdown', () => {
  it('lists the entries as links', async () => {
    await open({
      ...base,
      items: [{ key: '1', label: 'Abteilung Turnen', to: '/de/abteilung/Turnen' }],
    });
    expect(await screen.findByRole('menuitem', { name: 'Abteilung Turnen' })).toHaveAttribute(
      'href',
      '/de/abteilung/Turnen',
    );
  });

  it('says it is loading', async () => {
    await open({ ...base, status: 'pending' });
    expect(await screen.findByRole('menuitem', { name: /Wird geladen/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('names the failure', async () => {
    await open({ ...base, status: 'error' });
    expect(
      await screen.findByRole('menuitem', { name: 'Es konnten keine Abteilungen geladen werden.' }),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    await open(base);
    expect(
      await screen.findByRole('menuitem', { name: 'Noch keine Daten vorhanden.' }),
    ).toBeInTheDocument();
  });
});
