import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Department, Role } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { StaffDepartmentsPage } from '@/features/departments/staff/StaffDepartmentsPage';
import { listOutbox } from '@/offline/outbox';
import { courseFixture, jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { i18n } from '@/i18n';

// ProseMirror needs layout jsdom lacks: the description is a plain text field here, bound the same.
jest.mock('@/components/form/FormRichTextField', () => {
  const { FormTextField } = jest.requireActual('@/components/form/FormTextField');
  return { FormRichTextField: FormTextField, preloadRichTextEditor: () => undefined };
});

const department = (over: Partial<Department>): Department => ({
  _id: 'd1',
  name: 'Turnen',
  title: 'Turnen und Gymnastik',
  description: '<p>Vom Kinderturnen bis zur Seniorengymnastik.</p>',
  photoURL: null,
  srcset: null,
  iconURL: null,
  public: true,
  version: 4,
  updated_at: '2026-10-01T08:00:00.000Z',
  ...over,
});

beforeEach(async () => {
  await resetDb();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/departments') {
      return jsonResponse(200, {
        success: true,
        message: '',
        data: [department({}), department({ _id: 'd2', name: 'Handball', title: 'Handball' })],
      });
    }
    if (url === '/api/courses') {
      return jsonResponse(200, {
        success: true,
        message: '',
        data: [
          courseFixture({ _id: 'c1', title: 'Kinderturnen' }),
          courseFixture({ _id: 'c2', title: 'Seniorengymnastik' }),
          courseFixture({
            _id: 'c3',
            title: 'Handball-Minis',
            department: { _id: 'd2', name: 'handball', title: 'Handball' },
          }),
        ],
      });
    }
    if (url === '/api/department/deletePreview/d2') {
      return jsonResponse(200, {
        success: true,
        message: '',
        data: {
          courses: [{ _id: 'c3', title: 'Handball-Minis' }],
          users: [
            { _id: 'u7', name: 'Hanna Handball' },
            { _id: 'u8', name: 'Tom Torwart' },
          ],
        },
      });
    }
    return jsonResponse(503, { success: false, message: 'x', code: 'INTERNAL' });
  }) as typeof fetch;
});

function renderAs(roles: Role[]) {
  const user = userWith(roles);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return renderAccount([{ path: 'abteilungen', element: <StaffDepartmentsPage /> }], {
    user,
    path: '/de/account/abteilungen',
  });
}

describe('StaffDepartmentsPage', () => {
  it('a department user edits but neither creates, makes public nor deletes', async () => {
    renderAs(['department']);
    const [card] = await screen.findAllByTestId('department-card');
    expect(within(card!).getByTestId('department-edit')).toBeInTheDocument();
    expect(within(card!).queryByTestId('department-delete')).not.toBeInTheDocument();
    expect(within(card!).queryByTestId('department-public')).not.toBeInTheDocument();
    expect(screen.queryByTestId('department-create')).not.toBeInTheDocument();
  });

  it('creates a department public at once when its switch is on; the edit dialog has none', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    await screen.findAllByTestId('department-card');
    await user.click(screen.getByTestId('department-create'));
    const form = await screen.findByTestId('department-form');
    const box = (name: RegExp) => within(form).getByRole('textbox', { name, hidden: true });
    await user.type(box(/^Titel/), 'Badminton für alle');
    await user.type(box(/^Kurzname/), 'Badminton');
    await user.type(box(/^Beschreibung/), 'Federball in der Halle am See.');
    const publicSwitch = within(form).getByRole('switch', { name: 'Öffentlich', hidden: true });
    expect(publicSwitch).not.toBeChecked();
    expect(form).toHaveTextContent(
      'Sonst bleibt die neue Abteilung verborgen, bis du sie öffentlich schaltest.',
    );
    await user.click(publicSwitch);
    await user.click(screen.getByTestId('department-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]).toMatchObject({
      kind: 'create',
      path: '/api/departments',
      body: { name: 'Badminton', title: 'Badminton für alle', public: true },
    });

    await waitFor(() => expect(screen.queryByTestId('department-form')).toBeNull());
    const [card] = screen.getAllByTestId('department-card');
    await user.click(within(card!).getByTestId('department-edit'));
    const edit = await screen.findByTestId('department-form');
    expect(within(edit).queryByTestId('department-create-public')).toBeNull();
  });

  it('names the public switch of a new department in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderAs(['admin']);
      await screen.findAllByTestId('department-card');
      await userEvent.setup().click(screen.getByTestId('department-create'));
      const form = await screen.findByTestId('department-form');
      expect(within(form).getByRole('switch', { name: 'Public', hidden: true })).not.toBeChecked();
      expect(form).toHaveTextContent(
        'Otherwise the new department stays hidden until you make it public.',
      );
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('the delete confirmation names the courses and users the server says go', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    const cards = await screen.findAllByTestId('department-card');
    const handball = cards.find((c) => c.textContent?.includes('Handball'))!;
    await user.click(within(handball).getByTestId('department-delete'));
    const users = await screen.findByTestId('department-delete-users', {}, { timeout: 5_000 });
    // `hidden`: Fluent keeps an opening dialog aria-hidden until it has the focus, which jsdom on
    // a loaded machine may not bring about (CI, 2026-11-27).
    const items = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent);
    expect(items(users)).toEqual(['Hanna Handball', 'Tom Torwart']);
    expect(items(screen.getByTestId('department-delete-courses'))).toEqual(['Handball-Minis']);
    expect(screen.getByText('Mit ihr gehen diese 2 Benutzerkonten:')).toBeInTheDocument();
  });

  it('without the server’s preview it names the courses the device knows, and the delete is queued', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    const cards = await screen.findAllByTestId('department-card');
    const turnen = cards.find((c) => c.textContent?.includes('Turnen und Gymnastik'))!;
    await user.click(within(turnen).getByTestId('department-delete'));
    const courses = await screen.findByTestId('department-delete-courses', {}, { timeout: 5_000 });
    expect(
      within(courses)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['Kinderturnen', 'Seniorengymnastik']);
    await user.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toMatchObject([
        { kind: 'remove', method: 'DELETE', path: '/api/department/d1' },
      ]),
    );
  });
});
