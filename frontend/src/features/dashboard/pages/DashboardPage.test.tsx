import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@/api/types';
import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { jsonResponse } from '@/offline/testing';

beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes('publishrequests')
      ? jsonResponse(200, { success: true, message: '', data: { courses: [], workshops: [] } })
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
});
