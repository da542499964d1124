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
  it('offers the languages as links to the same page and switches by keyboard, keeping the anchor', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ThemeModeProvider>
        <SettingsMenu />
        <Where />
      </ThemeModeProvider>,
      { path: '/de/blog?seite=2#beitrag-3' },
    );
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german).toHaveAttribute('href', '/de/blog?seite=2');
    expect(german).toHaveAttribute('aria-current', 'true');
    const english = screen.getByRole('link', { name: 'English' });
    // Without the app (before its start, or without JavaScript) the link itself switches.
    expect(english).toHaveAttribute('href', '/en/blog?seite=2');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
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
    const dark = screen.getByRole('button', { name: 'Dunkles Design' });
    expect(dark).toHaveAttribute('aria-pressed', 'false');
    // Without JavaScript the button posts to the server, which sends the browser back here.
    const form = dark.closest('form')!;
    expect(form).toHaveAttribute('action', '/de/design');
    expect(form.querySelector('input[name="theme"]')).toHaveValue('toggle');
    expect(form.querySelector('input[name="back"]')).toHaveValue('/de/');
    await user.click(dark);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    // The same choice for the pages the server renders without JavaScript.
    expect(document.cookie).toContain('vh.theme=dark');
    document.cookie = 'vh.theme=;path=/;max-age=0';
  });
});
