import { screen, within } from '@testing-library/react';
import type { Role } from '@/api/types';
import { BACK_OFFICE_AREAS } from '@/app/backOffice/areas';
import { AccountDrawer } from '@/features/account/components/AccountDrawer';
import { renderAccount, userWith } from '@/testing/renderAccount';

function drawerFor(roles: Role[]) {
  renderAccount(
    [
      {
        index: true,
        element: (
          <AccountDrawer
            user={userWith(roles)}
            type="inline"
            open
            onOpenChange={() => undefined}
            // The publish queue's count, without a server: three open requests.
            areas={BACK_OFFICE_AREAS.map((area) =>
              area.key === 'publish' ? { ...area, useCount: () => 3 } : area,
            )}
            onLogout={() => undefined}
          />
        ),
      },
    ],
    { user: userWith(roles), path: '/de/account' },
  );
}

async function entries(): Promise<string[]> {
  const drawer = await screen.findByTestId('account-drawer');
  return within(drawer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-testid')?.replace('account-nav-', '') ?? '');
}

const ALL = [
  'dashboard',
  'departments',
  'courses',
  'workshops',
  'blog',
  'news',
  'banners',
  'support',
  'locations',
  'closures',
  'sponsors',
  'users',
  'club',
  'texts',
  'documents',
  'funrun',
  'events',
  'registrations',
  'backup',
  'audit',
  'profile',
  'publish',
];

describe('AccountDrawer', () => {
  it('shows every entry to the owner, with the publish badge', async () => {
    drawerFor(['owner']);
    expect(await entries()).toEqual(ALL);
    expect(screen.getByLabelText('3 offene Anfragen')).toBeInTheDocument();
    expect(screen.getByText('Kim Kurs')).toBeInTheDocument();
    expect(screen.getByText('Angemeldet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('shows every entry to the admin', async () => {
    drawerFor(['admin']);
    expect(await entries()).toEqual(ALL);
  });

  it('shows a department user dashboard, departments, courses, blog, news, events, registrations and profile', async () => {
    drawerFor(['department']);
    expect(await entries()).toEqual([
      'dashboard',
      'departments',
      'courses',
      'blog',
      'news',
      'events',
      'registrations',
      'profile',
    ]);
  });

  it('shows a workshop user workshops, blog, news, registrations and profile', async () => {
    drawerFor(['workshop']);
    expect(await entries()).toEqual(['workshops', 'blog', 'news', 'registrations', 'profile']);
  });

  it('shows a course user courses, blog, news and profile', async () => {
    drawerFor(['course']);
    expect(await entries()).toEqual(['courses', 'blog', 'news', 'profile']);
  });

  it('shows a user without roles only the profile', async () => {
    drawerFor([]);
    expect(await entries()).toEqual(['profile']);
  });
});
