import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, loginInBrowser, type Session } from '@/support/api';
import { axeFor, expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { test } from '@/support/test';

interface StaffPost {
  _id: string;
  title: string;
  text: string;
  photoURL: string | null;
  blocked: boolean;
  social_media: Record<string, string>;
}

async function postsOnServer(request: APIRequestContext, session: Session): Promise<StaffPost[]> {
  const response = await request.get('/api/blogPost?page=1&limit=100', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: StaffPost[] } }).data.items;
}

const card = (page: Page, title: string) =>
  page.getByTestId('post-card').filter({ hasText: title });

async function menuOf(page: Page, title: string): Promise<string[]> {
  await card(page, title).getByTestId('post-actions').click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('a trainer writes a post with an image offline, edits it before it syncs, reloads: it reaches the server once', async ({
  context,
  page,
  request,
}) => {
  const title = `Kreismeisterschaft ${Date.now()}`;
  const session = await apiLogin(request, USERS.course);
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/beiträge');
  await expect(page.getByRole('heading', { level: 1, name: 'Beiträge' })).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  await goOffline(context);
  await page.getByTestId('post-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
  const editor = dialog.getByRole('textbox', { name: /^Text/ });
  await editor.click();
  await page.keyboard.type('Drei Titel für unsere Turnerinnen.');
  await dialog.getByRole('button', { name: 'Fett' }).click();
  await page.keyboard.type(' Glückwunsch!');
  await dialog.getByRole('textbox', { name: 'Instagram' }).fill('http://insta.example');
  // Save stays off while a rule fails (spec section 5); the field says why.
  await expect(
    dialog.getByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
  ).toBeVisible();
  await expect(dialog.getByTestId('post-save')).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/tus');
  await dialog.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
  await dialog.getByTestId('post-save').click();
  // The dialog closes once the post and its image are stored on the device.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, title).getByTestId('post-unsynced')).toBeVisible();

  // Edited again before it ever synced.
  await card(page, title).getByTestId('post-actions').click();
  await page.getByTestId('post-edit').click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Titel/ }).fill(`${title} (Update)`);
  await page.getByRole('dialog').getByTestId('post-save').click();
  const updated = `${title} (Update)`;
  await expect(card(page, updated).getByTestId('post-unsynced')).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(card(page, updated).getByTestId('post-unsynced')).toBeVisible();

  await goOnline(context);
  await expect(card(page, updated).getByTestId('post-unsynced')).toHaveCount(0, {
    timeout: 20_000,
  });
  const made = (await postsOnServer(request, session)).filter((p) => p.title.startsWith(title));
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({
    title: updated,
    social_media: { instagram: 'https://instagram.com/tus' },
  });
  expect(made[0]!.text).toContain('<strong> Glückwunsch!</strong>');
  expect(made[0]!.photoURL).toMatch(/^\/uploads\//);
  await expect(card(page, updated).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  // Once on the server, the card loads the rendition its width needs, not the upload.
  await expect(card(page, updated).locator('img')).toHaveAttribute('srcset', /-640\.webp 640w/);
});

test('an image the server refuses after it went out is named on the field of the reopened form; another one replaces it', async ({
  context,
  page,
  request,
}) => {
  const title = `Hallenfest ${Date.now()}`;
  const session = await apiLogin(request, USERS.course);
  const created = await request.post('/api/blogPost', {
    headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { title, text: '<p>Alle sind eingeladen.</p>' },
  });
  expect(created.status()).toBe(201);
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/beiträge');
  await expect(card(page, title)).toBeVisible();
  await waitForServiceWorkerControl(page);

  // A PNG by its first bytes (the field takes it), but no picture behind them: only the
  // server's decoder finds out, when the device is back online.
  const broken = {
    name: 'kaputt.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([TEST_PNG.buffer.subarray(0, 8), Buffer.alloc(64, 0x2a)]),
  };
  await goOffline(context);
  await card(page, title).getByTestId('post-actions').click();
  await page.getByTestId('post-edit').click();
  await page.getByRole('dialog').getByTestId('image-input').setInputFiles(broken);
  await page.getByRole('dialog').getByTestId('post-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await goOnline(context);
  await expect(card(page, title).getByTestId('post-rejected')).toBeVisible({ timeout: 20_000 });

  await card(page, title).getByTestId('post-actions').click();
  await page.getByTestId('post-edit').click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      'Das Bild wurde nicht angenommen: Das Bild konnte nicht gelesen werden. Bitte wähle eine andere Datei.',
    ),
  ).toBeVisible();
  await expect(dialog.getByTestId('image-preview')).toHaveCount(0);
  await dialog.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(dialog.getByText(/nicht angenommen/)).toHaveCount(0);
  await dialog.getByTestId('post-save').click();
  await expect(card(page, title).getByTestId('post-rejected')).toHaveCount(0);
  await expect(card(page, title).getByTestId('post-unsynced')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await postsOnServer(request, session)).find((p) => p.title === title))
    .toMatchObject({ photoURL: expect.stringMatching(/^\/uploads\//) as unknown });
  // Nothing is left in the outbox: the refused row went with the new pick.
  await expect(page.getByText(/nicht synchronisiert/)).toHaveCount(0);
});

test('the action menu follows the permissions; an admin blocks (marker names who) and deletes', async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Vereinsfest ${Date.now()}`;
  const admin = await apiLogin(request, USERS.admin);
  const created = await request.post('/api/blogPost', {
    headers: { Authorization: `Bearer ${admin.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { title, text: '<p>Alle sind eingeladen.</p>' },
  });
  expect(created.status()).toBe(201);

  // Each role lists the posts it may see (a trainer: their own); the menu of the first one.
  const as = async (email: string, show = title) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await loginInBrowser(page, email);
    await page.goto('/de/account/beiträge');
    await expect(show ? card(page, show) : page.getByTestId('post-card').first()).toBeVisible();
    return { context, page };
  };
  const firstMenu = async (page: Page) => {
    await page.getByTestId('post-actions').first().click();
    const items = await page.getByRole('menuitem').allTextContents();
    await page.keyboard.press('Escape');
    return items;
  };

  const trainer = await as(USERS.course, '');
  expect(await firstMenu(trainer.page)).toEqual(['Bearbeiten']);
  await trainer.context.close();
  const department = await as(USERS.department, '');
  expect(await firstMenu(department.page)).toEqual(['Bearbeiten', 'Sperren']);
  await department.context.close();

  const { context, page } = await as(USERS.admin);
  expect(await menuOf(page, title)).toEqual(['Bearbeiten', 'Sperren', 'Löschen']);
  await card(page, title).getByTestId('post-actions').click();
  await page.getByTestId('post-block').click();
  await expect(card(page, title).getByTestId('post-blocked')).toHaveText(
    `Gesperrt von ${admin.user.fullname}`,
  );
  await card(page, title).getByTestId('post-actions').click();
  await page.getByTestId('post-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(title);
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(card(page, title)).toHaveCount(0);
  await expect
    .poll(async () => (await postsOnServer(request, admin)).some((p) => p.title === title))
    .toBe(false);
  await context.close();
});

test('past the server’s first page, the posts screen says how many are here and loads the older ones', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, USERS.admin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const before = (await postsOnServer(request, admin)).length;
  const made: string[] = [];
  try {
    // More posts than one page of 100 holds; the first one made is the oldest.
    for (let i = 0; made.length + before <= 105; i += 1) {
      const response = await request.post('/api/blogPost', {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { title: `Archiv ${i} ${Date.now()}`, text: '<p>Aus dem Vereinsleben.</p>' },
      });
      expect(response.status()).toBe(201);
      made.push(((await response.json()) as { data: StaffPost }).data._id);
    }
    const total = before + made.length;
    await loginInBrowser(page, USERS.admin);
    await page.goto('/de/account/beiträge');
    const more = page.getByTestId('load-more');
    await expect(more).toContainText(`100 von ${total} geladen`);
    await expect(page.getByTestId('post-card')).toHaveCount(100);
    const { violations } = await axeFor(page, 'light')
      .include('[data-testid="load-more"]')
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await more.getByRole('button', { name: 'Ältere Beiträge laden' }).click();
    await expect(page.getByTestId('post-card')).toHaveCount(total);
    // Everything is here: the line that says so takes the focus from the button that went.
    await expect(more).toHaveText(`Alle ${total} geladen.`);
    await expect(more.getByRole('status')).toBeFocused();
  } finally {
    for (const id of made) await request.delete(`/api/blogPost/${id}`, { headers });
  }
});

test('the posts screen has no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/beiträge', 'post-card', {
    login: USERS.admin,
  });
});
