import { act, screen } from '@testing-library/react';
import { useSyncFlash } from '@/features/account/components/useSyncFlash';
import '@/features/account/strings';
import { i18n } from '@/i18n';
import type { SyncEvent } from '@/offline/sync/loop';
import type { OutboxRow } from '@/offline/types';
import { renderWithProviders } from '@/testing/renderWithProviders';

// The engine as the hook sees it: the test plays its events.
let emit: (event: SyncEvent) => void = () => undefined;
jest.mock('@/offline/syncEngine', () => ({
  syncEngine: {
    start: jest.fn(),
    onEvent: (listener: (event: SyncEvent) => void) => {
      emit = listener;
      return () => undefined;
    },
  },
}));

function Harness() {
  useSyncFlash('u1');
  return null;
}

const row = (over: Partial<OutboxRow>): OutboxRow =>
  ({
    id: 'r1',
    userId: 'u1',
    seq: 1,
    method: 'PUT',
    path: '/api/course',
    kind: 'update',
    body: { _id: 'c1', title: 'Kinderturnen' },
    entity: { type: 'course', id: 'c1' },
    entityKey: 'course:c1',
    baseVersion: 3,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: 0,
    ...over,
  }) as OutboxRow;

/** One synced write: the server's German sentence and its answer. */
function synced(sent: OutboxRow, message: string, data: unknown = {}) {
  act(() => {
    emit({ type: 'sent', row: sent, message, data });
    emit({ type: 'synced', count: 1, message });
  });
}

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('useSyncFlash', () => {
  it("shows a single save's server sentence in German", async () => {
    renderWithProviders(<Harness />);
    synced(row({}), 'Das Angebot wurde gespeichert.');
    expect(await screen.findByText('Das Angebot wurde gespeichert.')).toBeInTheDocument();
  });

  it('says in English what a single synced write did, never the German sentence', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<Harness />, { path: '/en/' });
    synced(row({}), 'Das Angebot wurde gespeichert.');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    synced(row({ kind: 'remove', method: 'DELETE' }), 'Das Angebot wurde gelöscht.');
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    synced(
      row({ kind: 'action', action: 'publish', method: 'POST' }),
      'Die Veröffentlichung wurde angefragt. Die Geschäftsstelle prüft die Änderungen.',
      { pending_request: { _id: 'p1' } },
    );
    expect(
      await screen.findByText('Publication requested. The club office will review the changes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/wurde|Veröffentlichung/)).toBeNull();
  });
});
