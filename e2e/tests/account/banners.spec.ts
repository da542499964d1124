import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

interface StaffBanner {
  _id: string;
  text: string;
  link: string | null;
  severity: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

const bannersOnServer = async (request: APIRequestContext, session: Session) =>
  dataOf<StaffBanner[]>(await request.get('/api/banners', { headers: bearer(session) }));

const card = (page: Page, text: string) =>
  page.getByTestId('banners-item').filter({ hasText: text });

const onHome = (page: Page, text: string) =>
  page.getByTestId('public-banner').filter({ hasText: text });

test.describe.configure({ mode: 'parallel' });
// Online round trips: a service worker installing (precaching the app) would only cost time.
test.use({ serviceWorkers: 'block' });

for (const [role, width] of [
  ['admin', 1280],
  ['owner', 390],
] as const) {
  test(`banners at ${width} px as ${role}: create → home page at once, edit, dismiss, delete`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const session = await apiLogin(request, USERS[role]);
    await loginInBrowser(page, USERS[role]);
    const text = `Halle gesperrt ${role} ${Date.now()}`;
    await page.goto('/de/account/banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();

    // Create: from now for a week (the dialog's default), a warning with a link.
    await page.getByTestId('banners-create').click();
    await page.getByRole('textbox', { name: /^Text/ }).fill(text);
    await page.getByRole('textbox', { name: /^Link/ }).fill('http://tus.example/halle');
    await page.getByRole('combobox', { name: /^Art/ }).selectOption('warning');
    await expect(
      page.getByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeVisible();
    await expect(page.getByTestId('banner-save')).toBeDisabled();
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://tus.example/halle');
    await page.getByTestId('banner-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Der Hinweis wurde angelegt\.|\d Änderungen synchronisiert)$/,
    );
    await expect(card(page, text).getByTestId('banner-unsynced')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(card(page, text).getByTestId('banner-state')).toHaveText('Wird angezeigt');
    await expect
      .poll(async () => (await bannersOnServer(request, session)).filter((b) => b.text === text))
      .toMatchObject([{ severity: 'warning', link: 'https://tus.example/halle', active: true }]);

    // The public home page (server-rendered, cached) shows it at once, in the server's HTML too.
    const html = await (await request.get('/de/')).text();
    expect(html).toContain(text);
    await page.goto('/de');
    await expect(onHome(page, text)).toBeVisible();
    await expect(onHome(page, text).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      'https://tus.example/halle',
    );

    // Edit the text; the home page follows.
    const edited = `${text} bis Freitag`;
    await page.goto('/de/account/banners');
    await card(page, text).getByTestId('banner-edit').click();
    await page.getByRole('textbox', { name: /^Text/ }).fill(edited);
    await page.getByTestId('banner-save').click();
    await expect(page.getByTestId('flash-message')).toHaveText(
      /^(Der Hinweis wurde gespeichert\.|\d Änderungen synchronisiert)$/,
    );
    await expect
      .poll(async () => (await bannersOnServer(request, session)).some((b) => b.text === edited))
      .toBe(true);
    await page.goto('/de');
    await expect(onHome(page, edited)).toBeVisible();

    // A visitor hides it: gone for this tab, also on the next page.
    await onHome(page, edited).getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await expect(onHome(page, edited)).toHaveCount(0);
    await page.goto('/de/sportstaetten');
    await expect(page.getByTestId('venues-page')).toBeVisible();
    await expect(onHome(page, edited)).toHaveCount(0);

    // Delete, after a confirmation naming it: gone from the server and the public HTML.
    await page.goto('/de/account/banners');
    await card(page, edited).getByTestId('banner-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(edited);
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await expect(card(page, edited)).toHaveCount(0);
    await expect
      .poll(async () => (await bannersOnServer(request, session)).some((b) => b.text === edited))
      .toBe(false);
    expect(await (await request.get('/de/')).text()).not.toContain(edited);
  });
}

for (const role of ['admin', 'owner'] as const) {
  test(`the banners screen as ${role} has no axe violations at 390 and 1280 px, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoAxeViolations(browser, baseURL, '/de/account/banners', 'banners-item', {
      login: USERS[role],
      // The home page with the seed's active banner in its strip.
      also: [{ path: '/de', ready: 'public-banner' }],
    });
  });
}
