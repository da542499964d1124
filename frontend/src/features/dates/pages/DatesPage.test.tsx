import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { PublicEvent } from '@/api/publicQueries';
import { publicQueries } from '@/api/publicQueries';
import { DatesPage } from '@/features/dates/pages/DatesPage';
import {
  TURNEN,
  eventFixture,
  funrunFixture,
  offerFixture,
  workshopFixture,
} from '@/features/dates/testing/fixtures';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);

const TOURNAMENT = eventFixture({
  _id: 'e2',
  slug: 'meisterschaft-2099-03-14',
  kind: 'tournament',
  title: 'Vereinsmeisterschaft',
  department: TURNEN,
  date: '2099-03-14',
  start_time: '08:00',
  end_time: null,
});
const CANCELLED = eventFixture({
  _id: 'e3',
  slug: 'turnier-2099-05-02',
  kind: 'tournament',
  title: 'Hallenturnier',
  date: '2099-05-02',
  cancelled: true,
  cancel_note: 'Halle gesperrt.',
});

const queryData = (events: PublicEvent[] = [eventFixture(), TOURNAMENT, CANCELLED]) =>
  [
    [publicQueries.events().queryKey, events],
    [publicQueries.workshops().queryKey, [workshopFixture()]],
    [publicQueries.funrun().queryKey, funrunFixture()],
    [
      publicQueries.registrations().queryKey,
      [
        offerFixture(),
        offerFixture({ _id: 'o2', kind: 'workshop', target: 'w1', title: 'Erste Hilfe im Sport' }),
        offerFixture({ _id: 'o3', kind: 'event', target: 'e3', title: 'Hallenturnier' }),
      ],
    ],
    [
      publicQueries.navigation().queryKey,
      {
        departments: [TURNEN, { _id: 'd2', name: 'Handball', title: 'Abteilung Handball' }],
        workshops: [],
      },
    ],
  ] as [readonly unknown[], unknown][];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const titles = () =>
  screen.getAllByTestId('date-item').map((item) => within(item).getByRole('heading').textContent);

describe('DatesPage', () => {
  it('lists every coming date by month, with its kind, department and registration', async () => {
    renderWithProviders(<DatesPage />, { path: '/de/termine', queryData: queryData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termine' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'März 2099',
      'Mai 2099',
      'Juni 2099',
      'Juli 2099',
    ]);
    expect(titles()).toEqual([
      'Vereinsmeisterschaft',
      'Erste Hilfe im Sport',
      'Erste Hilfe im Sport',
      'Hallenturnier',
      'Volkslauf 2099',
      'Sommerfest',
    ]);
    expect(screen.getByTestId('dates-count')).toHaveTextContent('6 Termine');
    const [tournament, firstAid, secondAid, cancelled, run, party] =
      screen.getAllByTestId('date-item');
    expect(tournament).toHaveTextContent('Turnier');
    expect(tournament).toHaveTextContent('Sa, 14.03.2099 · ab 08:00 Uhr');
    expect(tournament).toHaveTextContent('Abteilung Turnen');
    expect(within(tournament!).getByRole('link', { name: 'Vereinsmeisterschaft' })).toHaveAttribute(
      'href',
      '/de/termin/meisterschaft-2099-03-14',
    );
    // A workshop's registration once, at its first session; a cancelled date none.
    expect(within(firstAid!).getByRole('link', { name: 'Anmelden: Erste Hilfe im Sport' }));
    expect(within(secondAid!).queryByRole('link', { name: /Anmelden/ })).toBeNull();
    expect(within(secondAid!).getByTestId('date-cancelled')).toHaveTextContent('Abgesagt');
    expect(within(cancelled!).getByTestId('date-cancelled')).toBeInTheDocument();
    expect(within(cancelled!).queryByRole('link', { name: /Anmelden/ })).toBeNull();
    expect(run).toHaveTextContent('Volkslauf');
    expect(party).toHaveTextContent('Sa, 04.07.2099 · 14:00–22:00 Uhr · Sportplatz am Wald');
    expect(party).toHaveTextContent('Gesamtverein');
    expect(within(party!).getByRole('link', { name: 'Anmelden: Sommerfest' })).toHaveAttribute(
      'href',
      '/de/anmeldung/o1',
    );
    expect(screen.getByTestId('calendar-links')).toBeInTheDocument();
  });

  it('filters by department and kind through the address, and says when nothing is left', async () => {
    renderWithProviders(
      <>
        <DatesPage />
        <Where />
      </>,
      { path: '/de/termine?abteilung=Turnen', queryData: queryData() },
    );
    await screen.findByTestId('dates-page');
    expect(titles()).toEqual(['Vereinsmeisterschaft']);
    expect(screen.getByTestId('dates-filter-department')).toHaveValue('Turnen');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('dates-filter-kind'), 'party');
    expect(screen.getByTestId('where')).toHaveTextContent('/de/termine?abteilung=Turnen&art=party');
    expect(screen.getByText('Keine Termine für diese Auswahl.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Alle Termine zeigen' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/de\/termine$/);
    expect(titles()).toHaveLength(6);
  });

  it('ignores a department or kind the club does not have', async () => {
    renderWithProviders(<DatesPage />, {
      path: '/de/termine?abteilung=Schach&art=picknick',
      queryData: queryData(),
    });
    await screen.findByTestId('dates-page');
    expect(titles()).toHaveLength(6);
  });

  it('says so when the club has no dates', async () => {
    renderWithProviders(<DatesPage />, {
      path: '/de/termine',
      queryData: [
        [publicQueries.events().queryKey, []],
        [publicQueries.workshops().queryKey, []],
        [publicQueries.funrun().queryKey, null],
        [publicQueries.registrations().queryKey, []],
      ],
    });
    expect(await screen.findByText('Zurzeit stehen keine Termine an.')).toBeInTheDocument();
    expect(screen.queryByTestId('date-item')).toBeNull();
  });

  it('renders the filtered list and a GET form on the server', () => {
    const client = new QueryClient();
    for (const [key, data] of queryData()) client.setQueryData(key, data);
    const router = createMemoryRouter([{ path: '/:lang/*', element: <DatesPage /> }], {
      initialEntries: ['/de/termine?art=tournament'],
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(html).toMatch(/<form[^>]*action="\/de\/termine" method="get"/);
    expect(html).toContain('Vereinsmeisterschaft');
    expect(html).toContain('Hallenturnier');
    expect(html).not.toContain('Sommerfest');
  });
});
