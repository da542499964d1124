import { act, renderHook, screen } from '@testing-library/react';

// The flash shows 300 ms after it was asked for (spec section 9): each check waits past that.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FlashProvider } from '@/components/flash';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { newsEntity } from '@/features/news/offline';
import { AuthContext } from '@/auth/AuthContext';
import { i18n } from '@/i18n';
import { getRecord } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { authFor, userWith } from '@/testing/renderAccount';
import { db } from '@/offline/db';

beforeEach(resetDb);

const user = userWith(['admin'], { _id: 'u1' });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <AuthContext.Provider value={authFor(user)}>{children}</AuthContext.Provider>
      </FlashProvider>
    </I18nextProvider>
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => setOnline(true));

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bild.png', { type: 'image/png' });

describe('useOutboxSave', () => {
  it('creates with its image in order, and online says nothing itself (the sync engine will)', async () => {
    const { result } = renderHook(() => useOutboxSave(newsEntity), { wrapper });
    let id: string | null = null;
    await act(async () => {
      id = await result.current.save({
        create: { title: 'Hallenfest', text: 'Am Samstag feiern wir.' },
        view: { created_at: '2026-11-27T10:00:00Z', photoURL: null, version: 0 },
        images: { image: png() },
      });
    });
    expect(id).toEqual(expect.any(String));
    const rows = await listOutbox('u1');
    expect(rows.map((row) => [row.kind, row.path])).toEqual([
      ['create', '/api/news'],
      ['upload', `/api/news/uploadImage/${id}`],
    ]);
    expect((await getRecord<{ title: string }>('u1', 'news', id!))?.title).toBe('Hallenfest');
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByTestId('flash-message')).not.toBeInTheDocument();
  });

  it('offline says once that it is saved on the device; an update without changes says so', async () => {
    setOnline(false);
    const { result } = renderHook(() => useOutboxSave(newsEntity), { wrapper });
    let id: string | null = null;
    await act(async () => {
      id = await result.current.save({ create: { title: 'Neu', text: 'Ein Text hier.' } });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getAllByTestId('flash-message')).toHaveLength(1);
    expect(screen.getByTestId('flash-message')).toHaveTextContent('Offline gespeichert');
    await act(async () => {
      expect(await result.current.save({ id: id!, patch: {} })).toBe(id);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByText('Es gibt keine Änderungen zum Speichern.')).toBeInTheDocument();
    // The update without changes queued nothing.
    expect(await listOutbox('u1')).toHaveLength(1);
  });

  it('a device that cannot store it answers null and says so', async () => {
    const { result } = renderHook(() => useOutboxSave(newsEntity), { wrapper });
    const spy = jest.spyOn(db, 'transaction').mockRejectedValueOnce(new Error('QuotaExceeded'));
    let id: string | null = 'x';
    await act(async () => {
      id = await result.current.save({ create: { title: 'Neu', text: 'Ein Text hier.' } });
    });
    spy.mockRestore();
    expect(id).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByTestId('flash-message')).toHaveTextContent(
      'Die Änderung konnte nicht lokal gespeichert werden.',
    );
  });
});
