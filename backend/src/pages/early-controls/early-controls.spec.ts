import { parse } from 'acorn';
import { EARLY_CONTROLS_HASH, EARLY_CONTROLS_SCRIPT } from '@/pages/early-controls';
import { CAROUSEL_PART } from '@/pages/early-controls/carousel';
import { PRE_PAINT_SCRIPT } from '@/pages/pre-paint-script';

describe('the inline scripts of a rendered page', () => {
  it('are valid JavaScript (parsed, not run: their behaviour is tested in the browser)', () => {
    expect(() => new Function(EARLY_CONTROLS_SCRIPT)).not.toThrow();
    expect(() => new Function(PRE_PAINT_SCRIPT)).not.toThrow();
  });

  it('holds a part for the cookie notice, the theme and the like, allowed by its hash', () => {
    for (const marker of ['data-vh-cookie-notice', 'data-vh-theme', 'data-vh-like'])
      expect(EARLY_CONTROLS_SCRIPT).toContain(marker);
    expect(EARLY_CONTROLS_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('holds nothing that ends or hides an inline script in HTML (`</`, `<!--`)', () => {
    for (const script of [EARLY_CONTROLS_SCRIPT, PRE_PAINT_SCRIPT]) {
      expect(script).not.toMatch(/<\/|<!--/);
    }
  });

  it('keeps to ES5 (parsed as ECMAScript 5), each part in its own function', () => {
    for (const script of [EARLY_CONTROLS_SCRIPT, PRE_PAINT_SCRIPT]) {
      expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
    }
    expect(CAROUSEL_PART).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
    expect(EARLY_CONTROLS_SCRIPT).toContain(CAROUSEL_PART);
  });
});
