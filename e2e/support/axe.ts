import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { loginInBrowser } from '@/support/api';

export const WIDTHS = [390, 1280] as const;

/** The rules whose outcome depends on colours: all that changes between the light and the dark theme. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe for one page: every rule in the light theme; in the dark theme the colour rules, since only
 * colours differ (the markup is the same), which halves the time of a sweep. Fluent's focus
 * manager (tabster) puts aria-hidden, focusable sentinels around focus traps on purpose; they hand
 * focus on and are never read, so they are not checked.
 */
export function axeFor(page: Page, theme: 'light' | 'dark'): AxeBuilder {
  const builder = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  return theme === 'dark' ? builder.withRules(COLOR_RULES) : builder;
}
export const THEMES = ['light', 'dark'] as const;

/**
 * Runs axe on `path` at each width and theme (dark: vh.theme in localStorage before load) and
 * expects no violations. `ready` is a test id that shows the page has its content; `login` opens
 * the page as that user (the account area).
 */
export async function expectNoAxeViolations(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  ready: string,
  { login }: { login?: string } = {},
): Promise<void> {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await context.addInitScript((mode) => localStorage.setItem('vh.theme', mode), theme);
      const page = await context.newPage();
      if (login) await loginInBrowser(page, login);
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const { violations } = await axeFor(page, theme).analyze();
      expect(
        violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
        `${path} at ${width}px, ${theme}`,
      ).toEqual([]);
      await context.close();
    }
  }
}
