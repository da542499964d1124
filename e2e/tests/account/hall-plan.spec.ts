import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  USERS,
  apiLogin,
  bearer,
  createSlot,
  dataOf,
  loginInBrowser,
  timesOf,
  type NewSlot,
  type Session,
} from '@/support/api';
import { animationsDone, axeFor, expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

/**
 * The hall plan (issue 25): a slot that overlaps another in the same venue is refused by the
 * server, the editor and the outbox show the server's sentence naming the course that holds the
 * venue, an admin may save it anyway with a reason, and every venue has a public week view.
 * Each test makes a venue and courses of its own through the API, so nothing else meets them.
 */

interface World {
  venue: { _id: string; name: string };
  holder: { _id: string; title: string };
  mine: { _id: string; title: string };
}

/** The slot the holder's course has, and the one that overlaps it (16:00 < 16:30). */
const HOLDING = { day: 'Montag', start: '15:30', end: '16:30' } as const;
const OVERLAPPING = { day: 'Montag', start: '16:00', end: '17:00' } as const;

async function world(request: APIRequestContext, admin: Session, stamp: string): Promise<World> {
  const headers = bearer(admin);
  const departments = await dataOf<{ _id: string; name: string }[]>(
    await request.get('/api/departments', { headers }),
  );
  const turnen = departments.find((d) => d.name === 'Turnen')!;
  const [trainer] = await dataOf<{ _id: string }[]>(
    await request.get('/api/trainers', { headers }),
  );
  const venue = await dataOf<{ _id: string; name: string }>(
    await request.post('/api/locations', {
      headers,
      data: {
        name: `Halle Belegung ${stamp}`,
        description: 'Halle für den Belegungsplan.',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Hallenweg 1',
      },
    }),
  );
  const course = async (title: string) =>
    dataOf<{ _id: string; title: string }>(
      await request.post('/api/courses', {
        headers,
        data: {
          department: turnen._id,
          title,
          description: '<p>Turnen in der Halle.</p>',
          info: 'Bitte Hallenschuhe mitbringen.',
          trial_training: '<p>Jederzeit möglich.</p>',
          genders: ['männlich', 'weiblich', 'divers'],
          categories: ['turnen'],
          age_from: 4,
          age_to: 10,
          members: 12,
          location: venue.name,
          trainers: [trainer!._id],
        },
      }),
    );
  const holder = await course(`Minis ${stamp}`);
  const slot: NewSlot = { ...HOLDING, venue: venue._id, location: venue.name };
  await createSlot(request, admin, holder._id, slot);
  await dataOf(await request.post(`/api/course/publish/${holder._id}`, { headers }));
  const mine = await course(`Eltern-Kind ${stamp}`);
  return { venue, holder, mine };
}

/** Adds the overlapping slot in the course editor (it goes through the outbox). */
async function addOverlappingSlot(page: Page, venue: string): Promise<void> {
  await page.getByTestId('time-slot-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Wochentag').selectOption(OVERLAPPING.day);
  await dialog.getByLabel('Beginn (HH:mm)').fill(OVERLAPPING.start);
  await dialog.getByLabel('Ende (HH:mm)').fill(OVERLAPPING.end);
  // The venue is picked from the list, not typed.
  await dialog.getByRole('combobox', { name: /^Sportstätte/ }).selectOption({ label: venue });
  await dialog.getByTestId('time-slot-save').click();
  await expect(dialog).toBeHidden();
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  await animationsDone(page);
  const { violations } = await axeFor(page, 'light').analyze();
  expect(
    violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    what,
  ).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });
// Online round trips: a service worker installing (precaching the app) would only cost time.
test.use({ serviceWorkers: 'block' });

