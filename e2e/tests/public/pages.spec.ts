import { axeFor } from '@/support/axe';
import { expect, type Page } from '@playwright/test';
import { gotoReady } from '@/support/network';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

const PAGES = [
  { path: '/de/abteilung/Turnen', testId: 'department-page' },
  { path: '/de/workshop', testId: 'workshops-page' },
  { path: '/de/volkslauf', testId: 'funrun-page' },
  { path: '/de/formulare', testId: 'forms-page' },
  { path: '/de/sportstaetten', testId: 'venues-page' },
] as const;

const WIDTHS = [390, 1280] as const;

async function expectNoAxeViolations(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const { violations } = await axeFor(page, theme).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('department page', () => {
  test('shows the department, its courses in weekday order and its side list', async ({ page }) => {
    await page.goto('/de/abteilung/Turnen');
    await expect(page.getByRole('heading', { level: 1, name: 'Abteilung Turnen' })).toBeVisible();
    const section = page.locator('section#eltern-kind-turnen');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Eltern-Kind-Turnen');
    await expect(section.getByTestId('time-slots').getByRole('listitem')).toHaveText([
      /^Dienstag 09:30–10:30/,
      /^Donnerstag 15:30–16:30/,
    ]);
    await expect(section.getByText('Probetraining')).toBeVisible();
    await expect(section.getByText('1–3 Jahre')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Angebote der Abteilung' });
    await expect(nav.getByRole('link', { name: 'Männerturngruppe' })).toBeVisible();
    await expect(page).toHaveTitle(/^Abteilung Turnen – /);
  });

  test('opens at the course named by the anchor', async ({ page }) => {
    await page.goto(`/de/abteilung/Turnen#${encodeURIComponent('männerturngruppe')}`);
    await expect(page.locator('section#männerturngruppe')).toBeInViewport();
  });

  test('accepts the spec’s anchor form (title lowercase, with spaces)', async ({ page }) => {
    await page.goto('/de/abteilung/Turnen#kinderturnen 6–10 jahre');
    await expect(page.locator('[id="kinderturnen-6–10-jahre"]')).toBeInViewport();
  });

  for (const width of WIDTHS) {
    test(`the side list scrolls to its section at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/de/abteilung/Turnen');
      const target = page.locator('section#männerturngruppe');
      await expect(target).not.toBeInViewport();
      await page
        .getByRole('navigation', { name: 'Angebote der Abteilung' })
        .getByRole('link', { name: 'Männerturngruppe' })
        .click();
      await expect(target).toBeInViewport();
      await expect(page).toHaveURL(/#m%C3%A4nnerturngruppe$/);
    });
  }

  // Spec section 2: the list of courses is permanent. On a phone it is a strip of links below the
  // top bar that scrolls sideways in itself; a link stops its section below both bars.
  for (const how of ['with the app', 'without JavaScript'] as const) {
    test(`keeps the list of courses in view on a phone, ${how}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        serviceWorkers: 'block',
        viewport: { width: 390, height: 800 },
        javaScriptEnabled: how === 'with the app',
      });
      const page = await context.newPage();
      if (how === 'with the app') await gotoReady(page, '/de/abteilung/Turnen');
      else await page.goto('/de/abteilung/Turnen');
      const nav = page.getByRole('navigation', { name: 'Angebote der Abteilung' });
      const list = nav.getByRole('list');
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1900);
      await expect(nav).toBeInViewport();
      const bar = (await page.locator('header').first().boundingBox())!;
      const strip = (await nav.boundingBox())!;
      // Right below the top bar, across the page's width, one line high.
      expect(Math.abs(strip.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
      expect(strip.width).toBe(390);
      expect(strip.height).toBeLessThan(64);
      // Its links scroll sideways inside it, never the page.
      expect(await list.evaluate((l) => l.scrollWidth > l.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

      for (const course of ['Männerturngruppe', 'Eltern-Kind-Turnen', 'Kinderturnen Minis']) {
        await nav.getByRole('link', { name: course }).click();
        const heading = page.getByRole('heading', { level: 2, name: course });
        // The heading comes to rest just below the strip, not behind it (the app eases there).
        const gap = async () => {
          const box = (await heading.boundingBox())!;
          const below = (await nav.boundingBox())!;
          return Math.round(box.y - (below.y + below.height));
        };
        await expect.poll(async () => (await gap()) >= 4 && (await gap()) < 48).toBe(true);
        await expect(heading).toBeInViewport();
        await expect(nav).toBeInViewport();
      }
      await context.close();
    });
  }

  test('keeps the side list beside the courses at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, '/de/abteilung/Turnen');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1900);
    const nav = page.getByRole('navigation', { name: 'Angebote der Abteilung' });
    await expect(nav).toBeInViewport();
    const box = (await nav.boundingBox())!;
    expect(box.y).toBe(80);
    expect(box.width).toBe(240);
    await expect(nav.getByRole('heading', { name: 'Angebote der Abteilung' })).toBeVisible();
    await nav.getByRole('link', { name: 'Kinderturnen Minis' }).click();
    const section = page.locator('section#kinderturnen-minis');
    // Spec section 9: it stops 100 px below the window's top.
    await expect.poll(async () => Math.abs((await section.boundingBox())!.y - 100) <= 1).toBe(true);
  });

  test('says so for an unknown department, with a 404 and no error in the browser', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/404/.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto('/de/abteilung/Gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('department-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abteilung nicht gefunden');
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor();
    await expect(page.getByTestId('department-not-found')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opens a department by its title or any case, at its one address', async ({
    page,
    request,
  }) => {
    for (const [path, target] of [
      ['/de/abteilung/Yoga%20%26%20Meditation', '/de/abteilung/Yoga'],
      ['/de/abteilung/turnen', '/de/abteilung/Turnen'],
      ['/en/abteilung/KAMPFSPORT', '/en/abteilung/Kampfsport'],
      ['/de', '/de/'],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: res.status(), location: res.headers().location }).toEqual({
        path,
        status: 301,
        location: target,
      });
    }
    await page.goto('/de/abteilung/Yoga%20%26%20Meditation');
    await expect(page).toHaveURL('/de/abteilung/Yoga');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga & Meditation');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de\/abteilung\/Yoga$/,
    );
    // Within the app too: a link to another spelling lands on the one address.
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/de/abteilung/turnen';
      link.textContent = 'klein';
      link.id = 'klein';
      document.querySelector('main')!.append(link);
    });
    await page.locator('#klein').click();
    await expect(page).toHaveURL('/de/abteilung/Turnen');
  });

  test('shows the load-failure text when the department cannot be loaded', async ({ page }) => {
    // The server's HTML carries the department; the failure is the browser's own load on a
    // navigation within the app (spec: navigation continues even if loading fails).
    await gotoReady(page, '/de/impressum');
    await page.route('**/public/department/**', (route) => route.abort());
    await page.getByTestId('nav-departments').click();
    await page
      .getByTestId('nav-departments-menu')
      .getByRole('link', { name: 'Abteilung Turnen' })
      .click();
    await expect(page).toHaveURL('/de/abteilung/Turnen');
    await expect(page.getByTestId('load-error')).toHaveText(
      'Es konnten keine Abteilungen geladen werden.',
    );
  });
});

