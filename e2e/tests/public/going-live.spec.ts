import { expect } from '@playwright/test';
import { test } from '@/support/test';
import { expectNoAxeViolations } from '@/support/axe';
import { startAppServer, type AppServer } from '@/support/server';

/**
 * The README's "Going live" on a production build: an empty database, production settings, the
 * setup link from the start's log, the setup page, the back office. Each test has its own server
 * (not the suite's demo one).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'going-live-test-secret-going-live-test-secret',
  SEED_DEMO: 'false',
};

function setupLink(server: AppServer): string {
  const link = /https?:\/\/\S+\/de\/einrichtung\?token=[A-Za-z0-9_-]+/.exec(server.output())?.[0];
  if (!link) throw new Error(`no setup link in the start's log:\n${server.output()}`);
  return link;
}

test.describe('going live', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: AppServer;
  test.beforeEach(async () => {
    server = await startAppServer({ env: PRODUCTION });
  });
  test.afterEach(async () => {
    await server.stop();
  });

  test('from the start log to the back office, with the app', async ({ browser }) => {
    const link = setupLink(server);
    const output = server.output();
    expect(output.match(/einrichtung\?token=/g)).toHaveLength(1);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // A visitor before the setup: the notice, on every page, and no club.
    await page.goto(`${server.url}/de/`);
    await expect(page).toHaveURL(`${server.url}/de/einrichtung`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Website wird gerade eingerichtet',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('setup-page')).not.toContainText('Musterstadt');
    await page.goto(`${server.url}/de/volkslauf`);
    await expect(page).toHaveURL(`${server.url}/de/einrichtung`);
    // The operator with the link.
    await page.goto(link);
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await page.getByTestId('setup-club_name').fill('Turnverein Beispielstadt 1900 e.V.');
    await page.getByTestId('setup-firstname').fill('Claudia');
    await page.getByTestId('setup-lastname').fill('Neuhaus');
    await page.getByTestId('setup-email').fill('vorstand@beispielstadt.example');
    await page.getByTestId('setup-password').fill('kurz');
    await page.getByTestId('setup-submit').click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await page.getByTestId('setup-password').fill('Hallenboden-2026');
    await page.getByTestId('setup-confirm').fill('Hallenboden-2026');
    // The app sends it (JSON), not the page's form.
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/public/setup') && response.request().method() === 'POST',
    );
    await page.getByTestId('setup-submit').click();
    expect((await sent).status()).toBe(201);
    await expect(page).toHaveURL(/\/de\/account/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // The link is spent; the site is there.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Website ist eingerichtet',
    );
    const home = await page.goto(`${server.url}/de/`);
    expect(home?.status()).toBe(200);
    await expect(page).toHaveURL(`${server.url}/de/`);
    // The club's own site: its name, nothing of any other club.
    await expect(page.getByTestId('brand-link')).toContainText(
      'Turnverein Beispielstadt 1900 e.V.',
    );
    await expect(page).toHaveTitle('Turnverein Beispielstadt 1900 e.V.');
    expect(await page.content()).not.toMatch(/Musterstadt|TuS 1887|Turnerweg/);

    // "The club": its details on the back office's "Verein"; § 5 DDG's gaps are named.
    await page.goto(`${server.url}/de/account/verein`);
    const missing = page.getByTestId('club-legal-missing');
    await expect(missing).toContainText('die Registernummer');
    const field = (name: string) => page.locator(`[data-testid="club-form"] [name="${name}"]`);
    await field('street').fill('Am Sportplatz 3');
    await field('postal_code').fill('54321');
    await field('city').fill('Beispielstadt');
    await field('email').fill('kontakt@beispielstadt.example');
    await field('register_court').fill('Amtsgericht Beispielstadt');
    await field('register_number').fill('VR 4711');
    await page.getByTestId('club-add-board').click();
    await field('board.0.role').fill('Vorsitzende');
    await field('board.0.name').fill('Claudia Neuhaus');
    await expect(missing).toHaveCount(0);
    await page.getByTestId('club-save').click();
    await expect(page.getByText('Die Vereinsdaten wurden gespeichert.')).toBeVisible();
    // Public at once: the Impressum, the footer, the manifest.
    await page.goto(`${server.url}/de/impressum`);
    await expect(page.getByTestId('legal-impressum')).toContainText(
      'Eingetragen im Vereinsregister beim Amtsgericht Beispielstadt unter der Registernummer VR 4711.',
    );
    await expect(page.getByTestId('legal-impressum')).toContainText(
      'Claudia Neuhaus (Vorsitzende)',
    );
    await expect(page.locator('footer address')).toContainText('54321 Beispielstadt');
    const manifest = await page.request.get(`${server.url}/manifest.webmanifest`);
    expect((await manifest.json()).name).toBe('Turnverein Beispielstadt 1900 e.V.');

    // "Texts": nothing written yet is no made-up text. The privacy statement's generated parts
    // name the club and the retention in force; the start page has no FSJ teaser, the FSJ page
    // says there is nothing yet. Then the club writes its FSJ page, public at once.
    await page.goto(`${server.url}/de/datenschutz`);
    await expect(page.getByTestId('legal-datenschutz')).toContainText(
      'Verantwortlich für die Datenverarbeitung auf dieser Website: Turnverein Beispielstadt 1900 e.V., Am Sportplatz 3, 54321 Beispielstadt',
    );
    await expect(page.getByTestId('legal-datenschutz')).toContainText('30 Tage nach dem Training');
    await page.goto(`${server.url}/de/`);
    await expect(page.getByTestId('fsj-teaser')).toHaveCount(0);
    await page.goto(`${server.url}/de/fsj`);
    await expect(page.getByTestId('fsj-empty')).toBeVisible();
    await page.goto(`${server.url}/de/account/texte/fsj`);
    await page.getByLabel('Bewerbung ab').fill('2027-08-01');
    await page.getByRole('textbox', { name: 'Text (Deutsch)' }).click();
    await page.keyboard.type('Ein Jahr im Verein: Kinderturnen, Ballschule, Vereinsfest.');
    await page.getByTestId('text-save').click();
    await expect(page.getByText(/Der Text wurde gespeichert/)).toBeVisible();
    await page.goto(`${server.url}/de/fsj`);
    await expect(page.getByTestId('fsj-applications-from')).toHaveText(
      'Bewerbung ab 1. August 2027',
    );
    await expect(page.getByRole('main')).toContainText('Ein Jahr im Verein: Kinderturnen');
    await context.close();
  });

  test('the setup page without JavaScript, and a link that is no good', async ({ browser }) => {
    const link = setupLink(server);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/de/einrichtung?token=${'x'.repeat(43)}`);
    await expect(page.getByTestId('setup-invalid-link')).toBeVisible();
    await expect(page.getByTestId('setup-form')).toHaveCount(0);
    await page.goto(link);
    await page.getByTestId('setup-club_name').fill('Turnverein Beispielstadt 1900 e.V.');
    await page.getByTestId('setup-firstname').fill('Claudia');
    await page.getByTestId('setup-lastname').fill('Neuhaus');
    await page.getByTestId('setup-email').fill('keine-adresse');
    await page.getByTestId('setup-password').fill('Hallenboden-2026');
    await page.getByTestId('setup-confirm').fill('Hallenboden-2026');
    await page.getByTestId('setup-submit').click();
    // The server's answer: the page again with what was typed, but no password.
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await expect(page.getByTestId('setup-club_name')).toHaveValue(
      'Turnverein Beispielstadt 1900 e.V.',
    );
    await expect(page.getByTestId('setup-password')).toHaveValue('');
    await page.getByTestId('setup-email').fill('vorstand@beispielstadt.example');
    await page.getByTestId('setup-password').fill('Hallenboden-2026');
    await page.getByTestId('setup-confirm').fill('Hallenboden-2026');
    await page.getByTestId('setup-submit').click();
    await expect(page).toHaveURL(`${server.url}/de/account`);
    const home = await page.goto(`${server.url}/de/`);
    expect(home?.status()).toBe(200);
    await context.close();
  });

  test('the setup notice and form have no axe violations at 390 and 1280 px, light and dark', async ({
    browser,
  }) => {
    await expectNoAxeViolations(browser, server.url, '/de/einrichtung', 'setup-page', {
      also: [
        {
          path: new URL(setupLink(server)).pathname + new URL(setupLink(server)).search,
          ready: 'setup-form',
        },
        { path: '/en/einrichtung', ready: 'setup-page' },
      ],
    });
  });
});
