import { parse } from 'acorn';
import { CAROUSEL_PART } from '@/pages/early-controls/carousel';
import { EARLY_CONTROLS_SCRIPT } from '@/pages/early-controls';

describe('the carousel part of the early controls', () => {
  it('is plain ES5 in its own function, run by the early-controls script', () => {
    expect(() => parse(`var d;${CAROUSEL_PART}`, { ecmaVersion: 5 })).not.toThrow();
    expect(CAROUSEL_PART).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
    expect(EARLY_CONTROLS_SCRIPT).toContain(CAROUSEL_PART);
  });
});
