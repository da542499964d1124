import { consoleErrors, holdApp } from '@/support/network';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeFor, THEMES, WIDTHS } from '@/support/axe';
import { test } from '@/support/test';

// The public controls that are plain HTML first (issue 24): the like button, the cookie notice,
// the theme and the language of the settings dial, the contact form. Without JavaScript each is
// a form or link the server answers; with JavaScript a plain script (backend
// src/pages/early-controls/) answers it at once, before the app has started, and the app takes
// over what it shows.

interface Post {
  _id: string;
  likes: number;
}

/** The like count as the page writes it: "1 Like", "2 Likes". */
const likes = (n: number) => `${n} ${n === 1 ? 'Like' : 'Likes'}`;

async function postAt(request: APIRequestContext, index: number): Promise<Post> {
  const posts = ((await (await request.get('/public/blogPosts/1')).json()) as { data: Post[] })
    .data;
  return posts[index]!;
}

async function likesOf(request: APIRequestContext, id: string): Promise<number> {
  const body = (await (await request.get(`/public/blogPostsId/${id}`)).json()) as { data: Post };
  return body.data.likes;
}

/** The `<html …>` start tag of the page the server answers to this browser (its cookies). */
async function htmlTag(page: Page, path: string): Promise<string> {
  return /<html[^>]*>/.exec(await (await page.request.get(path)).text())?.[0] ?? '';
}

const notStarted = (page: Page) => expect(page.locator('html[data-ready]')).toHaveCount(0);
const ready = (page: Page) => page.locator('html[data-ready="true"]').waitFor();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a like is posted and counted once per device; the post says so', async ({
    page,
    request,
  }) => {
    const post = await postAt(request, 4);
    const before = await likesOf(request, post._id);
    await page.goto(`/de/beitrag/${post._id}`);
    const like = page.getByTestId('post-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before));
    await like.click();
    await expect(page).toHaveURL(new RegExp(`/de/beitrag/${post._id}\\?like=danke#like$`));
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-like-note')).toHaveText('Danke für dein Like!');
    expect(await likesOf(request, post._id)).toBe(before + 1);
    // The device is the cookie the server gave the browser with its first like.
    const device = (await page.context().cookies()).find((c) => c.name === 'vh.deviceId');
    expect(device?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(device?.sameSite).toBe('Lax');

    // The same device again: not counted (one like per device, as with the app).
    await like.click();
    await expect(page).toHaveURL(/\?like=schon#like$/);
    await expect(page.getByTestId('post-like-note')).toHaveText(
      'Du hast diesen Beitrag schon geliked.',
    );
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before + 1));
    expect(await likesOf(request, post._id)).toBe(before + 1);
  });

  test('the cookie notice is accepted by a form and stays away on the next page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/de/impressum');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await page.getByTestId('cookie-accept').click();
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect(notice).toBeHidden();
    await page.goto('/de/blog');
    await expect(page.getByTestId('cookie-notice')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-cookies', 'accepted');

    // The cached page of another visitor still has its notice (the choice is per request).
    const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const stranger = await other.newPage();
    await stranger.goto('/de/blog');
    await expect(stranger.getByTestId('cookie-notice')).toBeVisible();
    await other.close();
  });

  test('the dark theme is chosen in the settings dial and holds on the next page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/de/impressum');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('settings-dial').click();
    await page.getByTestId('settings-dark').click();
    await expect(page).toHaveURL(/\/de\/impressum$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The page is painted dark: the theme's colours, not only the attribute.
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('color-scheme'),
    );
    expect(background).toBe('dark');
    await page.goto('/de/blog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The check mark of the dial and the toggle's state follow the theme.
    await page.getByTestId('settings-dial').click();
    await expect(page.getByTestId('settings-dark').locator('.vh-theme-check')).toBeVisible();
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'true');

    const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const stranger = await other.newPage();
    await stranger.goto('/de/blog');
    await expect(stranger.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await other.close();

    // And back to light.
    await page.getByTestId('settings-dark').click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'false');
  });

  test('the language is switched by a link to the same page in English', async ({ page }) => {
    await page.goto('/de/impressum');
    await page.getByTestId('settings-dial').click();
    await page.getByTestId('settings-menu').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/impressum');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the account sheet opens on a phone and leads to Login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/impressum');
    await page.getByTestId('account-sheet-button').click();
    const sheet = page.getByTestId('account-sheet');
    await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Konto-Menü schließen' }).click();
    await expect(sheet).toBeHidden();
    await page.getByTestId('account-sheet-button').click();
    await sheet.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/de/login');
  });
});

