import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@/api/types';
import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';
import { changeTypeValues } from '@/api/generated/schema';
import de from '@/locales/de/dashboard.json';
import en from '@/locales/en/dashboard.json';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { jsonResponse } from '@/offline/testing';

const days = Array.from({ length: 90 }, (_, index) => ({
  day: new Date(Date.UTC(2026, 7, 26 + index)).toISOString().slice(0, 10),
  views: index === 80 ? 40 : index % 3,
}));
const DASHBOARD = {
  content: {
    courses: { draft: 2, pending: 1, published: 30, blocked: 0 },
    posts: { draft: 0, pending: 0, published: 12, blocked: 1 },
  },
  pendingRequests: 1,
  users: { total: 9, blocked: 1, unverified: 2, byRole: [] },
  departments: { total: 6, public: 5 },
  pageViews: { total: 0, perDay: days, topPaths: [] },
  latestChanges: [
    {
      type: 'course',
      _id: 'c1',
      title: 'Kinderturnen',
      updated_at: '2026-11-20T09:30:00.000Z',
      updated_by: { _id: 'u2', name: 'Thomas Brinkmann' },
    },
  ],
};
let answer: () => Response;

beforeEach(() => {
  answer = () => jsonResponse(200, { success: true, message: '', data: DASHBOARD });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/api/dashboard')
      ? answer()
      : jsonResponse(200, { success: true, message: '', data: [] }),
  ) as unknown as typeof fetch;
});

function renderFor(roles: Role[]) {
  return renderAccount(
    [
      { index: true, element: <DashboardPage /> },
      { path: 'angebote', element: <p>Angebote-Seite</p> },
      { path: 'workshop', element: <p>Workshop-Seite</p> },
      { path: 'profil', element: <p>Profil-Seite</p> },
    ],
    { user: userWith(roles), path: '/de/account' },
  );
}

describe('DashboardPage', () => {
  it.each<[Role, string]>([
    ['owner', '/de/account'],
    ['admin', '/de/account'],
    ['department', '/de/account'],
  ])('keeps the %s on the dashboard', async (role, path) => {
    const { router } = renderFor([role]);
    expect(await screen.findByRole('heading', { name: 'Hallo Kim!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each<[Role[], string]>([
    [['workshop'], '/de/account/workshop'],
    [['course'], '/de/account/angebote'],
    [[], '/de/account/profil'],
  ])('sends %j to %s', async (roles, path) => {
    const { router } = renderFor(roles);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('shows the counts by state, the open requests, the users, the views and the latest changes of GET /api/dashboard', async () => {
    renderFor(['admin']);
    const courses = await screen.findByTestId('dashboard-content-courses');
    expect(courses).toHaveTextContent('Entwurf2');
    expect(courses).toHaveTextContent('Angefragt1');
    expect(courses).toHaveTextContent('Veröffentlicht30');
    expect(screen.getByTestId('dashboard-content-posts')).toHaveTextContent('Gesperrt1');
    expect(screen.getByTestId('dashboard-requests')).toHaveTextContent('1');
    expect(screen.getByTestId('dashboard-users')).toHaveTextContent('Nicht bestätigt2');
    const total = days.reduce((sum, d) => sum + d.views, 0);
    expect(screen.getByTestId('dashboard-views-chart')).toHaveAccessibleName(
      `${total} Seitenaufrufe in 90 Tagen; die meisten am 14.11.2026 (40).`,
    );
    expect(screen.getAllByRole('row')).toHaveLength(91);
    expect(screen.getByTestId('dashboard-changes')).toHaveTextContent(
      'Angebot: Kinderturnen am 20.11.2026 10:30 von Thomas Brinkmann',
    );
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['owner', true],
    ['department', false],
  ])('links the users card to the user screen for the %s: %s', async (role, linked) => {
    renderFor([role]);
    const users = await screen.findByTestId('dashboard-users');
    const link = within(users).queryByRole('link', { name: 'Benutzer verwalten' });
    if (linked) expect(link).toHaveAttribute('href', '/de/account/benutzer');
    else expect(link).toBeNull();
  });

  it('says when the dashboard cannot be loaded and loads it again on retry', async () => {
    answer = () =>
      jsonResponse(503, {
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
      });
    renderFor(['admin']);
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent(
      'Das Dashboard konnte nicht geladen werden. Der Server ist gerade nicht erreichbar.',
    );
    answer = () => jsonResponse(200, { success: true, message: '', data: DASHBOARD });
    screen.getByRole('button', { name: 'Erneut versuchen' }).click();
    expect(await screen.findByTestId('dashboard-content-courses')).toBeInTheDocument();
  });

  it('names every kind of change the API lists, in German and English', () => {
    for (const texts of [de, en]) {
      const names = texts.dashboard.changeType as Record<string, string>;
      expect(changeTypeValues.filter((type) => !names[type])).toEqual([]);
    }
  });
});
