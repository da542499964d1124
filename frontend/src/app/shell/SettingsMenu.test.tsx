import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { SettingsMenu, switchLanguagePath } from '@/app/shell/SettingsMenu';
import { ThemeModeProvider } from '@/app/theme/ThemeModeProvider';
import { useThemeMode } from '@/app/theme/useThemeMode';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('switchLanguagePath', () => {
  it('keeps the page under the other language', () => {
    expect(switchLanguagePath('/de/blog', 'en')).toBe('/en/blog');
    expect(switchLanguagePath('/en/abteilung/Turnen', 'de')).toBe('/de/abteilung/Turnen');
    expect(switchLanguagePath('/de/', 'en')).toBe('/en/');
    expect(switchLanguagePath('/de', 'en')).toBe('/en/');
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.hash}`}</output>;
}

function Mode() {
  const { dark } = useThemeMode();
  return <output data-testid="mode">{dark ? 'dark' : 'light'}</output>;
}

describe('SettingsMenu', () => {
  it('switches the language by keyboard and keeps the page and its anchor', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ThemeModeProvider>
        <SettingsMenu />
        <Where />
      </ThemeModeProvider>,
      { path: '/de/blog#beitrag-3' },
    );
    screen.getByTestId('settings-dial').focus();
    await user.keyboard('{Enter}');
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    english.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/en/blog#beitrag-3'),
    );
  });

  it('turns on the dark theme from the menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ThemeModeProvider>
        <SettingsMenu />
        <Mode />
      </ThemeModeProvider>,
      { path: '/de/' },
    );
    await user.click(screen.getByTestId('settings-dial'));
    const dark = await screen.findByRole('menuitemcheckbox', { name: 'Dunkles Design' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await user.click(dark);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  });
});
