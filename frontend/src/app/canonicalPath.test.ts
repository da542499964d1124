import { matchRoutes } from 'react-router';
import { canonicalPath } from '@/app/canonicalPath';
import { routes } from '@/app/router';

/** The page path the app's own routes give `pathname`. */
const canonical = (pathname: string) => canonicalPath(matchRoutes(routes, pathname) ?? []);

describe('canonicalPath', () => {
  it('keeps the one spelling of a page as it is', () => {
    for (const path of [
      '/de/',
      '/en/blog',
      '/de/beitrag/0b5e3d38-4a35-4a3c-9a57-0a7d1b3c9e21',
      '/de/abteilung/Turnen',
      '/de/abteilung/Turnen%20%26%20Gymnastik',
      '/de/forgotPassword',
      '/de/probetraining/bestaetigen',
    ])
      expect(canonical(path)).toBe(path);
  });

  it('spells a page reached by another case, escaping or trailing slash the way its route does', () => {
    expect(canonical('/de/BLOG')).toBe('/de/blog');
    expect(canonical('/de/%62log')).toBe('/de/blog');
    expect(canonical('/de/blog/')).toBe('/de/blog');
    expect(canonical('/de/Beitrag/abc')).toBe('/de/beitrag/abc');
    expect(canonical('/de/FORGOTPASSWORD')).toBe('/de/forgotPassword');
    expect(canonical('/de/abteilung/Turnen%20&%20Gymnastik')).toBe(
      '/de/abteilung/Turnen%20%26%20Gymnastik',
    );
    expect(canonical('/de')).toBe('/de/');
  });

  it('gives no address to a path that is no page (the 404)', () => {
    expect(canonical('/de/gibt-es-nicht')).toBeNull();
  });
});
