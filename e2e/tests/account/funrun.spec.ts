import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { expectNoAxeViolations, WIDTHS } from '@/support/axe';
import { test } from '@/support/test';

// One test a language and side: the editor's DOM (six tracks) takes an axe run of many seconds.
for (const lang of ['de', 'en'] as const) {
  test(`the fun-run list and editor have no axe violations at 390 and 1280 px, light and dark (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await expectNoAxeViolations(browser, baseURL, `/${lang}/account/volkslauf`, 'funruns-item', {
      login: USERS.admin,
      also: [{ path: `/${lang}/account/volkslauf/neu`, ready: 'funrun-track' }],
    });
  });

  test(`the fun-run pages of the current run and of a year have no axe violations (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await expectNoAxeViolations(browser, baseURL, `/${lang}/volkslauf`, 'funrun-page', {
      also: [{ path: `/${lang}/volkslauf/2025`, ready: 'funrun-page' }],
    });
  });
}

test('screenshots of the fun-run editor at 390 and 1280 px', async ({ page }) => {
  const dir = process.env.SHOTS_DIR ?? test.info().outputDir;
  await loginInBrowser(page, USERS.admin);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/de/account/volkslauf');
    await page.getByTestId('funrun-edit').first().click();
    await expect(page.getByTestId('funrun-track')).toHaveCount(6);
    await page.screenshot({ path: `${dir}/funrun-editor-${width}.png`, fullPage: true });
    await page.goto('/de/account/volkslauf');
    await expect(page.getByTestId('funruns-item')).toHaveCount(1);
    await page.screenshot({ path: `${dir}/funrun-list-${width}.png` });
  }
});
