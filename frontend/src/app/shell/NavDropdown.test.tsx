import { screen, within } from '@testing-library/react';
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

// The entries are in the HTML from the start (a native popover the browser opens; the e2e
// suite opens it in Chromium).
function open(list: NavList) {
  renderWithProviders(<NavDropdown list={list} />, { path: '/de/abteilung/Turnen' });
  expect(screen.getByRole('button', { name: 'Abteilungen' })).toHaveAttribute(
    'popovertarget',
    'nav-departments-popover',
  );
  return screen.getByTestId('nav-departments-menu');
}

describe('NavDropdown', () => {
  it('lists the entries as links and marks the current page', () => {
    const menu = open({
      ...base,
      items: [
        { key: '1', label: 'Abteilung Turnen', to: '/de/abteilung/Turnen' },
        { key: '2', label: 'Abteilung Handball', to: '/de/abteilung/Handball' },
      ],
    });
    expect(menu).toHaveAttribute('popover', 'auto');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/abteilung/Turnen',
      '/de/abteilung/Handball',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('says it is loading', () => {
    expect(open({ ...base, status: 'pending' })).toHaveTextContent(/Wird geladen/);
  });

  it('names the failure', () => {
    expect(open({ ...base, status: 'error' })).toHaveTextContent(
      'Es konnten keine Abteilungen geladen werden.',
    );
  });

  it('says when there is nothing yet', () => {
    const menu = open(base);
    expect(menu).toHaveTextContent('Noch keine Daten vorhanden.');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
  });
});
