import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { animationsDone } from '@/support/axe';
import { test } from '@/support/test';

// Screenshots of the support inbox (list and an open message), the backup page and the audit log,
// phone and desktop, light and dark: SHOTS_DIR=/tmp/shots-admin. Only collected when SHOTS_DIR is
// set (playwright.config.ts): pictures to look at, nothing asserted on pixels.
const DIR = process.env.SHOTS_DIR;

test.use({ serviceWorkers: 'block' });

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens: support, backup and audit log, ${width} px ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await loginInBrowser(page, USERS.admin);
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${name}-${width}-${theme}.png`, fullPage: true });

      await page.goto('/de/account/support');
      await expect(page.getByTestId('support-item').first()).toBeVisible();
      await shot('support');
      await page.getByTestId('support-open-message').first().click();
      await expect(page.getByTestId('support-dialog')).toBeVisible();
      await animationsDone(page);
      await page.screenshot({ path: `${DIR}/support-dialog-${width}-${theme}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/de/account/backup');
      await expect(page.getByTestId('backup-download')).toBeVisible();
      await shot('backup');

      await page.goto('/de/account/protokoll');
      await expect(page.getByTestId('audit-item').first()).toBeVisible();
      await shot('audit');
    });
  }
}
