import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import type { PublicRegistrationOffer } from '@/features/registration/registration';
import { RegistrationPage } from '@/features/registration/pages/RegistrationPage';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);
afterEach(() => act(() => void i18n.changeLanguage('de')));

const OFFER: PublicRegistrationOffer = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'workshop',
  target: '22222222-2222-4222-8222-222222222222',
  slug: null,
  title: 'Faszientraining',
  dates: [
    { date: '2027-03-13', start: '10:00', end: '13:00', location: 'Turnhalle' },
    { date: '2027-03-20', start: '10:00', end: '13:00', location: 'Turnhalle' },
  ],
  open: true,
  closed_reason: null,
  deadline: '2027-03-06',
  places: 12,
  free: 0,
  waiting: 2,
  fee_cents: 2000,
  fee_note: 'Bitte überweise die Gebühr bis zum ersten Termin.',
  fields: [],
  tracks: [],
  late: null,
  guardian_below: 16,
};

function renderPage(offer: PublicRegistrationOffer | null, lang: 'de' | 'en' = 'de', query = '') {
  const id = offer?._id ?? 'x';
  if (lang === 'en') act(() => void i18n.changeLanguage('en'));
  renderWithProviders(
    <Routes>
      <Route path="anmeldung/:offer" element={<RegistrationPage />} />
    </Routes>,
    {
      path: `/${lang}/anmeldung/${id}${query}`,
      queryData: [[publicQueries.registration(id).queryKey, offer]],
    },
  );
}

describe('RegistrationPage', () => {
  it('shows the dates, the fee in euros, and that the visitor lands on the waiting list', async () => {
    renderPage(OFFER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung: Faszientraining' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('registration-dates')).toHaveTextContent(
      'Sa, 13.03.2027 · 10:00–13:00 Uhr · Turnhalle',
    );
    expect(screen.getByTestId('registration-fee')).toHaveTextContent('20 €');
    expect(screen.getByTestId('registration-fee')).toHaveTextContent('Bitte überweise');
    expect(screen.getByTestId('registration-places')).toHaveTextContent(
      'Ausgebucht — Warteliste (2 warten)',
    );
    expect(screen.getByTestId('registration-waiting-note')).toBeInTheDocument();
    expect(screen.getByText('6. März 2027')).toBeInTheDocument();
  });

  it('formats the fee and the dates in English', async () => {
    renderPage({ ...OFFER, fee_cents: 750, free: 3 }, 'en');
    expect(await screen.findByTestId('registration-fee')).toHaveTextContent('€7.50');
    expect(screen.getByTestId('registration-dates')).toHaveTextContent(
      'Sat, 13 Mar 2027 · 10:00–13:00',
    );
    expect(screen.getByTestId('registration-places')).toHaveTextContent('3 of 12 places left');
  });

  it('says why a closed offer takes no registrations, and shows no form', async () => {
    renderPage({ ...OFFER, open: false, closed_reason: 'deadline' });
    expect(await screen.findByTestId('registration-closed')).toHaveTextContent(
      'Der Anmeldeschluss ist vorbei',
    );
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
  });

  it("leads back to a club event's page, shows its days and says when it is cancelled", async () => {
    renderPage({
      ...OFFER,
      kind: 'event',
      slug: 'zeltlager-2027-07-03',
      title: 'Zeltlager',
      dates: [
        { date: '2027-07-03', start: '14:00', end: '', location: 'Sportplatz' },
        { date: '2027-07-04', start: '', end: '12:00', location: 'Sportplatz' },
      ],
      open: false,
      closed_reason: 'cancelled',
    });
    expect(await screen.findByRole('link', { name: 'Zurück zum Termin' })).toHaveAttribute(
      'href',
      '/de/termin/zeltlager-2027-07-03',
    );
    expect(screen.getByTestId('registration-dates')).toHaveTextContent(
      'Sa, 03.07.2027 · ab 14:00 Uhr · Sportplatz',
    );
    expect(screen.getByTestId('registration-dates')).toHaveTextContent(
      'So, 04.07.2027 · bis 12:00 Uhr · Sportplatz',
    );
    expect(screen.getByTestId('registration-closed')).toHaveTextContent(
      'Die Veranstaltung fällt aus',
    );
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
  });

  it('says "check your mail" after a page post, instead of the form', async () => {
    renderPage(OFFER, 'de', '?anmeldung=gesendet');
    expect(await screen.findByTestId('registration-sent')).toHaveTextContent('E-Mail');
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
  });

  it('is a 404 for an offer that does not exist', async () => {
    renderPage(null, 'en');
    expect(await screen.findByTestId('registration-not-found')).toHaveTextContent(
      'Registration not found',
    );
  });
});
