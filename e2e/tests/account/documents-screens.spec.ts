import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { animationsDone } from '@/support/axe';
import { test } from '@/support/test';

// Screenshots of the "Dokumente" screen, phone and desktop, light and dark:
// SHOTS_DIR=/tmp/shots-documents. Only collected when SHOTS_DIR is set (playwright.config.ts).
const DIR = process.env.SHOTS_DIR;

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens: documents, ${width} px ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await loginInBrowser(page, USERS.admin);
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      await page.goto('/de/account/dokumente');
      await expect(page.getByTestId('document-row').first()).toBeVisible();
      await animationsDone(page);
      await page.screenshot({ path: `${DIR}/documents-${width}-${theme}.png`, fullPage: true });
    });
  }
}
