import { screen, within } from '@testing-library/react';
import { USER_STORAGE_KEY } from '@/auth/session';
import { LocationPlanPage } from '@/features/locationsStaff/pages/LocationPlanPage';
import { resetDb } from '@/offline/testing';
import { FixtureStore, locationFixture } from '@/testing/fixtures';
import { fail, http, ok, TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
  server = new TestServer(new FixtureStore({ locations: [locationFixture()] }));
  globalThis.fetch = server.fetch;
});

const renderPage = (id = 'l1') =>
  renderAccount([{ path: 'sportstaetten/:id', element: <LocationPlanPage /> }], {
    user: userWith(['admin']),
    path: `/de/account/sportstaetten/${id}`,
  });

describe('LocationPlanPage (the back office’s hall plan)', () => {
  it('shows the working copies’ slots by day, each linked to its editor', async () => {
    server.use(
      http.get('/api/locations/:id/plan', (req) =>
        ok(
          [
            {
              _id: 't1',
              day: 'Montag',
              date: null,
              start: '15:30',
              end: '16:30',
              kind: 'course',
              id: 'c1',
              title: 'Kinderturnen Minis',
              department: { name: 'Turnen', title: 'Turnen & Gymnastik' },
            },
            {
              _id: 't2',
              day: 'Samstag',
              date: '2027-03-13',
              start: '09:00',
              end: '16:00',
              kind: 'workshop',
              id: 'w1',
              title: 'Erste Hilfe im Sport',
              department: null,
            },
          ].filter(() => req.params.id === 'l1'),
          'Belegungsplan geladen.',
        ),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Belegungsplan: Turnhalle Lindenschule',
      }),
    ).toBeInTheDocument();
    const monday = await screen.findByRole('list', { name: 'Montag' });
    expect(within(monday).getByRole('link', { name: 'Kinderturnen Minis' })).toHaveAttribute(
      'href',
      '/de/account/angebot/c1',
    );
    expect(
      within(screen.getByRole('list', { name: 'Samstag' })).getByRole('link', {
        name: 'Erste Hilfe im Sport',
      }),
    ).toHaveAttribute('href', '/de/account/workshop/w1');
    // The session is on its date, not weekly: staff see which Saturday.
    expect(
      within(screen.getByRole('list', { name: 'Samstag' })).getByTestId('week-plan-date'),
    ).toHaveTextContent('nur am 13.03.');
    expect(within(monday).queryByTestId('week-plan-date')).toBeNull();
    expect(screen.getByText(/auch von Entwürfen und gesperrten Angeboten/)).toBeInTheDocument();
  });

  it('says when the venue is gone', async () => {
    server.use(
      http.get('/api/locations/:id/plan', () =>
        fail(404, 'NOT_FOUND', 'Die Sportstätte wurde nicht gefunden.'),
      ),
    );
    renderPage('l9');
    expect(await screen.findByText('Diese Sportstätte gibt es nicht mehr.')).toBeInTheDocument();
  });
});
