import { expect } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser } from '@/support/api';
import { animationsDone } from '@/support/axe';
import { test } from '@/support/test';

// Screenshots of the registrations list and a target's page (the demo's workshop with a waiting
// list), phone and desktop, light and dark: SHOTS_DIR=/tmp/shots-registrations. Only collected
// when SHOTS_DIR is set (playwright.config.ts): pictures to look at, nothing asserted on pixels.
const DIR = process.env.SHOTS_DIR;

test.use({ serviceWorkers: 'block' });

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens: registrations, ${width} px ${theme}`, async ({ page, request }) => {
      const admin = await apiLogin(request, USERS.admin);
      const workshops = await dataOf<{ _id: string; title: string }[]>(
        await request.get('/api/workshops', { headers: bearer(admin) }),
      );
      const demo = workshops.find((w) => w.title === 'Faszientraining')!;
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await loginInBrowser(page, USERS.admin);
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${name}-${width}-${theme}.png`, fullPage: true });

      await page.goto('/de/account/anmeldungen');
      await expect(page.getByTestId('registration-target').first()).toBeVisible();
      // The cookie note would cover the middle of a full-page picture.
      await page.getByRole('button', { name: 'Verstanden' }).click();
      await shot('registrations-list');

      await page.goto(`/de/account/anmeldungen/workshop/${demo._id}`);
      await expect(page.getByTestId('registration').first()).toBeVisible();
      await shot('registrations-target');
      // The top as a phone shows it first, and the settings on their own.
      await page.screenshot({ path: `${DIR}/registrations-target-top-${width}-${theme}.png` });
      await page
        .getByTestId('offer-form')
        .screenshot({ path: `${DIR}/registrations-settings-${width}-${theme}.png` });

      await page.getByRole('button', { name: 'Nachricht an alle' }).click();
      await animationsDone(page);
      await page.screenshot({ path: `${DIR}/registrations-message-${width}-${theme}.png` });
    });
  }
}
