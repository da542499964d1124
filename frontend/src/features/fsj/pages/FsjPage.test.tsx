import { act, screen } from '@testing-library/react';
import { FsjPage } from '@/features/fsj/pages/FsjPage';
import { clubFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { i18n } from '@/i18n';

const fsj = (de: string, applications_from: string | null) =>
  [
    ['public', 'text', 'fsj'],
    { key: 'fsj', de, en: null, applications_from, updated_at: null },
  ] as [string[], unknown];

describe('FSJ page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('de')));

  it('shows the club’s text, the day applications open and the office’s contact', () => {
    renderWithProviders(<FsjPage />, {
      path: '/de/fsj',
      queryData: [
        [['public', 'club'], clubFixture()],
        fsj('<h2>Deine Aufgaben</h2><ul><li>Kinderturnen</li></ul>', '2027-09-01'),
      ],
    });
    expect(screen.getByTestId('fsj-applications-from')).toHaveTextContent(
      'Bewerbung ab 1. September 2027',
    );
    expect(screen.getByRole('heading', { name: 'Deine Aufgaben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bewerbung per E-Mail senden' })).toHaveAttribute(
      'href',
      'mailto:kontakt@tv-beispielstadt.example?subject=Bewerbung%20FSJ',
    );
  });

  it('without a text or date says there is no information yet (in English too)', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<FsjPage />, {
      path: '/en/fsj',
      queryData: [[['public', 'club'], clubFixture()], fsj('', null)],
    });
    expect(screen.queryByTestId('fsj-applications-from')).not.toBeInTheDocument();
    expect(screen.getByTestId('fsj-empty')).toHaveTextContent(
      'There is no information on a voluntary social year here yet.',
    );
  });
});
