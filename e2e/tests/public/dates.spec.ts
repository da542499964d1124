import { expect, type Page } from '@playwright/test';
import { test } from '@/support/test';
import { gotoReady, holdApp } from '@/support/network';
import { expectNoAxeViolations } from '@/support/axe';

// The club's dates (issue 37) as a visitor meets them: the list by month with its filter, and
// one event's page. The demo's dates are relative to today (backend src/seed/demo-events.ts).

const titles = (page: Page) =>
  page.getByTestId('date-item').getByRole('heading', { level: 3 }).allTextContents();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dates list, its filter by the server, and an assembly with its agenda', async ({
    page,
  }) => {
    await page.goto('/de/termine');
    await expect(page.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
    const all = await titles(page);
    expect(all).toEqual(
      expect.arrayContaining([
        'Ordentliche Mitgliederversammlung',
        'Vereinsmeisterschaft Gerätturnen',
        'Trainingslager der Jugend',
        'Hallenturnier der E-Jugend',
      ]),
    );
    // The past date is not listed; the cancelled one is, marked.
    expect(all).not.toContain('Jahresabschluss der Kinderturngruppen');
    const cancelled = page.getByTestId('date-item').filter({ hasText: 'Hallenturnier' });
    await expect(cancelled.getByTestId('date-cancelled')).toHaveText('Abgesagt');
    await expect(cancelled.getByRole('link', { name: /Anmelden/ })).toHaveCount(0);
    const championship = page.getByTestId('date-item').filter({ hasText: 'Vereinsmeisterschaft' });
    await expect(championship).toContainText('Abteilung Turnen');
    await expect(
      championship.getByRole('link', { name: 'Anmelden: Vereinsmeisterschaft Gerätturnen' }),
    ).toHaveAttribute('href', /^\/de\/anmeldung\/[0-9a-f-]{36}$/);

    await page.getByTestId('dates-filter-kind').selectOption('tournament');
    await page.getByTestId('dates-filter-submit').click();
    await expect(page).toHaveURL(/\/de\/termine\?abteilung=&art=tournament$/);
    expect(await titles(page)).toEqual(
      all.filter((t) => t.startsWith('Vereinsmeisterschaft') || t.startsWith('Hallenturnier')),
    );
    await page.getByTestId('dates-filter-department').selectOption({ label: 'Abteilung Handball' });
    await page.getByTestId('dates-filter-submit').click();
    expect(await titles(page)).toEqual(['Hallenturnier der E-Jugend']);
    await page.getByTestId('dates-filter-kind').selectOption('party');
    await page.getByTestId('dates-filter-submit').click();
    await expect(page.getByText('Keine Termine für diese Auswahl.')).toBeVisible();

    await page.goto('/de/termine');
    await page.getByRole('link', { name: 'Ordentliche Mitgliederversammlung' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ordentliche Mitgliederversammlung' }),
    ).toBeVisible();
    await expect(page.getByTestId('event-agenda').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('event-invitation')).toContainText('Tage Frist');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"Event"') && text.includes('EventScheduled'))).toBe(
      true,
    );

    const missing = await page.goto('/de/termin/gibt-es-nicht-2099-01-01');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Termin nicht gefunden' })).toBeVisible();
  });
});

test('with the app the list follows each choice, and the Mehr menu leads there', async ({
  page,
}) => {
  await gotoReady(page, '/de/impressum');
  await page.getByTestId('nav-more').click();
  await page.getByTestId('nav-more-menu').getByRole('link', { name: 'Termine' }).click();
  await expect(page).toHaveURL(/\/de\/termine$/);
  await expect(page.getByTestId('date-item').first()).toBeVisible();

  await page
    .getByTestId('dates-filter-department')
    .selectOption({ label: 'Abteilung Leichtathletik' });
  await expect(page).toHaveURL(/\/de\/termine\?abteilung=Leichtathletik$/);
  await expect(page.getByTestId('date-item').getByRole('heading', { level: 3 })).toContainText([
    'Trainingslager der Jugend',
  ]);
  await page.getByRole('link', { name: 'Trainingslager der Jugend', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trainingslager der Jugend' }),
  ).toBeVisible();
  await expect(page.getByTestId('event-when')).toContainText(' bis ');
  await page.getByRole('link', { name: 'Anmelden: Trainingslager der Jugend' }).click();
  await expect(page).toHaveURL(/\/de\/anmeldung\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Zurück zum Termin' }).click();
  await expect(page).toHaveURL(/\/de\/termin\/trainingslager-der-jugend-\d{4}-\d{2}-\d{2}$/);
});

test('the dates list and an event page have no axe violations', async ({
  browser,
  baseURL,
  request,
}) => {
  const events = (await (await request.get('/public/events')).json()).data as { slug: string }[];
  await expectNoAxeViolations(browser, baseURL, '/de/termine', 'date-item', {
    also: [
      { path: `/de/termin/${events[0]!.slug}`, ready: 'event-page' },
      { path: '/en/termine', ready: 'date-item' },
    ],
  });
});

test('a kind chosen before the app has started is the list the app shows', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/de/termine', { waitUntil: 'domcontentloaded' });
  // As a quick thumb (or a restored page) does it: the value and its events, no intent yet.
  await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('[data-testid="dates-filter-kind"]')!;
    select.value = 'tournament';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  release();
  await page.keyboard.press('Shift');
  await page.locator('html[data-ready="true"]').waitFor();
  await expect(page).toHaveURL(/\/de\/termine\?art=tournament$/);
  await expect(page.getByTestId('dates-filter-kind')).toHaveValue('tournament');
  await expect
    .poll(
      async () =>
        new Set(
          await page
            .getByTestId('date-item')
            .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind'))),
        ),
    )
    .toEqual(new Set(['tournament']));
});
