import { act, screen } from '@testing-library/react';
import { ImpressumPage } from '@/features/legal/pages/ImpressumPage';
import { clubFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { i18n } from '@/i18n';
import { testConfig } from '@/features/courses/testing/courseFixtures';

/** The settings as the shell's loader left them, and /config (so nothing loads during a test). */
const withClub = (club = clubFixture()) =>
  [
    [['public', 'club'], club],
    [['config'], testConfig],
  ] as [string[], unknown][];

const paragraphsUnder = (heading: string) => {
  const section = screen.getByRole('heading', { name: heading }).closest('section')!;
  return [...section.querySelectorAll('p')].map((p) => p.textContent);
};

describe('Impressum', () => {
  afterEach(() => act(() => void i18n.changeLanguage('de')));

  it('states the club of the settings: provider, board, contact, register, who is responsible', () => {
    renderWithProviders(<ImpressumPage />, { queryData: withClub() });
    expect(paragraphsUnder('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)')).toEqual([
      'Turnverein Beispielstadt 1901 e.V.',
      'Am Sportplatz 3',
      '54321 Beispielstadt',
    ]);
    expect(paragraphsUnder('Vertreten durch den Vorstand nach § 26 BGB')).toEqual([
      'Karl Brandt (Vorsitzender)',
      'Ute Sommer (Kassiererin)',
    ]);
    expect(paragraphsUnder('Kontakt')).toEqual([
      'Telefon: +49 5432 1000',
      'E-Mail: kontakt@tv-beispielstadt.example',
      'Geschäftsstelle: Montag 17:00–19:00 Uhr und Freitag 09:00–11:30 Uhr',
    ]);
    expect(paragraphsUnder('Registereintrag')).toEqual([
      'Eingetragen im Vereinsregister beim Amtsgericht Beispielstadt unter der Registernummer VR 4711.',
    ]);
    expect(paragraphsUnder('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV')).toEqual([
      'Karl Brandt, Am Sportplatz 3, 54321 Beispielstadt',
    ]);
  });

  it('leaves out what the club has not entered, never an empty line or a made-up fact', () => {
    renderWithProviders(<ImpressumPage />, {
      queryData: withClub(
        clubFixture({ phone: null, office_hours: [], board: [], register_number: null }),
      ),
    });
    expect(paragraphsUnder('Kontakt')).toEqual(['E-Mail: kontakt@tv-beispielstadt.example']);
    expect(screen.queryByRole('heading', { name: /Vorstand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registereintrag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /MStV/ })).not.toBeInTheDocument();
  });

  it('is complete in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<ImpressumPage />, {
      path: '/en/impressum',
      queryData: withClub(),
    });
    expect(paragraphsUnder('Register entry')).toEqual([
      'Entered in the register of associations at Amtsgericht Beispielstadt under register number VR 4711.',
    ]);
    expect(paragraphsUnder('Contact')).toContain(
      'Club office: Monday 17:00–19:00 and Friday 09:00–11:30',
    );
  });
});
