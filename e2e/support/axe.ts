import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
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
export type Theme = (typeof THEMES)[number];

/**
 * Waits until no animation with an end runs on the page (a spinner's never ends): a dialog
 * fading in has a see-through text for axe's contrast check for a moment (Fluent's motion runs on
 * the Web Animations API).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Switches the open page to `theme` in place, as the settings dial does (ThemeModeProvider): the
 * document's `data-theme` and `color-scheme`, and the stored choice the app reads when it renders
 * next. The markup stays as it is (an open dialog stays open), and the colours' transitions are
 * waited for; a reload per theme cost a navigation and a start of the app per checked state.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((mode) => {
    localStorage.setItem('vh.theme', mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, theme);
  // The colours' transitions start with the next style update; two frames on, they run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await animationsDone(page);
}

/**
 * Runs axe on `path` (and the pages in `also`) at each width, light and dark, and expects no
 * violations. `ready` is a test id that shows the page has its content; `login` opens the pages as
 * that user (the account area). One browser context per width: the user logs in once, each page
 * is opened and checked in the light theme, then switched to the dark one in place (switchTheme).
 */
export async function expectNoAxeViolations(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  ready: string,
  { login, also = [] }: { login?: string; also?: { path: string; ready: string }[] } = {},
): Promise<void> {
  // Each page state takes an axe run of several seconds on a large DOM; with both workers busy a
  // test of eight states (two widths, two themes, two roles) passed 60 s on this machine. Each
  // call adds its states' time to the test's limit.
  const states = WIDTHS.length * THEMES.length * (1 + also.length);
  test.info().setTimeout(test.info().timeout + states * 15_000);
  for (const width of WIDTHS) {
    // No service worker: axe looks at the page, and a fresh install (precaching the whole app)
    // for every check made a sweep take a minute on the CI machine.
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // Any same-origin document will do for localStorage (robots.txt does not boot the app).
    if (login) await loginInBrowser(page, login);
    else await page.goto('/robots.txt');
    for (const target of [{ path, ready }, ...also]) {
      for (const theme of THEMES) {
        if (theme === 'light') {
          await page.evaluate(() => localStorage.setItem('vh.theme', 'light'));
          await page.goto(target.path);
          await expect(page.getByTestId(target.ready).first()).toBeVisible();
        } else {
          await switchTheme(page, 'dark');
        }
        const { violations } = await axeFor(page, theme).analyze();
        expect(
          violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
          `${target.path} at ${width}px, ${theme}`,
        ).toEqual([]);
      }
    }
    await context.close();
  }
}
