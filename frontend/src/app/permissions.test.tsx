import { screen, within } from '@testing-library/react';
import type { Permission, Role } from '@/api/types';
import { BACK_OFFICE_AREAS } from '@/app/backOffice/areas';
import { AccountDrawer } from '@/features/account/components/AccountDrawer';
import { CourseActions } from '@/features/courses/components/CourseActions';
import { RequirePermission } from '@/auth/RequirePermission';
import { renderAccount, userWith } from '@/testing/renderAccount';
import type { LocalCourse } from '@/offline/types';

// The UI asks the session's permissions, never the role names: every guard below is checked
// with the permissions the server sends for a role, and with permissions that contradict the role.

const course: LocalCourse = {
  _id: 'c1',
  title: 'Kinderturnen',
  description: '',
  info: '',
  trial_training: '',
  photoURL: null,
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
  userId: 'u1',
  serverVersion: 1,
};

function renderActions(roles: Role[], permissions?: Permission[]) {
  const user = userWith(roles, permissions ? { permissions } : {});
  renderAccount([{ index: true, element: <CourseActions course={course} /> }], {
    user,
    path: '/de/account',
  });
}

describe('permission guards', () => {
  it.each<[Role, boolean]>([
    ['course', false],
    ['workshop', false],
    // department users do not decide requests (spec section 6): only admin and owner
    ['department', false],
    ['admin', true],
    ['owner', true],
  ])('the publish page is open to the %s role: %s', async (role, allowed) => {
    renderAccount(
      [
        {
          path: 'veroeffentlichungen',
          element: (
            <RequirePermission permission="publish-requests:read">
              <p>Anfragen</p>
            </RequirePermission>
          ),
        },
        { path: 'profil', element: <p>Profilseite</p> },
      ],
      { user: userWith([role]), path: '/de/account/veroeffentlichungen' },
    );
    expect(await screen.findByText(allowed ? 'Anfragen' : 'Profilseite')).toBeInTheDocument();
  });

  it('sends a user whose session lacks the permission to the profile, whatever the role is called', async () => {
    renderAccount(
      [
        {
          path: 'veroeffentlichungen',
          element: (
            <RequirePermission permission="publish-requests:read">
              <p>Anfragen</p>
            </RequirePermission>
          ),
        },
        { path: 'profil', element: <p>Profilseite</p> },
      ],
      {
        user: userWith(['owner'], { permissions: ['session'] }),
        path: '/de/account/veroeffentlichungen',
      },
    );
    expect(await screen.findByText('Profilseite')).toBeInTheDocument();
    expect(screen.queryByText('Anfragen')).not.toBeInTheDocument();
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
