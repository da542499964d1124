import {
  SESSION_END_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearSessionEnd,
  getAccessToken,
  getSessionEnd,
  getStoredUser,
  onSessionEnd,
  refreshAccessToken,
  setSession,
  updateSessionUser,
} from '@/auth/session';
import type { SessionUser as User } from '@/api/types';

const user = (id: string): User =>
  ({
    _id: id,
    email: `${id}@example.org`,
    fullname: id,
    roles: ['course'],
    permissions: ['session', 'courses:read'],
  }) as unknown as User;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('refreshAccessToken', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    clearSessionEnd();
    window.localStorage.clear();
  });

  it('asks again once when another window refreshed a moment ago (409)', async () => {
    setSession(user('u1'), 'old');
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(409, { success: false, code: 'CONFLICT', message: 'x' }))
      .mockResolvedValueOnce(
        answer(200, {
          success: true,
          message: 'ok',
          data: { user: user('u1'), access_token: 'new' },
        }),
      );
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(refreshAccessToken()).resolves.toBe('new');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBe('new');
  });

  it('forgets the stored user when the server has no session for the cookie (401)', async () => {
    setSession(user('u1'), 'old');
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(401, { success: false, code: 'UNAUTHENTICATED', message: 'x' }),
      ) as unknown as typeof fetch;
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the stored user offline (network error)', async () => {
    setSession(user('u1'), 'old');
    global.fetch = jest
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(refreshAccessToken()).rejects.toMatchObject({ status: 0 });
    expect(getStoredUser()?._id).toBe('u1');
  });

  it('a blocked account: records the server’s sentence and whose session it was before the session goes, until the next login', async () => {
    const sentence = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';
    setSession(user('u1'), 'old');
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(403, { success: false, code: 'ACCOUNT_BLOCKED', message: sentence }),
      ) as unknown as typeof fetch;
    // The outbox listens here: the user is still known when it hears of the block.
    const heard: (string | undefined)[] = [];
    const stop = onSessionEnd(() => heard.push(getStoredUser()?._id));
    await expect(refreshAccessToken()).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    stop();
    expect(heard).toEqual(['u1']);
    expect(getStoredUser()).toBeNull();
    expect(getAccessToken()).toBeNull();
    const end = { code: 'ACCOUNT_BLOCKED', message: sentence, userId: 'u1' };
    expect(getSessionEnd()).toEqual(end);
    // Kept over a reload (the login page says it again).
    expect(JSON.parse(window.localStorage.getItem(SESSION_END_STORAGE_KEY) ?? 'null')).toEqual(end);

    setSession(user('u1'), 'new');
    expect(getSessionEnd()).toBeNull();
    expect(window.localStorage.getItem(SESSION_END_STORAGE_KEY)).toBeNull();
  });

  it('reads a user copy stored before the session carried permissions as one without any', () => {
    const { permissions: _, ...old } = user('u1');
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(old));
    expect(getStoredUser()).toMatchObject({ _id: 'u1', permissions: [] });
    setSession(user('u1'), 't');
    expect(getStoredUser()?.permissions).toEqual(['session', 'courses:read']);
  });
});

describe('updateSessionUser', () => {
  it('takes the server’s copy of the own account, keeping the token and the permissions', () => {
    setSession(user('u1'), 'token-1');
    const { permissions: _, ...changed } = { ...user('u1'), fullname: 'Paula Profil' };
    updateSessionUser(changed);
    expect(getStoredUser()).toMatchObject({
      _id: 'u1',
      fullname: 'Paula Profil',
      permissions: ['session', 'courses:read'],
    });
    expect(getAccessToken()).toBe('token-1');
  });

  it('ignores another user’s copy (a session that changed meanwhile)', () => {
    setSession(user('u1'), 'token-1');
    const { permissions: _, ...other } = { ...user('u2'), fullname: 'Jemand anders' };
    updateSessionUser(other);
    expect(getStoredUser()).toMatchObject({ _id: 'u1', fullname: 'u1' });
  });
});
