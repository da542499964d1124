import { screen, within } from '@testing-library/react';
import type { Permission, Role, SessionUser } from '@/api/types';
import { useRoutes, type RouteObject } from 'react-router';
import { BACK_OFFICE_AREAS } from '@/app/backOffice/areas';
import { backOfficeRoutes } from '@/app/backOffice/BackOffice';
import { AccountDrawer } from '@/features/account/components/AccountDrawer';
import { CourseActions } from '@/features/courses/components/CourseActions';
import { renderAccount, userWith } from '@/testing/renderAccount';
import type { LocalCourse } from '@/features/courses';

// The UI asks the session's permissions, never the role names: every guard below is checked
// with the permissions the server sends for a role, and with permissions that contradict the role.

const course: LocalCourse = {
  _id: 'c1',
  title: 'Kinderturnen',
  description: '',
  info: '',
  trial_training: '',
  photoURL: null,
  srcset: null,
  department: { _id: 'd1', name: 'Turnen', title: 'Turnen' },
  genders: ['weiblich'],
  categories: ['turnen'],
  age_from: 4,
  age_to: 6,
  social_media: {},
  website: null,
  members: 10,
  location: 'Halle',
  trainers: [],
  version: 1,
  blocked: false,
  blocked_by: null,
  state: 'draft',
  published_at: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  pending_request: null,
  last_rejection: null,
  trial_places: 0,
  serverVersion: 1,
};

function renderActions(roles: Role[], permissions?: Permission[]) {
  const user = userWith(roles, permissions ? { permissions } : {});
  renderAccount([{ index: true, element: <CourseActions course={course} rows={[]} /> }], {
    user,
    path: '/de/account',
  });
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('permission guards', () => {
  // The real route table of the back office, with each page replaced by its area's key.
  const ROUTES = backOfficeRoutes(
    BACK_OFFICE_AREAS.map((area) => ({
      ...area,
      routes: area.routes.map((route) => ({ ...route, Page: () => <p>Seite {area.key}</p> })),
    })),
  );
  const openAs = (user: SessionUser, path: string) =>
    renderAccount([{ path: '*', element: <RoutesOf routes={ROUTES} /> }], {
      user,
      path: `/de/account/${path}`,
    });

  it.each<[Role, string, string]>([
    ['course', 'angebote', 'courses'],
    ['workshop', 'workshop', 'workshops'],
    ['department', 'abteilungen', 'departments'],
    ['admin', 'veroeffentlichungen', 'publish'],
    ['owner', 'sponsoren', 'sponsors'],
  ])('a %s user opening account/%s sees the page of %s', async (role, path, shown) => {
    openAs(userWith([role]), path);
    expect(await screen.findByText(`Seite ${shown}`)).toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['course', 'veroeffentlichungen'],
    ['course', 'banners'],
    ['workshop', 'angebote'],
    // department users do not decide requests (spec section 6): only admin and owner
    ['department', 'veroeffentlichungen'],
  ])('tells a %s user that account/%s is not available for the role', async (role, path) => {
    openAs(userWith([role]), path);
    const page = await screen.findByTestId('not-allowed-page');
    expect(page).toHaveTextContent('Diese Seite ist für deine Rolle nicht verfügbar.');
    expect(within(page).getByRole('link', { name: /Zum Start deines Bereichs/ })).toHaveAttribute(
      'href',
      '/de/account',
    );
    expect(screen.queryByText(/^Seite [a-z]+$/)).not.toBeInTheDocument();
  });

  it('says a page is not available when the session lacks the permission, whatever the role is called', async () => {
    openAs(userWith(['owner'], { permissions: ['session'] }), 'veroeffentlichungen');
    expect(await screen.findByTestId('not-allowed-page')).toBeInTheDocument();
    expect(screen.queryByText('Seite publish')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an account path nobody declared', async () => {
    openAs(userWith(['course']), 'gibtsnicht');
    expect(await screen.findByTestId('not-found-page')).toHaveTextContent('Seite nicht gefunden');
  });

  it('builds the drawer from the permissions, not from the role names', async () => {
    renderAccount(
      [
        {
          index: true,
          element: (
            <AccountDrawer
              user={userWith(['owner'], { permissions: ['session', 'courses:read'] })}
              type="inline"
              open
              onOpenChange={() => undefined}
              areas={BACK_OFFICE_AREAS}
              onLogout={() => undefined}
            />
          ),
        },
      ],
      { user: userWith(['owner']), path: '/de/account' },
    );
    const drawer = await screen.findByTestId('account-drawer');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-testid')),
    ).toEqual(['account-nav-courses', 'account-nav-profile']);
  });

  it('shows a course user neither block nor delete, and a request instead of publishing', async () => {
    renderActions(['course']);
    expect(
      await screen.findByRole('button', { name: 'Veröffentlichung anfragen' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('course-block')).not.toBeInTheDocument();
    expect(screen.queryByTestId('course-delete')).not.toBeInTheDocument();
  });

  it('shows a department user block and delete, and a request (it may not publish directly)', async () => {
    renderActions(['department']);
    expect(
      await screen.findByRole('button', { name: 'Veröffentlichung anfragen' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('course-block')).toBeInTheDocument();
    expect(screen.getByTestId('course-delete')).toBeInTheDocument();
  });

  it('lets an admin publish directly', async () => {
    renderActions(['admin']);
    expect(await screen.findByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
  });

  it('follows each permission on its own: block without delete', async () => {
    renderActions(['course'], ['session', 'courses:read', 'courses:block']);
    expect(await screen.findByTestId('course-block')).toBeInTheDocument();
    expect(screen.queryByTestId('course-delete')).not.toBeInTheDocument();
  });
});
