import type { FastifyRequest } from 'fastify';
import { RefreshCookie } from '@/auth/refresh-cookie';
import { loadConfig } from '@/config/env';

const request = (config: object) =>
  ({
    method: 'POST',
    url: '/api/elsewhere',
    routeOptions: { config },
    cookies: { vh_refresh: 'token' },
  }) as unknown as FastifyRequest;

describe('RefreshCookie', () => {
  const cookie = new RefreshCookie(loadConfig({ NODE_ENV: 'test' }));

  it('is read on a route marked @SameOriginOnly()', () => {
    expect(cookie.read(request({ vhSameOriginOnly: true }))).toBe('token');
  });

  it('refuses to be read anywhere else, so no new cookie call skips the cross-site check', () => {
    expect(() => cookie.read(request({}))).toThrow(/without @SameOriginOnly\(\)/);
  });
});