test.describe('workshop page', () => {
  test('lists the workshops as sections reachable by anchor', async ({ page }) => {
    await page.goto(`/de/workshop#${encodeURIComponent('selbstbehauptungfürmädchen')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
    await expect(page.locator('section#selbstbehauptungfürmädchen')).toBeInViewport();
    await expect(
      page.locator('section#erstehilfeimsport').getByRole('heading', { level: 2 }),
    ).toHaveText('Erste Hilfe im Sport');
  });

  test('the side list scrolls to a workshop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de/workshop');
    await page
      .getByRole('navigation', { name: 'Alle Workshops' })
      .getByRole('link', { name: 'Selbstbehauptung für Mädchen' })
      .click();
    await expect(page.locator('section#selbstbehauptungfürmädchen')).toBeInViewport();
  });
});

test.describe('fun run, forms and venues', () => {
  test('the fun run page shows the tracks, dates, rules and sponsors', async ({ page }) => {
    await page.goto('/de/volkslauf');
    await expect(page.getByRole('heading', { level: 1, name: 'Volkslauf 2025' })).toBeVisible();
    await expect(page.getByTestId('funrun-tracks').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByTestId('funrun-dates')).toContainText('bis Montag, 23.06.2025');
    await expect(page.getByTestId('funrun-dates')).toContainText(
      'Samstag, 28.06.2025, 14:00–16:00 Uhr',
    );
    await expect(page.getByTestId('funrun-dates')).toContainText('08:00–09:00 Uhr');
    await expect(page.getByText('Die Zeitmessung erfolgt mit Einweg-Chips.')).toBeVisible();
    await expect(page.getByTestId('funrun-sponsors').getByRole('listitem').first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    // The server render writes the JSON-LD; without it (client render only) there is none yet.
    for (const text of ld) expect(() => JSON.parse(text) as unknown).not.toThrow();
  });

  test('the fun run page says where, what it costs, that 2025 is over and no date is set; registration is closed', async ({
    page,
  }) => {
    await page.goto('/de/volkslauf');
    const status = page.getByTestId('funrun-status');
    await expect(status).toHaveAttribute('data-phase', 'over');
    await expect(status).toContainText('Der Volkslauf 2025 am 29.06.2025 ist vorbei');
    await expect(status).toContainText('steht noch nicht fest');
    await expect(page.getByTestId('funrun-venue-text')).toContainText(
      'Start und Ziel: Sportplatz an der Aue, Auenweg 20, 12345 Musterstadt.',
    );
    await expect(page.getByTestId('funrun-registration-closed')).toHaveText(
      'Die Anmeldung für den Volkslauf 2025 ist geschlossen.',
    );
    await expect(page.getByTestId('funrun-register')).toHaveCount(0);
    await expect(page.getByTestId('funrun-fee')).toHaveText([
      'Startgeld 10 €',
      'Startgeld 8 €',
      'Startgeld 8 €',
      'Startgeld 5 €',
      'Startgeld frei',
      'Startgeld frei',
    ]);
    // One time format: HH:MM everywhere.
    expect(await page.getByTestId('funrun-dates').textContent()).not.toMatch(/(^|[^\d])\d:\d\d/);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'SportsEvent')!;
    expect(ld.location).toMatchObject({
      name: 'Sportplatz an der Aue',
      address: { streetAddress: 'Auenweg 20' },
    });
    await page.goto('/en/volkslauf');
    await expect(page.getByTestId('funrun-status')).toContainText(
      'The 2025 fun run on 29.06.2025 is over',
    );
    await expect(page.getByTestId('funrun-fee').first()).toHaveText('Entry fee €10');
  });

  test('the forms page shows the newspaper first and the grouped PDFs', async ({ page }) => {
    await page.goto('/de/formulare');
    const newspaper = page.getByTestId('forms-newspaper');
    await expect(newspaper).toContainText('Vereinszeitung');
    await expect(newspaper.getByRole('link')).toHaveAttribute('href', '/forms/vereinszeitung.pdf');
    await expect(page.getByTestId('forms-group-forms')).toContainText('SEPA-Lastschriftmandat');
    await expect(page.getByTestId('forms-group-footer')).toContainText('Satzung');
    await expect(page.getByTestId('forms-group-footer')).toContainText(/PDF, \d+ (B|KB|MB)/);
    const pdf = await page.request.get('/forms/satzung.pdf');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('the venues page shows each venue with address and a maps link in a new tab', async ({
    page,
  }) => {
    await page.goto('/de/sportstaetten');
    const card = page.getByTestId('venue-card').filter({ hasText: 'Turnhalle Lindenschule' });
    await expect(card.locator('address')).toBeVisible();
    const maps = card.getByRole('link', { name: /auf der Karte/ });
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', /noopener/);
  });

  test('the venues page shows the load-failure text', async ({ page }) => {
    await gotoReady(page, '/de/impressum');
    await page.route('**/public/locations', (route) => route.abort());
    await page.getByTestId('nav-more').click();
    await page.getByTestId('nav-more-menu').getByRole('link', { name: 'Sportstätten' }).click();
    await expect(page).toHaveURL('/de/sportstaetten');
    await expect(page.getByTestId('load-error')).toHaveText(
      'Es konnten keine Sportstätten geladen werden.',
    );
  });

  test('the pages are complete in English', async ({ page }) => {
    await page.goto('/en/volkslauf');
    await expect(page.getByRole('heading', { level: 1, name: 'Fun run 2025' })).toBeVisible();
    await page.goto('/en/formulare');
    await expect(page.getByRole('heading', { level: 2, name: 'Club newspaper' })).toBeVisible();
    await page.goto('/en/abteilung/Turnen');
    await expect(page.getByRole('navigation', { name: 'Offers of the department' })).toBeVisible();
  });
});

test.describe('accessibility of the public pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      test(`has no axe violations at ${width} px, ${theme}`, async ({ page }) => {
        test.setTimeout(240_000); // five pages, each analysed in full
        if (theme === 'dark') {
          await page.addInitScript(() => localStorage.setItem('vh.theme', 'dark'));
        }
        await page.setViewportSize({ width, height: 900 });
        for (const { path, testId } of PAGES) {
          await page.goto(path);
          await expect(page.getByTestId(testId)).toBeVisible();
          await page.waitForLoadState('networkidle');
          await test.step(path, () => expectNoAxeViolations(page, theme));
        }
      });
    }
  }
});
