import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { test } from '@/support/test';

interface StaffSponsor {
  _id: string;
  text: string;
  link: string;
  placements: string[];
  sort_order: number;
  photoURL: string | null;
}

interface PublicSponsor {
  _id: string;
  text: string;
  photoURL: string | null;
}

const sponsorsOnServer = async (request: APIRequestContext, session: Session) =>
  dataOf<StaffSponsor[]>(await request.get('/api/sponsors', { headers: bearer(session) }));

const publicSponsors = async (request: APIRequestContext, placement: 'homepage' | 'volkslauf') =>
  dataOf<PublicSponsor[]>(await request.get(`/public/sponsors/${placement}`));

const card = (page: Page, text: string) =>
  page.getByTestId('sponsors-item').filter({ hasText: text });

test.describe.configure({ mode: 'parallel' });
// Online round trips: a service worker installing (precaching the app) would only cost time.
test.use({ serviceWorkers: 'block' });

for (const [role, width] of [
  ['admin', 1280],
  ['owner', 390],
] as const) {
  test(`sponsors at ${width} px as ${role}: create with logo → home page, edit → fun run page, move, delete`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const session = await apiLogin(request, USERS[role]);
    await loginInBrowser(page, USERS[role]);
    const text = `Sporthaus ${role} ${Date.now()}`;
    await page.goto('/de/account/sponsoren');
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsoren' })).toBeVisible();

    // Create: the link must be https, one place at least; a logo goes with it.
    await page.getByTestId('sponsors-create').click();
    await page.getByRole('textbox', { name: /^Text/ }).fill(text);
    await page.getByRole('textbox', { name: /^Link/ }).fill('http://weber.example');
    await page.getByRole('checkbox', { name: 'Volkslauf' }).uncheck();
    await expect(
      page.getByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeVisible();
    await expect(page.getByTestId('sponsor-save')).toBeDisabled();
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://weber.example');
    await page.getByTestId('image-input').setInputFiles(TEST_PNG);
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.getByTestId('sponsor-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Der Sponsor wurde angelegt\.|\d Änderungen synchronisiert)$/,
    );
    await expect(card(page, text).getByTestId('sponsor-unsynced')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await sponsorsOnServer(request, session)).filter((s) => s.text === text))
      .toMatchObject([
        { link: 'https://weber.example', placements: ['homepage'], photoURL: /^\/uploads\// },
      ]);

    // The public home page shows it at once (its cache was dropped), the fun run page does not.
    await page.goto('/de');
    await expect(page.getByTestId('sponsor-card').filter({ hasText: text })).toBeVisible();
    expect((await publicSponsors(request, 'volkslauf')).map((s) => s.text)).not.toContain(text);

    // Edit: a new text and the fun run page too.
    const edited = `${text} & Söhne`;
    await page.goto('/de/account/sponsoren');
    await card(page, text).getByTestId('sponsor-edit').click();
    await page.getByRole('textbox', { name: /^Text/ }).fill(edited);
    await page.getByRole('checkbox', { name: 'Volkslauf' }).check();
    await page.getByTestId('sponsor-save').click();
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Der Sponsor wurde gespeichert\.|\d Änderungen synchronisiert)$/,
    );
    await expect
      .poll(async () => (await sponsorsOnServer(request, session)).filter((s) => s.text === edited))
      .toMatchObject([{ placements: ['homepage', 'volkslauf'] }]);
    await page.goto('/de/volkslauf');
    await expect(page.getByTestId('funrun-sponsors')).toContainText(edited);

    // Move it one place forward: the public order follows.
    await page.goto('/de/account/sponsoren');
    const before = (await publicSponsors(request, 'homepage')).map((s) => s.text);
    const at = before.indexOf(edited);
    expect(at).toBeGreaterThan(0);
    await card(page, edited).getByTestId('sponsor-up').click();
    await expect(page.getByText('Die Reihenfolge wird gespeichert.')).toBeVisible();
    await expect
      .poll(async () =>
        (await publicSponsors(request, 'homepage')).map((s) => s.text).indexOf(edited),
      )
      .toBe(at - 1);

    // Delete, after a confirmation naming it: gone from the server and the home page.
    await card(page, edited).getByTestId('sponsor-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(edited);
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await expect(card(page, edited)).toHaveCount(0);
    await expect
      .poll(async () => (await sponsorsOnServer(request, session)).some((s) => s.text === edited))
      .toBe(false);
    await page.goto('/de');
    await expect(page.locator('#sponsors')).toBeVisible();
    await expect(page.getByTestId('sponsor-card').filter({ hasText: edited })).toHaveCount(0);
  });
}

for (const role of ['admin', 'owner'] as const) {
  test(`the sponsors screen as ${role} has no axe violations at 390 and 1280 px, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoAxeViolations(browser, baseURL, '/de/account/sponsoren', 'sponsors-item', {
      login: USERS[role],
    });
  });
}
