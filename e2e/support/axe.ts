import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser } from '@playwright/test';

export const WIDTHS = [390, 1280] as const;
export const THEMES = ['light', 'dark'] as const;

/**
 * Runs axe on `path` at each width and theme (dark: vh.theme in localStorage before load) and
 * expects no violations. `ready` is a test id that shows the page has its content.
 */
export async function expectNoAxeViolations(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  ready: string,
): Promise<void> {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await context.addInitScript((mode) => localStorage.setItem('vh.theme', mode), theme);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      // Fluent's focus manager (tabster) puts aria-hidden, focusable sentinels around focus
      // traps on purpose; they hand focus on and are never read. Everything else is checked.
      const { violations } = await new AxeBuilder({ page })
        .exclude('[data-tabster-dummy]')
        .analyze();
      expect(
        violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
        `${path} at ${width}px, ${theme}`,
      ).toEqual([]);
      await context.close();
    }
  }
}
