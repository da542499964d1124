import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SCREENS, VISIBLE, type Role } from '@/pages/accountScreens';
import { USERS, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

// The Content-Security-Policy holds without noise: not one `securitypolicyviolation` on any
// public page or staff screen, so that a real attack (an injected script, a foreign frame) stands
// out in the reports. A violation the product causes is fixed in the product, not in the policy.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every violation a page of the context reports, from before its first script on. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
}

/** The page's violations since the last look, named by its address. */
async function violationsOf(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => window.cspViolations?.splice(0) ?? []);
  return found.map((violation) => `${new URL(page.url()).pathname}: ${violation}`);
}

/**
 * Waits until the screen has done its first work (effects, validation of its forms). The account
 * area keeps its connection busy (the sync engine), so the network never goes idle.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
  );
}

/** Opens a rendered page and starts its app (which starts on the first intent). */
async function openPublic(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.keyboard.press('Shift');
  await page.locator('html[data-ready="true"]').waitFor();
  // What the app does once it runs: its lazy routes, the page view, the images.
  await page.waitForLoadState('networkidle');
}

/** Every public page of the spec, with the first post and department of the demo club. */
async function publicPaths(page: Page): Promise<string[]> {
  const first = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { data: { _id: string; name: string }[] })
      .data[0]!;
  const post = await first('/public/blogPosts/1');
  const department = await first('/public/departments');
  return [
    '/de/',
    '/de/blog',
    `/de/beitrag/${post._id}`,
    `/de/abteilung/${encodeURIComponent(department.name)}`,
    '/de/workshop',
    '/de/volkslauf',
    '/de/formulare',
    '/de/sportstaetten',
    '/de/fsj',
    '/de/impressum',
    '/de/datenschutz',
    '/de/haftunsausschluss',
    '/de/login',
    '/de/forgotPassword',
    '/de/resetPassword',
    '/de/verifyAccount',
    '/de/gibt-es-nicht',
    '/en/',
    '/en/volkslauf',
  ];
}

test.use({ serviceWorkers: 'block' });
// Read-only walks: side by side on both workers.
test.describe.configure({ mode: 'parallel' });

test('no public page reports a violation of the Content-Security-Policy', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await recordViolations(context);
  const found: string[] = [];
  for (const path of await publicPaths(page)) {
    await openPublic(page, path);
    found.push(...(await violationsOf(page)));
  }
  expect(found).toEqual([]);
});

/** The editor a screen's first row opens (courses and workshops have their own pages). */
const DETAILS: Partial<Record<keyof typeof SCREENS, { row: string; editor: RegExp }>> = {
  courses: { row: 'course-row', editor: /\/de\/account\/angebot\/[\w-]+$/ },
  workshops: { row: 'workshop-row', editor: /\/de\/account\/workshop\/[\w-]+$/ },
};

for (const role of Object.keys(VISIBLE) as Role[]) {
  test(`no screen of the ${role} role reports a violation of the Content-Security-Policy`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await recordViolations(context);
    await loginInBrowser(page, USERS[role]);
    const found: string[] = [];
    for (const entry of VISIBLE[role]) {
      const screen = SCREENS[entry];
      await page.goto(`/de/account${screen.path ? `/${screen.path}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      await settled(page);
      found.push(...(await violationsOf(page)));
      const details = DETAILS[entry];
      if (!details) continue;
      await page.getByTestId(details.row).first().getByRole('link').first().click();
      await expect(page).toHaveURL(details.editor);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      found.push(...(await violationsOf(page)));
    }
    // The public site as this role sees it (the top bar has the account's entries).
    await openPublic(page, '/de/');
    found.push(...(await violationsOf(page)));
    expect(found).toEqual([]);
  });
}
