import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

/**
 * The club's dates from the staff side (issue 37): a department trainer adds a date of their
 * department, publishes it, cancels it and deletes it, and each step is what a visitor sees on
 * the Termine pages. The test makes its own event, so the demo's dates stay as they are.
 */

const inDays = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test('a department trainer adds, cancels and deletes a date that visitors see', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await loginInBrowser(page, USERS.department);
  const department = session.user.department!;
  const title = `Schnupperturnen ${randomUUID().slice(0, 6)}`;
  const date = inDays(40);

  await page.goto('/de/account/termine');
  await expect(page.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
  await page.getByTestId('event-create').click();
  const dialog = page.getByRole('dialog');
  // Only their own department to choose: no "Ganzer Verein".
  await expect(dialog.getByRole('combobox', { name: /^Abteilung/ })).toHaveValue(department._id);
  await expect(dialog.getByRole('option', { name: 'Ganzer Verein' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await dialog.getByLabel(/^Datum/).fill(date);
  await dialog.getByLabel(/^Beginn/).fill('15:00');
  await dialog.getByLabel(/^Ende/).fill('17:00');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Gymnastikraum im Vereinsheim');
  await dialog.getByTestId('event-published-toggle').check();
  await dialog.getByTestId('event-save').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const editor = page.url();

  // The visitor's list: the new date with its department, once the save has reached the server.
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`/de/termine?abteilung=${encodeURIComponent(department.name)}`);
        return visitor.getByTestId('date-item').filter({ hasText: title }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const row = visitor.getByTestId('date-item').filter({ hasText: title });
  await expect(row).toContainText('15:00–17:00 Uhr');
  await expect(row).toContainText('Gymnastikraum im Vereinsheim');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventUrl = visitor.url();

  // Cancelled: the page says so, with the note.
  await page.goto(editor);
  await page.getByTestId('event-cancelled-toggle').check();
  await page.getByRole('textbox', { name: /^Hinweis zur Absage/ }).fill('Die Halle ist gesperrt.');
  await page.getByTestId('event-submit').click();
  await expect
    .poll(
      async () => {
        await visitor.goto(eventUrl);
        return visitor.getByTestId('event-cancelled').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(visitor.getByTestId('event-cancelled')).toContainText('Die Halle ist gesperrt.');

  // Deleted: gone from the list, its address a 404.
  await page.getByTestId('event-delete').click();
  await page.getByTestId('event-delete-confirm').click();
  await expect(page).toHaveURL(/\/de\/account\/termine$/);
  await expect
    .poll(async () => (await visitor.goto(eventUrl))?.status(), { timeout: 20_000 })
    .toBe(404);
  await visitor.close();
});

test('the staff list and an assembly in its editor have no axe violations', async ({
  browser,
  baseURL,
  request,
}) => {
  const session = await apiLogin(request, USERS.admin);
  const events = await dataOf<{ _id: string; kind: string }[]>(
    await request.get('/api/events', { headers: bearer(session) }),
  );
  const assembly = events.find((event) => event.kind === 'assembly')!;
  await expectNoAxeViolations(browser, baseURL, '/de/account/termine', 'event-create', {
    login: USERS.admin,
    also: [
      { path: `/de/account/termine/${assembly._id}`, ready: 'event-assembly' },
      { path: `/en/account/termine/${assembly._id}`, ready: 'event-assembly' },
    ],
  });
});
