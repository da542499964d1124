import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, bearer, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { test } from '@/support/test';

interface StaffWorkshop {
  _id: string;
  title: string;
  info: string;
  members: number;
  photoURL: string | null;
  state: string;
  times: { day: string; start: string; end: string; location: string }[];
}

async function workshopsOnServer(
  request: APIRequestContext,
  session: Session,
): Promise<StaffWorkshop[]> {
  const response = await request.get('/api/workshops', { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StaffWorkshop[] }).data;
}

test('the workshop team creates a workshop offline with a dated session and an image, edits it, requests publication, reloads; the admin grants it and visitors see its date', async ({
  browser,
  baseURL,
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Yoga-Tag ${Date.now()}`;
  const team = await apiLogin(request, USERS.workshop);
  await loginInBrowser(page, USERS.workshop);
  await page.goto('/de/account/workshop');
  await expect(page.getByTestId('workshop-row').first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  await goOffline(context);
  await page.getByTestId('workshop-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /^Info/ })
    .fill('Sonntag, 10–16 Uhr, Halle Lindenschule');
  await dialog.getByRole('textbox', { name: /^Beschreibung/ }).click();
  await page.keyboard.type('Ein Tag für Einsteiger und Geübte.');
  await dialog.getByRole('spinbutton', { name: /Mitglieder/ }).fill('20');
  await dialog.getByTestId('workshop-save').click();

  // The editor opens on the new workshop at once, from the device.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A workshop's time is a session on a date (a Sunday three to four weeks ahead).
  const sunday = sundayAhead(21);
  await page.getByTestId('time-slot-add').click();
  const slot = page.getByRole('dialog');
  await expect(slot.getByLabel('Wochentag')).toHaveCount(0);
  await slot.getByTestId('time-slot-date').fill(sunday);
  await slot.getByLabel('Beginn (HH:mm)').fill('10:00');
  await slot.getByLabel('Ende (HH:mm)').fill('16:00');
  // A place that is no venue is typed after choosing "another place".
  await slot
    .getByRole('combobox', { name: /^Sportstätte/ })
    .selectOption({ label: 'Anderer Ort (keine Sportstätte)' });
  await slot.getByRole('textbox', { name: /^Ort/ }).fill('Halle Lindenschule');
  await slot.getByTestId('time-slot-save').click();
  await expect(page.getByTestId('time-slot-row')).toHaveCount(1);
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  const members = page
    .getByTestId('workshop-editor')
    .getByRole('spinbutton', { name: /Mitglieder/ });
  await members.fill('24');
  await page.getByTestId('workshop-submit').click();
  await page.getByTestId('workshop-publish').click();
  await expect(page.getByTestId('workshop-publish-queued')).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('workshop-publish-queued')).toBeVisible();

  await goOnline(context);
  await expect(page.getByTestId('workshop-pending')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('workshop-publish-queued')).toHaveCount(0);

  const made = (await workshopsOnServer(request, team)).filter((w) => w.title === title);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ members: 24, info: 'Sonntag, 10–16 Uhr, Halle Lindenschule' });
  expect(made[0]!.photoURL).toMatch(/^\/uploads\//);
  expect(made[0]!.times).toMatchObject([
    { day: 'Sonntag', date: sunday, start: '10:00', end: '16:00', location: 'Halle Lindenschule' },
  ]);

  // The request is in the admin's queue; granted, visitors see the workshop.
  const admin = await apiLogin(request, USERS.admin);
  const queue = (await (
    await request.get('/api/publishrequests', { headers: bearer(admin) })
  ).json()) as { data: { workshops: { entity: { _id: string } }[] } };
  expect(queue.data.workshops.map((r) => r.entity._id)).toContain(made[0]!._id);
  expect(
    (await request.post(`/api/workshop/grant/${made[0]!._id}`, { headers: bearer(admin) })).ok(),
  ).toBe(true);
  await expect
    .poll(async () => {
      const list = (await (await request.get('/public/workshops')).json()) as {
        data: { title: string }[];
      };
      return list.data.map((w) => w.title);
    })
    .toContain(title);
  // Its page names the session's date, and its feed holds the one event on that date.
  const [year, month, day] = sunday.split('-').map(Number);
  const spelled = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  const feed = await (await request.get(`/calendar/workshop/${made[0]!._id}.ics`)).text();
  const compact = sunday.replace(/-/g, '');
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(feed).toContain(`DTSTART;TZID=Europe/Berlin:${compact}T100000`);
  expect(feed).not.toContain('RRULE:FREQ=WEEKLY');
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/de/workshop');
  await expect(
    publicPage.getByTestId('workshop-section').filter({ hasText: title }).getByTestId('time-slots'),
  ).toContainText(spelled);
  await visitor.close();

  // Clean up: the admin deletes it.
  expect(
    (await request.delete(`/api/workshop/${made[0]!._id}`, { headers: bearer(admin) })).ok(),
  ).toBe(true);
});

test('the workshop screens have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const team = await apiLogin(request, USERS.workshop);
  const [first] = await workshopsOnServer(request, team);
  await expectNoAxeViolations(browser, baseURL, '/de/account/workshop', 'workshop-row', {
    login: USERS.workshop,
    also: [{ path: `/de/account/workshop/${first!._id}`, ready: 'workshop-editor' }],
  });
});

/** A Sunday `days` to `days + 6` days from today (Berlin), `YYYY-MM-DD`. */
function sundayAhead(days: number): string {
  const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
  const at = new Date(`${berlin.format(new Date())}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  while (at.getUTCDay() !== 0) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}
