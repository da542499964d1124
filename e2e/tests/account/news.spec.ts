import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerReady } from '@/support/network';
import { test } from '@/support/test';

interface StaffNews {
  _id: string;
  title: string;
  text: string;
  info: string;
  photoURL: string | null;
}

async function newsOnServer(request: APIRequestContext, session: Session): Promise<StaffNews[]> {
  const response = await request.get('/api/news?page=1&limit=100', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: StaffNews[] } }).data.items;
}

test('a trainer writes a news item offline, reloads, and it reaches the server once; edits it offline with an image; then deletes it', async ({
  context,
  page,
  request,
}) => {
  const title = `Hallenfest ${Date.now()}`;
  const session = await apiLogin(request, USERS.course);
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await waitForServiceWorkerReady(page);

  await goOffline(context);
  await page.getByTestId('news-create').click();
  // Save stays off while the form is invalid (spec section 5); the field says why.
  await expect(page.getByTestId('news-save')).toBeDisabled();
  await page.getByRole('textbox', { name: /Titel/ }).fill('Fe');
  await expect(page.getByText('Bitte gib mindestens 3 Zeichen ein.')).toBeVisible();
  await expect(page.getByTestId('news-save')).toBeDisabled();
  await page.getByRole('textbox', { name: /Titel/ }).fill(title);
  await page.getByRole('textbox', { name: /^Text/ }).fill('Am Samstag feiern wir in der Halle.');
  await page.getByTestId('news-save').click();
  const card = page.getByTestId('news-item').filter({ hasText: title });
  await expect(card.getByTestId('news-unsynced')).toBeVisible();

  // A reload offline: the shell from the service worker, the item from IndexedDB.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(card.getByTestId('news-unsynced')).toBeVisible();

  await goOnline(context);
  await expect(card.getByTestId('news-unsynced')).toHaveCount(0);
  const made = (await newsOnServer(request, session)).filter((n) => n.title === title);
  expect(made).toMatchObject([{ text: 'Am Samstag feiern wir in der Halle.' }]);
  const publicNews = (await (await request.get('/public/news')).json()) as {
    data: { title: string }[];
  };
  expect(publicNews.data.map((n) => n.title)).toContain(title);

  // Edit offline: a new title and an image; both go once the device is back online.
  await goOffline(context);
  const edited = `${title} (verschoben)`;
  await card.getByTestId('news-edit').click();
  await page.getByRole('textbox', { name: /Titel/ }).fill(edited);
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByTestId('news-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const editedCard = page.getByTestId('news-item').filter({ hasText: edited });
  await expect(editedCard.getByTestId('news-unsynced')).toBeVisible();
  await expect(editedCard.locator('img')).toBeVisible();
  await goOnline(context);
  await expect(editedCard.getByTestId('news-unsynced')).toHaveCount(0, { timeout: 20_000 });
  const after = (await newsOnServer(request, session)).filter((n) => n.title === edited);
  expect(after).toHaveLength(1);
  expect(after[0]!.photoURL).toMatch(/^\/uploads\//);
  const feed = (await (await request.get('/public/news')).json()) as {
    data: { title: string; photoURL: string | null }[];
  };
  expect(feed.data.find((n) => n.title === edited)?.photoURL).toBe(after[0]!.photoURL);

  // Delete, after a confirmation naming it.
  await editedCard.getByTestId('news-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(edited);
  await dialog.getByTestId('confirm-dialog-confirm').click();
  await expect(editedCard).toHaveCount(0);
  await expect
    .poll(async () => (await newsOnServer(request, session)).some((n) => n.title === edited))
    .toBe(false);
});

test('the news screen has no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/news', 'news-create', {
    login: USERS.course,
  });
});
