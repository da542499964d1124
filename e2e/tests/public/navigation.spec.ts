import { expect } from '@playwright/test';
import { HomePage } from '@/pages/HomePage';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

test.describe('public navigation', () => {
  test('the bare address redirects to the German start page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/de/');
    await new HomePage(page).waitForCourses();
  });

  test('an unknown path shows the 404 page with a way back to the start page', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');

    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/de/');
    await new HomePage(page).waitForCourses();
  });

  test('the settings dial switches the site to English', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(page.getByRole('heading', { level: 2, name: 'Angebote' })).toBeVisible();

    await home.switchLanguage('English');
    await expect(page).toHaveURL('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Offers' })).toBeVisible();
    await expect(home.count).toHaveText(/^\d+ of \d+ offers$/);
    await home.waitForCourses();
  });
});
