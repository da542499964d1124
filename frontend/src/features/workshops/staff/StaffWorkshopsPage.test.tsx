import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workshop } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { StaffWorkshopsPage } from '@/features/workshops/staff/StaffWorkshopsPage';
import {
  workshopPatch,
  workshopSchema,
  workshopValues,
} from '@/features/workshops/staff/WorkshopFields';
import { listOutbox } from '@/offline/outbox';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

const workshop = (over: Partial<Workshop>): Workshop => ({
  _id: 'w1',
  title: 'Erste Hilfe im Sport',
  info: 'Samstag, 9–16 Uhr, Vereinsheim',
  description: '<p>Was tun, wenn es passiert?</p>',
  photoURL: null,
  srcset: null,
  members: 16,
  social_media: {},
  website: null,
  version: 3,
  blocked: false,
  blocked_by: null,
  state: 'published',
  published_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T08:00:00.000Z',
  pending_request: null,
  last_rejection: null,
  times: [],
  ...over,
});

beforeEach(async () => {
  await resetDb();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/workshops'
      ? jsonResponse(200, {
          success: true,
          message: '',
          data: [workshop({}), workshop({ _id: 'w2', title: 'Übungsleiter-Fortbildung' })],
        })
      : jsonResponse(503, { success: false, message: 'x', code: 'INTERNAL' }),
  ) as typeof fetch;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['workshop'])));
});

const renderPage = () =>
  renderAccount([{ path: 'workshop', element: <StaffWorkshopsPage /> }], {
    user: userWith(['workshop']),
    path: '/de/account/workshop',
  });

describe('workshop fields', () => {
  it('want every field but the links, and a whole number of members', () => {
    const empty = workshopSchema.safeParse(workshopValues(null));
    expect(empty.success).toBe(false);
    const fields = empty.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['title', 'info', 'description', 'members']));
    expect(fields).not.toContain('website');
    const values = { ...workshopValues(workshop({}) as never), members: '12,5' };
    expect(workshopSchema.safeParse(values).success).toBe(false);
  });

  it('an edit sends only what changed', () => {
    const local = { ...workshop({}), serverVersion: 3 };
    const values = workshopSchema.parse({ ...workshopValues(local), members: '20' });
    expect(workshopPatch(local, values)).toEqual({ members: 20 });
  });
});

describe('StaffWorkshopsPage', () => {
  it('lists the workshops by title, finds "ueb" in "Übungsleiter" and shows the workshop-user hint', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = await screen.findAllByTestId('workshop-row');
    expect(rows.map((r) => r.querySelector('a')?.textContent)).toEqual([
      'Erste Hilfe im Sport',
      'Übungsleiter-Fortbildung',
    ]);
    expect(screen.getByTestId('workshop-user-hint')).toHaveTextContent('gemeinsame Workshop-Konto');
    await user.type(screen.getByRole('searchbox', { name: 'Workshops durchsuchen' }), 'ueb');
    await waitFor(() => expect(screen.getAllByTestId('workshop-row')).toHaveLength(1));
  });

  it('refuses a new workshop without description and members: nothing is queued', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('workshop-row');
    await user.click(screen.getByTestId('workshop-create'));
    await user.type(
      await screen.findByRole('textbox', { name: /Titel/, hidden: true }),
      'Yoga-Tag',
    );
    await user.type(screen.getByRole('textbox', { name: /^Info/, hidden: true }), 'Sonntag');
    // The description and the members are still missing: save stays off, nothing is queued.
    await waitFor(() => expect(screen.getByTestId('workshop-save')).toBeDisabled());
    await user.click(screen.getByTestId('workshop-save'));
    expect(await listOutbox('u1')).toEqual([]);
  });
});