for (const width of [390, 1280] as const) {
  test(`the hall plan refuses an overlap (${width} px): the editor and the outbox name the course, de and en`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    const admin = await apiLogin(request, USERS.admin);
    const { venue, holder, mine } = await world(request, admin, `${width}-${Date.now()}`);
    const sentence =
      `Die Sportstätte „${venue.name}“ ist am Montag von ${HOLDING.start} bis ${HOLDING.end} ` +
      `belegt: ${holder.title}.`;

    // A department user adds a slot that overlaps the holder's in the same venue.
    const department = await loginInBrowser(page, USERS.department);
    await page.goto(`/de/account/angebot/${mine._id}`);
    await expect(page.getByRole('heading', { level: 1, name: mine.title })).toBeVisible();
    await addOverlappingSlot(page, venue.name);
    const refusal = page.getByTestId('time-slot-overlap');
    await expect(refusal).toContainText('Nicht gespeichert: Sportstätte belegt', {
      timeout: 20_000,
    });
    await expect(refusal).toContainText(sentence);
    await expect(refusal.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('flash-message').filter({ hasText: sentence })).toBeVisible();
    await expectNoViolations(page, `the refusal in the editor at ${width}px, de`);

    // The outbox shows the refusal on the row; the server never got the slot.
    await page.getByTestId('sync-indicator').click();
    const row = page.getByTestId('outbox-row');
    await expect(row).toHaveAttribute('data-status', 'rejected');
    await expect(row).toContainText('Montag 16:00–17:00');
    await expect(row.getByTestId('outbox-row-error')).toHaveText(sentence);
    await expectNoViolations(page, `the outbox dialog at ${width}px, de`);
    await page.getByRole('button', { name: 'Schließen' }).click();
    expect(await timesOf(request, department, mine._id)).toEqual([]);

    // In English the row still names the course that holds the venue.
    await page.goto(`/en/account/angebot/${mine._id}`);
    const english = page.getByTestId('time-slot-overlap');
    await expect(english).toContainText('Not saved: venue taken');
    await expect(english).toContainText(
      `The venue “${venue.name}” is already taken at that time: ${holder.title} (15:30–16:30).`,
    );
    await expectNoViolations(page, `the refusal in the editor at ${width}px, en`);

    // The public venues page leads to the venue's week, which shows the published course.
    await page.goto('/de/sportstaetten');
    await page.getByRole('link', { name: `Belegungsplan: ${venue.name}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Belegungsplan: ${venue.name}` }),
    ).toBeVisible();
    const monday = page.getByRole('list', { name: 'Montag' });
    await expect(monday).toContainText('15:30–16:30');
    await expect(monday.getByRole('link', { name: holder.title })).toHaveAttribute(
      'href',
      /^\/de\/abteilung\/Turnen#minis-/,
    );
    // Days as columns at 1280 px (a free day says so); a list by day on a phone.
    const sunday = page.getByTestId('week-plan-day').filter({ hasText: 'Sonntag' });
    if (width === 1280) {
      await expect(sunday).toContainText('Nicht belegt');
      const [mondayBox, tuesdayBox] = await Promise.all(
        ['Montag', 'Dienstag'].map((day) =>
          page.locator(`[data-testid="week-plan-day"][data-day="${day}"]`).boundingBox(),
        ),
      );
      expect(tuesdayBox!.x).toBeGreaterThan(mondayBox!.x);
      expect(tuesdayBox!.y).toBe(mondayBox!.y);
    } else {
      await expect(sunday).toBeHidden();
    }
  });
}

test('an admin saves an overlapping slot anyway, with a reason that goes to the audit log', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
  const admin = await apiLogin(request, USERS.admin);
  const { venue, holder, mine } = await world(request, admin, `admin-${Date.now()}`);

  await loginInBrowser(page, USERS.admin);
  await page.goto(`/de/account/angebot/${mine._id}`);
  await expect(page.getByRole('heading', { level: 1, name: mine.title })).toBeVisible();
  await addOverlappingSlot(page, venue.name);
  const refusal = page.getByTestId('time-slot-overlap');
  await expect(refusal).toContainText(`belegt: ${holder.title}.`, { timeout: 20_000 });
  await refusal.getByRole('button', { name: 'Trotzdem speichern: Montag 16:00–17:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trotz Überschneidung speichern?' });
  await expect(dialog).toContainText(`belegt: ${holder.title}.`);
  const reason = `Beide Gruppen teilen sich die Halle (${Date.now()}).`;
  await dialog.getByRole('textbox', { name: /^Begründung/ }).fill(reason);
  await expectNoViolations(page, 'the reason dialog');
  await dialog.getByTestId('time-slot-override-save').click();
  await expect(dialog).toBeHidden();
  await expect(refusal).toHaveCount(0, { timeout: 20_000 });

  await expect
    .poll(async () => (await timesOf(request, admin, mine._id)).map((t) => t.start))
    .toEqual(['16:00']);
  const audit = await dataOf<{ items: { action: string; details: { reason?: string } }[] }>(
    await request.get('/api/audit?action=slot.overlap', { headers: bearer(admin) }),
  );
  expect(audit.items.map((entry) => entry.details.reason)).toContain(reason);
});

test('the public hall plan works without JavaScript and has no axe violations (390 and 1280 px, light and dark, de and en)', async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await apiLogin(request, USERS.admin);
  const { venue, holder } = await world(request, admin, `public-${Date.now()}`);
  const path = `/sportstaetten/${venue._id}`;

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  const answer = await page.goto(`/de${path}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Montag' })).toContainText(holder.title);
  expect(
    (await page.goto('/de/sportstaetten/00000000-0000-4000-8000-000000000000'))?.status(),
  ).toBe(404);
  await noScript.close();

  await expectNoAxeViolations(browser, baseURL, `/de${path}`, 'week-plan', {
    also: [
      { path: `/en${path}`, ready: 'week-plan' },
      { path: '/de/sportstaetten', ready: 'venue-plan-link' },
    ],
  });
});