test.describe('with JavaScript, before the app has started', () => {
  test('a like answers at once, is sent once, and the app shows the same', async ({
    page,
    request,
  }) => {
    const post = await postAt(request, 5);
    const before = await likesOf(request, post._id);
    const errors = consoleErrors(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/public/like/')) sent += 1;
    });
    const release = await holdApp(page);
    await page.goto(`/de/beitrag/${post._id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before));
    const answer = page.waitForResponse((r) => r.url().includes('/public/like/'));
    // In the same task as the click: the button is pressed and the count is one more.
    const shown = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="post-like"]')!.click();
      return {
        pressed: document.querySelector('[data-testid="post-like"]')!.getAttribute('aria-pressed'),
        label: document.querySelector('[data-testid="post-like"]')!.textContent,
        count: document.querySelector('[data-testid="post-likes"]')!.textContent,
      };
    });
    expect(shown).toEqual({ pressed: 'true', label: 'Gefällt dir', count: likes(before + 1) });
    expect((await answer).ok()).toBe(true);
    await notStarted(page);
    expect(await likesOf(request, post._id)).toBe(before + 1);

    release();
    await ready(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-like')).toHaveText('Gefällt dir');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before + 1));
    // The app does not like it again: the button is pressed, and a press sends nothing.
    await page.getByTestId('post-like').click();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sent).toBe(1);
    expect(await likesOf(request, post._id)).toBe(before + 1);
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);

    // The next visit: pressed at once (the early script reads what this browser liked).
    const again = await holdApp(page);
    await page.goto(`/de/beitrag/${post._id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await notStarted(page);
    again();
  });

  test('a like refused before the app is taken back at once, and the app says so when it runs', async ({
    page,
    request,
  }) => {
    // The address has used its likes of this post today (three; like-limiter.ts): a real refusal.
    const post = await postAt(request, 7);
    for (let i = 0; i < 3; i += 1) {
      await request.post(`/public/like/${post._id}`, { data: { device_id: randomUUID() } });
    }
    const before = await likesOf(request, post._id);
    const release = await holdApp(page);
    await page.goto(`/de/beitrag/${post._id}`, { waitUntil: 'domcontentloaded' });
    const answer = page.waitForResponse((r) => r.url().includes('/public/like/'));
    await page.getByTestId('post-like').click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before));
    await notStarted(page);
    release();
    await ready(page);
    await expect(page.getByTestId('flash-message')).toHaveText(
      'Das Like konnte nicht gespeichert werden.',
    );
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
    expect(await likesOf(request, post._id)).toBe(before);

    // Refused after the app has taken the page over: the app takes it back and says so.
    const again = await holdApp(page);
    let reply!: () => void;
    const replied = new Promise<void>((resolve) => (reply = resolve));
    await page.route(`**/public/like/${post._id}`, async (route) => {
      await replied;
      await route.continue();
    });
    await page.goto(`/de/beitrag/${post._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('post-like').click();
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    again();
    await ready(page);
    await expect(page.getByTestId('flash-message')).toHaveCount(0);
    reply();
    await expect(page.getByTestId('flash-message')).toHaveText(
      'Das Like konnte nicht gespeichert werden.',
    );
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(before));
  });

  test('the same device id counts for the app and the page without JavaScript', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const post = await postAt(request, 6);
    const before = await likesOf(request, post._id);
    const release = await holdApp(page);
    await page.goto(`/de/beitrag/${post._id}`, { waitUntil: 'domcontentloaded' });
    const answer = page.waitForResponse((r) => r.url().includes('/public/like/'));
    await page.getByTestId('post-like').click();
    await answer;
    release();
    const cookies = await page.context().cookies();
    const device = cookies.find((c) => c.name === 'vh.deviceId')!;
    expect(await page.evaluate(() => localStorage.getItem('vh.deviceId'))).toBe(device.value);
    // The same browser without JavaScript (its cookies): the server knows the device.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await plain.addCookies(cookies);
    const noScript = await plain.newPage();
    await noScript.goto(`/de/beitrag/${post._id}`);
    await noScript.getByTestId('post-like').click();
    await expect(noScript.getByTestId('post-like-note')).toHaveText(
      'Du hast diesen Beitrag schon geliked.',
    );
    expect(await likesOf(request, post._id)).toBe(before + 1);
    await plain.close();
  });

  test('the cookie notice is hidden at once, and the server renders the next page without it', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const release = await holdApp(page);
    await page.goto('/de/impressum', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    const hidden = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="cookie-accept"]')!.click();
      return getComputedStyle(document.querySelector('[data-testid="cookie-notice"]')!).display;
    });
    expect(hidden).toBe('none');
    await notStarted(page);
    expect(await page.evaluate(() => localStorage.getItem('vh.cookies'))).toBe('accepted');
    expect(await page.evaluate(() => document.cookie)).toContain('vh.cookies=accepted');
    // The page did not go anywhere (no post).
    await expect(page).toHaveURL(/\/de\/impressum$/);
    release();
    await ready(page);
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    // The next page's HTML already hides it (the cookie), before any script.
    expect(await htmlTag(page, '/de/blog')).toBe('<html data-cookies="accepted" lang="de">');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('the theme turns dark at once, and the app and the server agree', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    await page.emulateMedia({ colorScheme: 'light' });
    const errors = consoleErrors(page);
    const release = await holdApp(page);
    await page.goto('/de/impressum', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('settings-dial').click();
    const theme = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="settings-dark"]')!.click();
      return {
        theme: document.documentElement.dataset.theme,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        pressed: document
          .querySelector('[data-testid="settings-dark"]')!
          .getAttribute('aria-pressed'),
      };
    });
    expect(theme).toEqual({ theme: 'dark', scheme: 'dark', pressed: 'true' });
    await notStarted(page);
    expect(await page.evaluate(() => localStorage.getItem('vh.theme'))).toBe('dark');
    expect(await page.evaluate(() => document.cookie)).toContain('vh.theme=dark');
    release();
    await ready(page);
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The server renders the next page dark for this browser (the cookie), before any script.
    expect(await htmlTag(page, '/de/blog')).toBe(
      '<html data-theme="dark" data-cookies="accepted" lang="de">',
    );

    // The app's own choice writes the cookie too.
    await page.getByTestId('settings-dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => document.cookie)).toContain('vh.theme=light');
    expect(await htmlTag(page, '/de/blog')).toBe('<html data-cookies="accepted" lang="de">');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('a page that loads dark (the system setting) shows the toggle pressed before the app', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdApp(page);
    await page.goto('/de/impressum', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'true');
    await notStarted(page);
    release();
    await ready(page);
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a choice made without JavaScript is what the app finds (the cookie wins)', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('vh.theme', 'light'));
    await context.addCookies([
      { name: 'vh.theme', value: 'dark', url: baseURL! },
      { name: 'vh.cookies', value: 'accepted', url: baseURL! },
    ]);
    await page.goto('/de/impressum');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Shift');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('vh.theme'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('vh.cookies'))).toBe('accepted');
  });
});

/** The changed states at 390 and 1280 px, light and dark: axe, and a screenshot to look at. */
async function sweep(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  path: string,
  prepare: (page: Page) => Promise<void>,
): Promise<void> {
  const dir = test.info().outputPath('shots');
  mkdirSync(dir, { recursive: true });
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        serviceWorkers: 'block',
        colorScheme: theme,
      });
      await context.addCookies([{ name: 'vh.theme', value: theme, url: baseURL! }]);
      const page = await context.newPage();
      await page.goto(path);
      await page.keyboard.press('Shift');
      await ready(page);
      await prepare(page);
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
      const result = await axeFor(page, theme).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        `${name} ${width} ${theme}`,
      ).toEqual([]);
      await context.close();
    }
  }
}

test('the changed controls have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const post = await postAt(request, 0);
  await sweep(browser, baseURL, 'post-liked', `/de/beitrag/${post._id}?like=danke`, async (p) => {
    // With the app, the address's `like` is not believed: this browser remembers the like.
    await p.evaluate((id) => localStorage.setItem('vh.likedPosts', JSON.stringify([id])), post._id);
    await p.reload();
    await p.keyboard.press('Shift');
    await ready(p);
    await p.getByTestId('post-like').scrollIntoViewIfNeeded();
    await expect(p.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
  });
  await sweep(browser, baseURL, 'cookie-notice', '/de/impressum', async (p) => {
    await expect(p.getByTestId('cookie-notice')).toBeVisible();
  });
  await sweep(browser, baseURL, 'settings-dial', '/de/impressum', async (p) => {
    await p.getByTestId('settings-dial').click();
    await expect(p.getByTestId('settings-dark')).toBeVisible();
  });
});
