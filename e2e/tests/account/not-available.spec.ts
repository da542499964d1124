import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

test('a page the role may not open says so at its address, with a way to the start of the area', async ({
  page,
}) => {
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/veroeffentlichungen');
  const notAllowed = page.getByTestId('not-allowed-page');
  await expect(notAllowed).toContainText('Diese Seite ist für deine Rolle nicht verfügbar.');
  await expect(page).toHaveURL(/\/de\/account\/veroeffentlichungen$/);
  // The start sends the course user on to its courses (spec section 6).
  await notAllowed.getByRole('link', { name: 'Zum Start deines Bereichs' }).click();
  await expect(page).toHaveURL(/\/de\/account\/angebote$/);
});

test('an unknown account path shows the 404 page', async ({ page }) => {
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/gibt-es-nicht');
  await expect(page.getByTestId('not-found-page')).toContainText('Seite nicht gefunden');
  await expect(page).toHaveURL(/\/de\/account\/gibt-es-nicht$/);
  // The account's start itself still redirects by role: the admin stays on the dashboard.
  await page.goto('/de/account');
  await expect(page).toHaveURL(/\/de\/account$/);
});

test('the not-available and 404 pages of the account have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/banners', 'not-allowed-page', {
    login: USERS.workshop,
    also: [{ path: '/de/account/gibt-es-nicht', ready: 'not-found-page' }],
  });
});
