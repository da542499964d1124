import { queryClient } from '@/api/queryClient';
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
