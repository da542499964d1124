import { cp, mkdtemp, rm, symlink, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { USERS, apiLogin, loginInBrowser } from '@/support/api';
import { waitForServiceWorkerControl } from '@/support/network';
import { DATA_ROOT, startAppServer, type AppServer } from '@/support/server';
import { test } from '@/support/test';

const FRONTEND = join(__dirname, '..', '..', '..', 'frontend');

/** The waiting service worker's script, or null when no new version waits. */
const waitingWorker = (page: Page) =>
  page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null,
  );

/**
 * A real second version: the test's own server serves a copy of the build, and the copy's
 * service worker script changes while the page is open (as a deploy changes it). The browser
 * installs the new worker, which waits (registerType 'prompt') and the app offers the reload.
 */
test('a new version waits while an edit is unsynced, and reloads only once it is sent', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const root = await mkdtemp(join(DATA_ROOT, 'build-'));
  const dist = join(root, 'dist');
  await cp(join(FRONTEND, 'dist'), dist, { recursive: true });
  await symlink(join(FRONTEND, 'dist-server'), join(root, 'dist-server'));
  let server: AppServer | null = null;
  let context: BrowserContext | null = null;
  try {
    server = await startAppServer({ staticDir: dist });
    context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await loginInBrowser(page, USERS.course);
    await page.goto('/de/account/news');
    await expect(page.getByTestId('news-create')).toBeVisible();
    await waitForServiceWorkerControl(page);

    // A news item whose sending is held: the edit is on the device and not yet on the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/news', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const title = `Neue Version ${Date.now()}`;
    await page.getByTestId('news-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Text/ }).fill('Gesendet erst nach dem Halten.');
    await dialog.getByTestId('news-save').click();
    const card = page.getByTestId('news-item').filter({ hasText: title });
    await expect(card.getByTestId('news-unsynced')).toBeVisible();

    // The deploy: a changed service worker script (its precompressed copies go with it).
    const sw = join(dist, 'sw.js');
    await writeFile(sw, `${await readFile(sw, 'utf8')}\n// version 2\n`);
    await rm(`${sw}.br`);
    await rm(`${sw}.gz`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Neue Version verfügbar', { timeout: 30_000 });
    await expect.poll(() => waitingWorker(page)).toMatch(/\/sw\.js$/);

    // "Neu laden" with the edit unsent: the page stays, says why, and the new worker waits.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await prompt.getByRole('button', { name: 'Neu laden' }).click();
    await expect(prompt).toContainText(
      'Erst nach dem Synchronisieren: 1 Änderung ist noch nicht gesendet.',
    );
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await waitingWorker(page)).toMatch(/\/sw\.js$/);

    // Sent: now the reload happens, and the new version controls the page.
    release();
    await expect(card.getByTestId('news-unsynced')).toHaveCount(0, { timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Neu laden' }).click();
    await reloaded;
    await expect(page.getByTestId('news-create')).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await expect.poll(() => waitingWorker(page)).toBeNull();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    // The item reached the server once.
    const listed = await page.request.get('/api/news?page=1&limit=100', {
      headers: { Authorization: `Bearer ${(await apiLogin(page.request, USERS.course)).token}` },
    });
    const items = ((await listed.json()) as { data: { items: { title: string }[] } }).data.items;
    expect(items.filter((n) => n.title === title)).toHaveLength(1);
  } finally {
    await context?.close();
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  }
});
