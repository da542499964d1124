import { screen } from '@testing-library/react';
import type { Workshop } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { WorkshopDetailsPage } from '@/features/workshops/staff/WorkshopDetailsPage';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

const workshop: Workshop = {
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
};

/** The server as the page meets it: w1 exists, an unknown id is 404, `down` answers 503. */
function serve({ down = false } = {}) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (down) return jsonResponse(503, { success: false, message: 'x', code: 'INTERNAL' });
    if (url === '/api/workshop/w1') {
      return jsonResponse(200, { success: true, message: '', data: workshop });
    }
    if (url.startsWith('/api/times/'))
      return jsonResponse(200, { success: true, message: '', data: [] });
    return jsonResponse(404, {
      success: false,
      message: 'Nicht gefunden.',
      code: 'NOT_FOUND',
    });
  }) as typeof fetch;
}

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['workshop'])));
});

const renderPage = (id: string) =>
  renderAccount([{ path: 'workshop/:id', element: <WorkshopDetailsPage /> }], {
    user: userWith(['workshop']),
    path: `/de/account/workshop/${id}`,
  });

describe('WorkshopDetailsPage', () => {
  it('says that a workshop the server does not know does not exist', async () => {
    serve();
    renderPage('7d1c6a53-9f0e-4a51-8d0b-3f2f1c9f0a11');
    expect(await screen.findByText('Diesen Workshop gibt es nicht (mehr).')).toBeInTheDocument();
    expect(screen.queryByText('Die Workshops konnten nicht geladen werden.')).toBeNull();
  });

  it('says that it could not load when the server fails', async () => {
    serve({ down: true });
    renderPage('w1');
    expect(
      await screen.findByText('Die Workshops konnten nicht geladen werden.'),
    ).toBeInTheDocument();
  });
});
