import { consoleErrors, gotoReady, holdApp, recordPageViews } from '@/support/network';
import { expect, type Page } from '@playwright/test';
import { LoginPage } from '@/pages/LoginPage';
import { USERS } from '@/support/api';
import { axeFor, THEMES } from '@/support/axe';
import { test } from '@/support/test';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Logs in as admin (the login page at desktop width) and turns the window into a phone. */
async function loginOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(USERS.admin);
  await page.setViewportSize(PHONE);
}

/** The cookie notice stays out of the way of the navigation tests. */
async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
}

test.describe('public shell at 1280 px', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('Start, Blog and Volkslauf are real links in the top bar', async ({ page }) => {
    await gotoReady(page, '/de/impressum');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/de/');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/de/blog');
    await expect(nav.getByRole('link', { name: 'Volkslauf' })).toHaveAttribute(
      'href',
      '/de/volkslauf',
    );
  });

  test('the Abteilungen dropdown opens and navigates by keyboard', async ({ page }) => {
    await gotoReady(page, '/de/impressum');
    const trigger = page.getByTestId('nav-departments');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('nav-departments-menu');
    await expect(menu.getByRole('link', { name: 'Abteilung Turnen' })).toBeVisible();
    await expect(trigger).toHaveAttribute('popovertarget', 'nav-departments-popover');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Abteilung Turnen' })).toHaveAttribute(
      'href',
      '/de/abteilung/Turnen',
    );
    // Below its button, not where the browser puts a popover of its own (the window's middle).
    const [button, box] = await Promise.all([trigger.boundingBox(), menu.boundingBox()]);
    expect(Math.abs(box!.x - button!.x)).toBeLessThan(2);
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);

    // Second entry by arrow key, then Enter follows its link.
    await page.keyboard.press('ArrowDown');
    const second = menu.getByRole('link').nth(1);
    await expect(second).toBeFocused();
    const href = await second.getAttribute('href');
    expect(href).toMatch(/^\/de\/abteilung\/[^/]+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(menu).toBeHidden();
    // The new page's entry is marked as the current one.
    await trigger.click();
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', href!);
    // The app moves the focus into the menu when it opens; the keys below need it there.
    await expect(menu.getByRole('link').first()).toBeFocused();
    // End and Home jump to the last and the first entry.
    await page.keyboard.press('End');
    await expect(menu.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('link').first()).toBeFocused();
  });

  test('the Workshops dropdown links to the workshop anchors and closes on Escape', async ({
    page,
  }) => {
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('nav-workshops').focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByTestId('nav-workshops-menu');
    const item = menu.getByRole('link', { name: 'Erste Hilfe im Sport' });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', '/de/workshop#erstehilfeimsport');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('nav-workshops')).toBeFocused();

    await page.keyboard.press('Enter');
    // Exact: a spec before this one on the worker's server may have added "Faszientraining …".
    await menu.getByRole('link', { name: 'Faszientraining', exact: true }).click();
    await expect(page).toHaveURL('/de/workshop#faszientraining');
    await expect(menu).toBeHidden();
  });

  test('a dropdown closes when the visitor clicks elsewhere', async ({ page }) => {
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('nav-departments').click();
    const menu = page.getByTestId('nav-departments-menu');
    await expect(menu).toBeVisible();
    // On the page's text, away from the menu.
    await page.mouse.click(100, 600);
    await expect(menu).toBeHidden();
    // One open at a time: opening the next closes the first.
    await page.getByTestId('nav-departments').click();
    await page.getByTestId('nav-more').click();
    await expect(page.getByTestId('nav-more-menu')).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the overflow menu shows Termine, Formulare and Sportstätten, and Dashboard once logged in', async ({
    page,
  }) => {
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('nav-more').click();
    const menu = page.getByTestId('nav-more-menu');
    await expect(menu.getByRole('link')).toHaveText(['Termine', 'Formulare', 'Sportstätten']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/de/termine');

    const login = new LoginPage(page);
    await login.goto();
    await login.login(USERS.admin);
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('nav-more').click();
    await expect(menu.getByRole('link')).toHaveText([
      'Termine',
      'Formulare',
      'Sportstätten',
      'Dashboard',
    ]);
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/de\/account/);
  });

  test('the language switch keeps the page and its anchor', async ({ page }) => {
    await gotoReady(page, '/de/datenschutz#x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await page.getByTestId('settings-dial').click();
    const menu = page.getByTestId('settings-menu');
    await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/datenschutz#x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(menu).toBeHidden();
  });

  test('the settings dial turns on the dark theme by keyboard', async ({ page }) => {
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('settings-dial').focus();
    await page.keyboard.press('Enter');
    const dark = page.getByRole('button', { name: 'Dunkles Design' });
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    await dark.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
  });

  test('the footer has the social link, the legal pages and the club documents', async ({
    page,
  }) => {
    await gotoReady(page, '/de/impressum');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-social')).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute(
      'href',
      '/de/datenschutz',
    );
    await expect(
      footer.getByRole('link', { name: 'Haftungsausschluss', exact: true }),
    ).toHaveAttribute('href', '/de/haftunsausschluss');
    const pdfs = footer.getByTestId('footer-documents').getByRole('link');
    await expect(pdfs.first()).toBeVisible();
    for (const href of await pdfs.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/forms\/.+\.pdf$/);
    }
    await expect(footer).toContainText('Turnerweg 12');
  });

  test('the scroll-to-top button appears after scrolling and brings the page back up', async ({
    page,
  }) => {
    await gotoReady(page, '/de/datenschutz');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('scroll-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(page.getByTestId('scroll-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByTestId('scroll-top');
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('every client-side page change is counted, the account area never', async ({ page }) => {
    const paths = await recordPageViews(page);
    const counted = page.waitForResponse(
      (response) => response.url().endsWith('/public/pageview') && response.status() === 200,
    );
    await gotoReady(page, '/de/impressum');
    await counted;
    await expect.poll(paths).toEqual(['/de/impressum']);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Datenschutz', exact: true })
      .click();
    await expect.poll(paths).toEqual(['/de/impressum', '/de/datenschutz']);
    // Client-side into the account area (the login guard then sends the visitor on to Login).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/de/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/de/login');
    await expect.poll(paths).toEqual(['/de/impressum', '/de/datenschutz', '/de/login']);
  });
});

test.describe('public shell at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the drawer holds every entry with the departments and workshops', async ({ page }) => {
    await acceptCookies(page);
    await gotoReady(page, '/de/impressum');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await page.getByTestId('nav-menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    for (const name of ['Start', 'Blog', 'Volkslauf', 'Termine', 'Formulare', 'Sportstätten']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByTestId('drawer-departments').getByRole('link')).not.toHaveCount(0);
    await expect(
      drawer
        .getByTestId('drawer-workshops')
        .getByRole('link', { name: 'Faszientraining', exact: true }),
    ).toHaveAttribute('href', '/de/workshop#faszientraining');

    await drawer.getByRole('link', { name: 'Abteilung Turnen' }).click();
    await expect(page).toHaveURL('/de/abteilung/Turnen');
    await expect(drawer).toBeHidden();
    // From the window's start edge, the whole height; closed by its own button.
    await page.getByTestId('nav-menu-button').click();
    // (after its slide-in)
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())!.height).toBe(PHONE.height);
    await expect(drawer.getByRole('link', { name: 'Abteilung Turnen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await drawer.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the account sheet offers Login to an anonymous visitor', async ({ page }) => {
    await acceptCookies(page);
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('account-sheet-button').click();
    const sheet = page.getByTestId('account-sheet');
    await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await sheet.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/de/login');
  });

  test('the account sheet offers Dashboard, Profil and Abmelden once logged in', async ({
    page,
  }) => {
    await acceptCookies(page);
    await loginOnPhone(page);
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('account-sheet-button').click();
    const sheet = page.getByTestId('account-sheet');
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/de/account/profil',
    );
    await sheet.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL('/de/');
    await page.getByTestId('account-sheet-button').click();
    await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the account sheet opens with Login before the app has started, and shows a session once it runs', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await acceptCookies(page);
    const release = await holdApp(page);
    await page.goto('/de/impressum', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('account-sheet-button').click();
    const sheet = page.getByTestId('account-sheet');
    await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    // At the window's bottom edge, the whole width: a sheet, not a dropdown (read once its
    // slide-in has ended: on a busy machine the first frames still show it lower).
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!;
        return [box.x, box.width, Math.round(box.y + box.height)];
      })
      .toEqual([0, PHONE.width, PHONE.height]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    release();
    await page.locator('html[data-ready="true"]').waitFor();

    // Logged in, the server's page still holds Login; the app puts the person's items there.
    await loginOnPhone(page);
    await gotoReady(page, '/de/impressum');
    await page.getByTestId('account-sheet-button').click();
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
    await sheet.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/de/account');
    await expect(sheet).toBeHidden();
  });

  test('the cookie notice disappears once accepted and stays away after a reload', async ({
    page,
  }) => {
    await gotoReady(page, '/de/impressum');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' }),
    ).toBeVisible();

    // Scrolled to the end, the notice sits below the footer rather than on its links.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Haftungsausschluss', exact: true });
    await footerLink.click({ trial: true });

    await notice.getByRole('button', { name: 'Verstanden' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  });

  test('the server HTML holds the notice, hidden before the scripts run once accepted', async ({
    browser,
    baseURL,
  }) => {
    // No service worker (it would answer the scripts from its cache) and no app script at all:
    // only the server's HTML and its inline pre-paint script.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseURL}/de/impressum`);
    await expect(page.getByTestId('cookie-notice')).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(page.locator('html')).toHaveAttribute('data-cookies', 'accepted');
    await expect(page.getByTestId('cookie-notice')).toHaveCount(1);
    await expect(page.getByTestId('cookie-notice')).toBeHidden();
    await context.close();
  });
});

test.describe('open menus', () => {
  for (const theme of THEMES) {
    test(`the dropdowns, the settings, the drawer and the account sheet have no axe violations, ${theme}`, async ({
      page,
    }) => {
      await acceptCookies(page);
      await page.addInitScript((mode) => localStorage.setItem('vh.theme', mode), theme);
      const check = async (name: string) => {
        const { violations } = await axeFor(page, theme).analyze();
        expect(
          violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
          name,
        ).toEqual([]);
      };
      await page.setViewportSize(DESKTOP);
      await gotoReady(page, '/de/impressum');
      for (const [trigger, menu] of [
        ['nav-departments', 'nav-departments-menu'],
        ['settings-dial', 'settings-menu'],
      ] as const) {
        await page.getByTestId(trigger).click();
        await expect(page.getByTestId(menu)).toBeVisible();
        await check(menu);
        await page.keyboard.press('Escape');
      }
      await page.setViewportSize(PHONE);
      await page.getByTestId('nav-menu-button').click();
      await expect(page.getByTestId('nav-drawer')).toBeVisible();
      await check('nav-drawer');
      await page.keyboard.press('Escape');
      await page.getByTestId('account-sheet-button').click();
      await expect(page.getByTestId('account-sheet')).toBeVisible();
      await check('account-sheet');
    });
  }
});
