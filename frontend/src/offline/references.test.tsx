import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext } from '@/auth/AuthContext';
import { clearSession, setSession } from '@/auth/session';
import { db } from '@/offline/db';
import { clearUserData } from '@/offline/localStore';
import { readReference, useReferenceList } from '@/offline/references';
import { resetDb } from '@/offline/testing';
import { authFor, userWith } from '@/testing/renderAccount';

const user = userWith(['course']);
const trainers = [
  { _id: 't1', name: 'Kim Kurs' },
  { _id: 't2', name: 'Alex Admin' },
];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={authFor(user)}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
}

beforeEach(async () => {
  await resetDb();
  setSession(user, 'token-1');
});
afterEach(() => clearSession());

describe('useReferenceList', () => {
  it('keeps what the server listed on the device and offers it offline, marked as the device’s copy', async () => {
    const online = renderHook(() => useReferenceList('trainers', async () => trainers), {
      wrapper,
    });
    await waitFor(() => expect(online.result.current.data).toEqual(trainers));
    await waitFor(async () => expect(await readReference('u1', 'trainers')).toEqual(trainers));
    online.unmount();

    // A reload at the gym: the request fails, the choices are still there.
    const offline = renderHook(
      () => useReferenceList('trainers', () => Promise.reject(new TypeError('Failed to fetch'))),
      { wrapper },
    );
    await waitFor(() => expect(offline.result.current.stale).toBe(true));
    expect(offline.result.current).toMatchObject({ data: trainers, isError: false });
  });

  it('says it failed when the device has no copy either', async () => {
    const { result } = renderHook(
      () => useReferenceList('departments', () => Promise.reject(new TypeError('Failed to fetch'))),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it('goes with the rest of the user’s data at logout', async () => {
    const { result, unmount } = renderHook(
      () => useReferenceList('trainers', async () => trainers),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(trainers));
    await waitFor(async () => expect(await db.references.count()).toBe(1));
    unmount();
    await clearUserData('u1');
    expect(await db.references.count()).toBe(0);
  });
});
