import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { test } from '@/support/test';

interface StaffLocation {
  _id: string;
  name: string;
  city: string;
  postal_code: string;
  maps_link: string | null;
  photoURL: string | null;
}

const locationsOnServer = async (request: APIRequestContext, session: Session) =>
  dataOf<StaffLocation[]>(await request.get('/api/locations', { headers: bearer(session) }));

const card = (page: Page, name: string) =>
  page.getByTestId('locations-item').filter({ has: page.getByRole('heading', { name }) });

test.describe.configure({ mode: 'parallel' });
// Online round trips: a service worker installing (precaching the app) would only cost time.
test.use({ serviceWorkers: 'block' });

for (const [role, width] of [
  ['owner', 1280],
  ['admin', 390],
] as const) {
  test(`venues at ${width} px as ${role}: create with image → public page, edit, delete`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const session = await apiLogin(request, USERS[role]);
    await loginInBrowser(page, USERS[role]);
    const name = `Halle ${role} ${Date.now()}`;
    await page.goto('/de/account/sportstaetten');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportstätten' })).toBeVisible();

    await page.getByTestId('locations-create').click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Neue Halle mit Kletterwand.');
    await page.getByRole('textbox', { name: /^Straße/ }).fill('Am Sportpark 3');
    await page.getByRole('textbox', { name: /^PLZ/ }).fill('1234');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Musterstadt');
    await expect(page.getByText('Bitte gib eine Postleitzahl mit fünf Ziffern ein.')).toBeVisible();
    await expect(page.getByTestId('location-save')).toBeDisabled();
    await page.getByRole('textbox', { name: /^PLZ/ }).fill('12345');
    await page.getByRole('textbox', { name: /^Link zur Karte/ }).fill('https://osm.example/halle');
    await page.getByTestId('image-input').setInputFiles(TEST_PNG);
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.getByTestId('location-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Die Sportstätte wurde angelegt\.|\d Änderungen synchronisiert)$/,
    );
    await expect(card(page, name).getByTestId('location-unsynced')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await locationsOnServer(request, session)).filter((l) => l.name === name))
      .toMatchObject([
        { postal_code: '12345', maps_link: 'https://osm.example/halle', photoURL: /^\/uploads\// },
      ]);
    await page.goto('/de/sportstaetten');
    await expect(page.getByTestId('venue-card').filter({ hasText: name })).toBeVisible();

    // Edit: another city, the map link cleared.
    await page.goto('/de/account/sportstaetten');
    await card(page, name).getByTestId('location-edit').click();
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Neustadt');
    await page.getByRole('textbox', { name: /^Link zur Karte/ }).fill('');
    await page.getByTestId('location-save').click();
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Die Sportstätte wurde gespeichert\.|\d Änderungen synchronisiert)$/,
    );
    await expect
      .poll(async () => (await locationsOnServer(request, session)).filter((l) => l.name === name))
      .toMatchObject([{ city: 'Neustadt', maps_link: null }]);
    await page.goto('/de/sportstaetten');
    await expect(page.getByTestId('venue-card').filter({ hasText: name })).toContainText(
      'Neustadt',
    );

    // Delete, after a confirmation naming it: gone from the server and the public page.
    await page.goto('/de/account/sportstaetten');
    await card(page, name).getByTestId('location-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await expect(card(page, name)).toHaveCount(0);
    await expect
      .poll(async () => (await locationsOnServer(request, session)).some((l) => l.name === name))
      .toBe(false);
    await page.goto('/de/sportstaetten');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expect(page.getByTestId('venue-card').filter({ hasText: name })).toHaveCount(0);
  });
}

for (const role of ['admin', 'owner'] as const) {
  test(`the venues screen as ${role} has no axe violations at 390 and 1280 px, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoAxeViolations(browser, baseURL, '/de/account/sportstaetten', 'locations-item', {
      login: USERS[role],
    });
  });
}
