import { expect, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, loginInBrowser } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

test.use({ serviceWorkers: 'block' });

/** Today and tomorrow as the date inputs take them, in the browser's zone (Berlin). */
function berlinDate(offsetDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
  return parts; // en-CA formats as YYYY-MM-DD
}

/** Every listed entry's `testId` text contains `text` (and the list is not empty). */
async function everyOne(page: Page, testId: string, text: string): Promise<boolean> {
  const texts = await page.getByTestId('audit-item').getByTestId(testId).allTextContents();
  return texts.length > 0 && texts.every((t) => t.includes(text));
}

const ROUNDS = [
  { role: 'admin', other: 'owner', width: 1280, theme: 'light' },
  { role: 'owner', other: 'admin', width: 390, theme: 'dark' },
] as const;

for (const { role, other, width, theme } of ROUNDS) {
  test(`as ${role} at ${width} px (${theme}): the log shows what ${other} just did, and filters by person, action and date`, async ({
    browser,
    baseURL,
    request,
  }) => {
    // Just before: the other one downloads a backup (audit backup.downloaded).
    const actor = await apiLogin(request, USERS[other]);
    expect((await request.get('/api/backup', { headers: bearer(actor) })).status()).toBe(200);

    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await loginInBrowser(page, USERS[role]);
    await page.evaluate((mode) => localStorage.setItem('vh.theme', mode), theme);
    await page.goto('/de/account/protokoll');
    await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
    const first = page.getByTestId('audit-item').first();
    await expect(first.getByTestId('audit-action')).toHaveText('Backup heruntergeladen');
    await expect(first.getByTestId('audit-actor')).toContainText(USERS[other]);

    // Person: only the other one's entries.
    await page.getByTestId('audit-filter-person').fill(USERS[other]);
    await expect.poll(() => everyOne(page, 'audit-actor', USERS[other])).toBe(true);
    await page.getByTestId('audit-filter-person').fill('');
    await expect.poll(() => everyOne(page, 'audit-actor', USERS[other])).toBe(false);

    // Action: only failed logins, then only backups.
    await request.post('/api/login', { data: { email: USERS.course, password: 'falsch-falsch' } });
    await page
      .getByTestId('audit-filter-action')
      .selectOption({ label: 'Anmeldung fehlgeschlagen' });
    await expect.poll(() => everyOne(page, 'audit-action', 'Anmeldung fehlgeschlagen')).toBe(true);
    await page.getByTestId('audit-filter-action').selectOption({ label: 'Backup heruntergeladen' });
    await expect.poll(() => everyOne(page, 'audit-action', 'Backup heruntergeladen')).toBe(true);

    // Date: today keeps it; from tomorrow on there is nothing; an end before the start is refused.
    await page.getByTestId('audit-filter-from').fill(berlinDate());
    await page.getByTestId('audit-filter-to').fill(berlinDate());
    await expect(first.getByTestId('audit-actor')).toContainText(USERS[other]);
    await page.getByTestId('audit-filter-to').fill(berlinDate(-1));
    await expect(
      page.getByText('Das Enddatum darf nicht vor dem Anfangsdatum liegen.'),
    ).toBeVisible();
    await page.getByTestId('audit-filter-to').fill('');
    await page.getByTestId('audit-filter-from').fill(berlinDate(1));
    await expect(page.getByText('Keine Einträge passen zu den Filtern.')).toBeVisible();

    await page.getByTestId('audit-filter-reset').click();
    await expect(first.getByTestId('audit-action')).toBeVisible();
    await context.close();
  });
}

test('the audit log has no axe violations at 390 and 1280 px, light and dark, for admin and owner', async ({
  browser,
  baseURL,
  request,
}) => {
  await request.post('/api/login', { data: { email: USERS.course, password: 'falsch-falsch' } });
  for (const login of [USERS.admin, USERS.owner]) {
    await expectNoAxeViolations(browser, baseURL, '/de/account/protokoll', 'audit-item', {
      login,
    });
  }
});
