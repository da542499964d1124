import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PublicEvent } from '@/api/publicQueries';
import { publicQueries } from '@/api/publicQueries';
import { EventPage } from '@/features/dates/pages/EventPage';
import { TURNEN, eventFixture, offerFixture } from '@/features/dates/testing/fixtures';
import type { PublicRegistrationOffer } from '@/features/registration';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);

function renderEvent(event: PublicEvent | null, offers: PublicRegistrationOffer[] = []) {
  const slug = event?.slug ?? 'gibt-es-nicht';
  renderWithProviders(
    <Routes>
      <Route path="termin/:slug" element={<EventPage />} />
    </Routes>,
    {
      path: `/de/termin/${slug}`,
      queryData: [
        [publicQueries.event(slug).queryKey, event],
        [publicQueries.registrations().queryKey, offers],
      ],
    },
  );
}

const ASSEMBLY = eventFixture({
  _id: 'e9',
  slug: 'mitgliederversammlung-2099-03-19',
  kind: 'assembly',
  title: 'Ordentliche Mitgliederversammlung',
  date: '2099-03-19',
  start_time: '19:00',
  end_time: null,
  agenda: ['Begrüßung', 'Berichte des Vorstands', 'Wahlen'],
  notice_days: 14,
  announced_on: '2099-02-20',
});

describe('EventPage', () => {
  it('shows when, where with the map, what, and the registration', async () => {
    renderEvent(eventFixture(), [offerFixture()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sommerfest' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fest · Gesamtverein')).toBeInTheDocument();
    expect(screen.getByTestId('event-when')).toHaveTextContent('Sa, 04.07.2099 · 14:00–22:00 Uhr');
    const where = screen.getByTestId('event-where');
    expect(where).toHaveTextContent('Sportplatz am Wald');
    expect(where).toHaveTextContent('Waldweg 3, 12345 Beispielstadt');
    expect(within(where).getByRole('link', { name: 'Karte öffnen' })).toHaveAttribute(
      'href',
      'https://maps.example/sportplatz',
    );
    expect(screen.getByText('Für die ganze Familie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden: Sommerfest' })).toHaveAttribute(
      'href',
      '/de/anmeldung/o1',
    );
    expect(screen.getByTestId('calendar-subscribe')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/calendar\/termine\.ics$/),
    );
    expect(screen.getByRole('link', { name: 'Alle Termine' })).toHaveAttribute(
      'href',
      '/de/termine',
    );
  });

  it("lists an assembly's agenda with its invitation, and says no registration is needed", async () => {
    renderEvent({
      ...ASSEMBLY,
      department: TURNEN,
      venue: { ...ASSEMBLY.venue!, maps_link: null },
    });
    const agenda = await screen.findByTestId('event-agenda');
    expect(
      within(agenda)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Begrüßung', 'Berichte des Vorstands', 'Wahlen']);
    expect(screen.getByTestId('event-invitation')).toHaveTextContent('14 Tage Frist');
    // A venue without its own map link: a map search for its address.
    expect(screen.getByRole('link', { name: 'Karte öffnen' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Waldweg%203%2C%2012345%20Beispielstadt',
    );
    expect(screen.getByText('Mitgliederversammlung · Abteilung Turnen')).toBeInTheDocument();
    expect(screen.getByText('Für diesen Termin ist keine Anmeldung nötig.')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-subscribe')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/calendar\/department\/d1\.ics$/),
    );
  });

  it('says a cancelled date is cancelled, with its note, and offers no registration', async () => {
    renderEvent(eventFixture({ cancelled: true, cancel_note: 'Wegen Unwetters.' }), [
      offerFixture(),
    ]);
    expect(await screen.findByTestId('event-cancelled')).toHaveTextContent(
      'Dieser Termin fällt ausWegen Unwetters.',
    );
    expect(screen.queryByRole('link', { name: /Anmelden/ })).toBeNull();
  });

  it('says a past date is over', async () => {
    renderEvent(eventFixture({ date: '2020-07-04' }), [offerFixture()]);
    expect(await screen.findByText('Dieser Termin ist vorbei.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Anmelden/ })).toBeNull();
  });

  it('says a date it does not know is not there, with the way back', async () => {
    renderEvent(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termin nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Termine' })).toBeInTheDocument();
  });
});
