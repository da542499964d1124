import { loadConfig } from '@/config/env';
import { isPrivatePath, securityHeaders } from '@/common/security-headers';

describe('securityHeaders', () => {
  it('sends a CSP fit for the PWA: own scripts and workers, inline styles for Fluent, no framing', () => {
    const headers = securityHeaders(loadConfig({ NODE_ENV: 'test' }));
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests only in production, the latter over https', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    const headers = securityHeaders(
      loadConfig({ ...production, PUBLIC_URL: 'https://verein.example.org' }),
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const plain = securityHeaders(
      loadConfig({ ...production, PUBLIC_URL: 'http://10.0.0.5:3000' }),
    );
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows the bot-check provider only when a bot-check secret is configured', () => {
    const without = securityHeaders(loadConfig({ NODE_ENV: 'test' }));
    const withSecret = securityHeaders(loadConfig({ NODE_ENV: 'test', BOT_CHECK_SECRET: 's' }));
    expect(without['content-security-policy']).not.toContain('challenges.cloudflare.com');
    expect(withSecret['content-security-policy']).toMatch(
      // The pre-paint script's hash, and the early controls' when a part is registered.
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/challenges\.cloudflare\.com/,
    );
  });
});

describe('isPrivatePath', () => {
  it('covers the staff API, the session calls and /verification, not public reads', () => {
    for (const url of [
      '/api/courses',
      '/api/refresh',
      '/api/times/x?y=1',
      '/verification',
      '/%61pi/courses',
      '/%76erification',
    ]) {
      expect({ url, private: isPrivatePath(url) }).toEqual({ url, private: true });
    }
    for (const url of ['/public/courses', '/config', '/apiary', '/verification-x', '/']) {
      expect({ url, private: isPrivatePath(url) }).toEqual({ url, private: false });
    }
  });
});
