import { gotoReady } from '@/support/network';
import { THEMES, axeFor, switchTheme } from '@/support/axe';
import { expect } from '@playwright/test';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

test.describe('password pages', () => {
  test('the login page links to the forgot-password page', async ({ page }) => {
    await gotoReady(page, '/de/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL('/de/forgotPassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort vergessen?');
  });

  test('forgot password: validates the address, confirms and returns to login', async ({
    page,
  }) => {
    await gotoReady(page, '/de/forgotPassword');
    const email = page.getByTestId('forgot-password-email');
    const submit = page.getByTestId('forgot-password-submit');
    await email.fill('admin@tus-musterstadt');
    await email.blur();
    await expect(page.getByText('E-mail muss korrekt sein')).toBeVisible();
    await expect(submit).toBeDisabled();
    await email.fill('');
    await expect(page.getByText('Email wird benötigt')).toBeVisible();

    await email.fill('admin@tus-musterstadt.de');
    await submit.click();
    await expect(page.getByTestId('forgot-password-success')).toContainText(
      'haben wir dir einen Link zum Zurücksetzen geschickt',
    );
    // Spec section 9: back to login after 3000 ms.
    await expect(page).toHaveURL('/de/login', { timeout: 6000 });
  });

  test('reset password: a link without token says so', async ({ page }) => {
    await gotoReady(page, '/de/resetPassword');
    await expect(page.getByTestId('set-password-no-token')).toBeVisible();
    await expect(page.getByTestId('set-password-submit')).toBeDisabled();
  });

  test('reset password: checks the repetition and maps an invalid link by code', async ({
    page,
  }) => {
    await gotoReady(page, `/en/resetPassword?token=${'x'.repeat(43)}`);
    await page.getByTestId('new-password').fill('Turnhalle2026!');
    await page.getByTestId('confirm-password').fill('Turnhalle2025!');
    await page.getByTestId('confirm-password').blur();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByTestId('confirm-password').fill('Turnhalle2026!');
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByTestId('set-password-error')).toHaveText(
      'The link is invalid or has expired. Please request a new one.',
    );
  });

  test('verification: the mailed link path opens the confirm page', async ({ page }) => {
    await gotoReady(page, `/de/verifyAccount?token=${'y'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto bestätigen');
    await gotoReady(page, '/de/verification');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto bestätigen');
  });

  for (const width of [390, 1280]) {
    test(`has no axe violations at ${width} px, light and dark`, async ({ page }) => {
      test.setTimeout(180_000); // three pages, each analysed in full and in the dark colours
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/de/forgotPassword',
        `/de/resetPassword?token=${'x'.repeat(43)}`,
        '/de/verification',
      ]) {
        await gotoReady(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const theme of THEMES) {
          await switchTheme(page, theme);
          const { violations } = await axeFor(page, theme).analyze();
          expect(violations.map((v) => `${path} ${theme} ${v.id}`)).toEqual([]);
        }
      }
    });
  }
});
