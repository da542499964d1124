import { onlineManager } from '@tanstack/react-query';
import { createQueryClient, queryClient } from '@/api/queryClient';
import { clearSession, setSession } from '@/auth/session';
import type { SessionUser as User } from '@/api/types';

const user = (id: string) => ({ _id: id, email: `${id}@example.org` }) as unknown as User;

describe('queryClient', () => {
  afterEach(() => window.localStorage.clear());

  it("forgets the previous user's back-office data when another user's session starts", () => {
    setSession(user('u1'), 't1');
    queryClient.setQueryData(['account', 'publishrequests'], { courses: [1] });
    queryClient.setQueryData(['config'], { tags: [] });
    setSession(user('u1'), 't2'); // a refresh of the same user keeps it
    expect(queryClient.getQueryData(['account', 'publishrequests'])).toEqual({ courses: [1] });
    setSession(user('u2'), 't3');
    expect(queryClient.getQueryData(['account', 'publishrequests'])).toBeUndefined();
    expect(queryClient.getQueryData(['config'])).toEqual({ tags: [] });
  });

  it('forgets it on logout too', () => {
    setSession(user('u1'), 't1');
    queryClient.setQueryData(['account', 'courses', 'u1'], 3);
    clearSession();
    expect(queryClient.getQueryData(['account', 'courses', 'u1'])).toBeUndefined();
  });
});

describe('a load that fails while the device is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('settles with its error instead of waiting for the connection (a route loader awaits it)', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    let calls = 0;
    const settled = client
      .fetchQuery({
        queryKey: ['public', 'navigation'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      })
      .then(
        () => 'loaded',
        () => 'failed',
      );
    // Paused retries would never settle while offline; the loader, and the page, would wait.
    await expect(settled).resolves.toBe('failed');
    expect(calls).toBe(1);
  });

  it('is still retried online', async () => {
    const client = createQueryClient();
    let calls = 0;
    const result = await client.fetchQuery({
      queryKey: ['public', 'forms'],
      retryDelay: 0,
      queryFn: () => {
        calls += 1;
        return calls < 2 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('ok');
      },
    });
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });
});
