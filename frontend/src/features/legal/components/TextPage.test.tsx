import { act, screen } from '@testing-library/react';
import { TextPage } from '@/features/legal/components/TextPage';
import { DatenschutzPage } from '@/features/legal/pages/DatenschutzPage';
import '@/features/legal/legalNamespace';
import { testConfig } from '@/features/courses/testing/courseFixtures';
import { clubFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { i18n } from '@/i18n';

const text = (key: string, content: { de: string; en?: string | null; updated_at?: string }) =>
  [
    ['public', 'text', key],
    { key, en: null, applications_from: null, updated_at: null, ...content },
  ] as [string[], unknown];

describe('legal pages', () => {
  afterEach(() => act(() => void i18n.changeLanguage('de')));

  it('privacy: the controller from the settings, what the software does with the retention in force, then the club’s text', () => {
    renderWithProviders(<DatenschutzPage />, {
      queryData: [
        [['public', 'club'], clubFixture()],
        [
          ['config'],
          {
            ...testConfig,
            trial_retention_days: 45,
            contact_retention_days: 60,
            request_log: true,
          },
        ],
        text('datenschutz', {
          de: '<h2>Ihre Rechte</h2><p>Auskunft nach Art. 15 DSGVO.</p>',
          updated_at: '2026-11-20T10:00:00Z',
        }),
      ],
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Verantwortlicher',
      'Cookies und lokaler Speicher',
      'Zählung der Seitenaufrufe',
      'Kontaktformular und E-Mail',
      'Probetraining',
      'Protokolle der Software',
      'Ihre Rechte',
    ]);
    expect(
      screen.getByText(
        'Verantwortlich für die Datenverarbeitung auf dieser Website: Turnverein Beispielstadt 1901 e.V., Am Sportplatz 3, 54321 Beispielstadt, vertreten durch den Vorstand.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/alle anderen 45 Tage nach dem Training/)).toBeInTheDocument();
    expect(screen.getByText(/löschen wir 60 Tage nach ihrem Eingang/)).toBeInTheDocument();
    expect(screen.getByText(/protokolliert jeden Aufruf/)).toBeInTheDocument();
    expect(screen.getByText('Auskunft nach Art. 15 DSGVO.')).toBeInTheDocument();
    expect(screen.getByText('Stand: November 2026')).toBeInTheDocument();
  });

  it('privacy: with only errors logged it says so, and the club’s text may be missing', () => {
    renderWithProviders(<DatenschutzPage />, {
      queryData: [
        [['public', 'club'], clubFixture({ phone: null })],
        [['config'], testConfig],
        text('datenschutz', { de: '' }),
      ],
    });
    expect(screen.getByText(/protokolliert nur Fehler und Warnungen/)).toBeInTheDocument();
    expect(
      screen.getByText('Sie erreichen uns unter kontakt@tv-beispielstadt.example.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('club-text')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Stand:/)).not.toBeInTheDocument();
  });

  it('Haftungsausschluss: the club’s text; none written yet says so', () => {
    const { unmount } = renderWithProviders(<TextPage page="haftung" />, {
      queryData: [text('haftungsausschluss', { de: '<h2>Haftung für Links</h2><p>Keine.</p>' })],
    });
    expect(screen.getByRole('heading', { name: 'Haftung für Links' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<TextPage page="haftung" />, {
      queryData: [text('haftungsausschluss', { de: '' })],
    });
    expect(screen.getByTestId('legal-empty')).toHaveTextContent(
      'Der Verein hat hier noch keinen Text hinterlegt.',
    );
  });

  it('English: the English text if the club wrote one, else the German one marked as German', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { unmount } = renderWithProviders(<TextPage page="haftung" />, {
      path: '/en/haftunsausschluss',
      queryData: [text('haftungsausschluss', { de: '<p>Deutsch</p>', en: '<p>English</p>' })],
    });
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.queryByTestId('text-in-german')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TextPage page="haftung" />, {
      path: '/en/haftunsausschluss',
      queryData: [text('haftungsausschluss', { de: '<p>Nur Deutsch</p>' })],
    });
    expect(screen.getByTestId('text-in-german')).toHaveTextContent(
      'This text is available in German only.',
    );
    expect(screen.getByText('Nur Deutsch').closest('[lang]')).toHaveAttribute('lang', 'de');
  });
});
