import { createTestApp, type TestApp } from '@test/utils/test-app';
import { startVerifyServer } from '@test/utils/verify-server';
import { DEMO_PASSWORD, createUser } from '@test/factories/factories';

describe('bot check at login (BOT_CHECK_SECRET set)', () => {
  let t: TestApp;
  let verify: Awaited<ReturnType<typeof startVerifyServer>>;
  let email: string;
  const login = (recaptchaToken?: string) =>
    t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD, ...(recaptchaToken ? { recaptchaToken } : {}) },
    });

  beforeAll(async () => {
    verify = await startVerifyServer();
    t = await createTestApp({ BOT_CHECK_SECRET: 'geheimnis', BOT_CHECK_VERIFY_URL: verify.url });
    email = (await createUser(t.db, { roles: ['course'] })).email;
  });
  afterAll(async () => {
    await t.close();
    await verify.close();
  });
  beforeEach(() => {
    verify.calls.length = 0;
  });

  it('logs in when the verify service confirms the token, sending secret and token', async () => {
    const res = await login('gut');
    expect(res.statusCode).toBe(200);
    expect(verify.calls).toHaveLength(1);
    expect(verify.calls[0]!.get('secret')).toBe('geheimnis');
    expect(verify.calls[0]!.get('response')).toBe('gut');
  });

  it('refuses the login when the verify service says no', async () => {
    const res = await login('schlecht');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BOT_CHECK_FAILED',
      message: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuche es erneut.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(verify.calls).toHaveLength(1);
  });

  it('refuses a login without a token without calling the service', async () => {
    const res = await login();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BOT_CHECK_FAILED');
    expect(verify.calls).toHaveLength(0);
  });

  it('allows the bot-check provider in the Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/config' });
    expect(res.headers['content-security-policy']).toContain('https://challenges.cloudflare.com');
  });
});
