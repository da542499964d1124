import { gotoReady, recordPageViews } from '@/support/network';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@/support/axe';
import { findMail } from '@/support/mail';
import { test } from '@/support/test';

interface Item {
  _id: string;
  title: string;
}

async function publicList<T = Item>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

async function top(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!.y;
}

test.describe('the start page', () => {
  test('shows its sections in the order of the spec, with the demo content', async ({ page }) => {
    const [posts, news, workshops, sponsors] = await Promise.all([
      publicList(page, '/public/blogPosts/1'),
      publicList(page, '/public/news'),
      publicList(page, '/public/workshops'),
      publicList(page, '/public/sponsors/homepage'),
    ]);
    await gotoReady(page, '/de/');
    await expect(page.getByTestId('course-card').first()).toBeVisible();

    const order = [
      '[data-testid="fsj-teaser"]',
      '[data-testid="blog-carousel"]',
      '[data-testid="news-feed"]',
      '#offers',
      '#workshops',
      '#blogposts',
      '#sponsors',
      '#contact',
    ];
    // One column at a phone's width: each section starts below the one before.
    await page.setViewportSize({ width: 390, height: 900 });
    const tops = [];
    for (const selector of order) tops.push(await top(page, selector));
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);

    await expect(page.getByTestId('carousel-slide')).toHaveCount(Math.min(5, posts.length));
    await expect(page.getByTestId('news-item')).toHaveCount(news.length);
    await expect(page.getByTestId('workshop-card')).toHaveCount(workshops.length);
    await expect(page.locator('#blogposts').getByTestId('post-card')).toHaveCount(posts.length);
    await expect(page.getByTestId('sponsor-card')).toHaveCount(sponsors.length);
    expect(sponsors.length).toBeGreaterThan(0);

    // The sections below the first screen are laid out only near the viewport; the first are not.
    const visibility = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element.parentElement!).contentVisibility);
    for (const selector of order.slice(3))
      expect(await visibility(selector), selector).toBe('auto');
    expect(await visibility('[data-testid="blog-carousel"]')).not.toBe('auto');

    // Workshop cards alternate: reversed at 0, 3, 4, …
    const reversed = await page
      .getByTestId('workshop-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-reversed')));
    expect(reversed).toEqual(reversed.map((_, i) => String(i % 4 === 0 || i % 4 === 3)));

    // The news feed is at most 400 px wide (1280 px layout).
    await page.setViewportSize({ width: 1280, height: 900 });
    const feed = await page.getByTestId('news-feed').boundingBox();
    expect(feed!.width).toBeLessThanOrEqual(400);

    await expect(page.getByTestId('office-hours')).toContainText('Dienstag');
    await expect(page.getByTestId('office-hours')).toContainText('15:30–17:30 Uhr');
    await expect(page.getByTestId('office-hours')).toContainText('10:00–12:00 Uhr');
    await expect(page.getByTestId('child-welfare')).toContainText('Miriam Adler');

    // A sponsor opens in a new tab without giving it the opener.
    const visit = page.getByTestId('sponsor-card').first().getByRole('link');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
  });

  test('starts the app on the first intent, not while the visitor only reads', async ({
    browser,
    baseURL,
  }) => {
    // No service worker: it would answer the scripts from its cache.
    const context = await browser.newContext({ serviceWorkers: 'block', baseURL });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(request.url());
    });
    const views = await recordPageViews(page);
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A second after load: nothing of the app was requested, the page is plain HTML.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(scripts).toEqual([]);
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    // The view was counted at once, by the page itself.
    await expect.poll(views).toEqual(['/de/']);

    await page.mouse.move(200, 300);
    await page.locator('html[data-ready="true"]').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    // The app does not count the same view again.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await views()).toEqual(['/de/']);
    await context.close();
  });

  test('starts the app by itself on a page nobody touches', async ({ page }) => {
    await page.goto('/de/impressum');
    // IDLE_START_MS (5 s) after load, then the start itself.
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 20_000 });
  });

  test('the menus, the settings and the phone drawer work before the app has started', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => {
      // The app's entry script never arrives: all of this is the server's HTML.
    });
    await page.goto('/de/impressum');
    await page.getByTestId('nav-workshops').click();
    const workshops = page.getByTestId('nav-workshops-menu');
    // Exact: a spec before this one on the worker's server may have added "Faszientraining …".
    await expect(
      workshops.getByRole('link', { name: 'Faszientraining', exact: true }),
    ).toBeVisible();
    // The browser's own popover: not held back for the app, no progress bar.
    await expect(page.locator('html[data-starting]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(workshops).toBeHidden();

    await page.getByTestId('settings-dial').click();
    await expect(page.getByTestId('settings-menu').getByRole('link')).toHaveText([
      'Deutsch',
      'English',
    ]);
    await page.keyboard.press('Escape');

    await page.getByTestId('nav-departments').click();
    await page
      .getByTestId('nav-departments-menu')
      .getByRole('link', { name: 'Abteilung Turnen' })
      .click();
    await expect(page).toHaveURL('/de/abteilung/Turnen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abteilung Turnen');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('nav-menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.getByRole('link', { name: 'Volkslauf' }).click();
    await expect(page).toHaveURL('/de/volkslauf');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
  });

  test('the theme button answers at once before the app has started, and once only', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/de/impressum');
    // The app's entry script is held back: this click reaches plain HTML, whose own script
    // (backend early-controls/theme.ts) answers it; the app is not waited for.
    await page.getByTestId('settings-dial').click();
    const dark = page.getByTestId('settings-dark');
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    await expect(page.locator('html[data-starting]')).toHaveCount(0);
    await expect(dark).not.toHaveAttribute('data-vh-pending', '');
    release();
    await page.locator('html[data-ready="true"]').waitFor();
    // Pressed once, not twice (a second press would turn the dark theme off again).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('takes over the style rules of the server HTML without adding them again', async ({
    page,
  }) => {
    await gotoReady(page, '/de/');
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')].flatMap(
        (element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    );
    expect(rules.length).toBeGreaterThan(500);
    // A rule the browser did not know the server had sent would be appended a second time.
    expect(rules.length - new Set(rules).size).toBe(0);
    const marked = await page.locator('style[data-make-styles-bucket][data-vh-rule-break]').count();
    expect(marked).toBeGreaterThan(10);
  });

  test('opens the anchors of the sections', async ({ page }) => {
    await gotoReady(page, '/de/#sponsors');
    await expect(page.getByTestId('sponsor-card').first()).toBeVisible();
    await gotoReady(page, '/de/#contact');
    await expect(page.getByTestId('contact-form')).toBeInViewport();
  });

  test('opens each news item of the RSS feed and of the feed on its own page, in full', async ({
    page,
  }) => {
    const feed = await (await page.request.get('/feed/news.xml')).text();
    const items = [
      ...feed.matchAll(/<item>[\s\S]*?<title>(.*?)<\/title>[\s\S]*?<link>(.*?)<\/link>/g),
    ];
    expect(items.length).toBeGreaterThan(1);
    const [, title, link] = items[items.length - 1]!;
    const url = new URL(link!);
    expect(url.pathname).toMatch(/^\/de\/news\/[0-9a-f-]{36}$/);
    const heading = title!.replace(/&amp;/g, '&');
    // The start page's feed leads there too: its text is clamped, the page has it all.
    await gotoReady(page, '/de/');
    const item = page.getByTestId('news-item').filter({ hasText: heading });
    await item.getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${url.pathname}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const text = page.getByTestId('news-text');
    const box = (await text.boundingBox())!;
    expect(await text.evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(Math.ceil(box.height));
    // The anchors of the start page's items stay (links of older feeds).
    const html = await (await page.request.get('/de/')).text();
    expect(html).toContain(`id="news-${url.pathname.split('/').pop()}"`);
  });

  test('lets the carousel be turned with the keyboard', async ({ page }) => {
    const posts = await publicList(page, '/public/blogPosts/1');
    await gotoReady(page, '/de/');
    const carousel = page.getByTestId('blog-carousel');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    // The slide in view is the one whose dot is current (every slide is in the scroll container).
    const shown = async (title: string) => {
      const slide = carousel.getByTestId('carousel-slide').filter({ hasText: title });
      await expect(slide).toBeInViewport({ ratio: 0.95 });
      const index = await carousel
        .getByTestId('carousel-slide')
        .evaluateAll((slides, t) => slides.findIndex((s) => s.textContent?.includes(t)), title);
      await expect(page.getByTestId('carousel-dot').nth(index)).toHaveAttribute(
        'aria-current',
        'true',
      );
    };
    await carousel.scrollIntoViewIfNeeded();
    await shown(posts[0]!.title);

    await page.getByTestId('carousel-next').focus();
    await page.keyboard.press('Enter');
    await shown(posts[1]!.title);
    // Back over the dots to the previous button.
    const dots = await page.getByTestId('carousel-dot').count();
    for (let i = 0; i <= dots; i++) await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('carousel-prev')).toBeFocused();
    await page.keyboard.press('Space');
    await shown(posts[0]!.title);
    await page.getByTestId('carousel-dot').nth(2).focus();
    await page.keyboard.press('Enter');
    await shown(posts[2]!.title);
    // The scroll container itself turns with the arrow keys, once the dot's smooth scroll has
    // ended on its slide (a key pressed while it runs is part of that scroll).
    const track = page.getByTestId('carousel-track');
    await expect.poll(() => track.evaluate((t) => t.scrollLeft / t.clientWidth)).toBe(2);
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await shown(posts[3]!.title);
  });

  test('sends the contact form as a mail to the office', async ({ page }) => {
    const token = `E2E-${Date.now()}`;
    await gotoReady(page, '/de/');
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await page.getByTestId('contact-name').fill('Erika Mustermann');
    await page.getByTestId('contact-email').fill('erika@example.de');
    await page.getByTestId('contact-subject').fill(`Probetraining ${token}`);
    await page.getByTestId('contact-message').fill(`Darf meine Tochter einmal mitturnen? ${token}`);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('flash-message').filter({ hasText: 'Danke' })).toHaveAttribute(
      'data-intent',
      'success',
    );
    await expect(page.getByTestId('contact-name')).toHaveValue('');

    // Without SMTP_URL the server writes each mail as an .eml file into <DATA_DIR>/mail.
    await expect
      .poll(async () => (await findMail(token)) ?? '', { timeout: 20_000 })
      .toContain(token);
    const mail = (await findMail(token))!;
    expect(mail).toMatch(/^Subject: .*Probetraining/m);
    expect(mail).toContain('erika@example.de');
  });

  test('sends a contact form filled and sent before the app had started, with what was typed', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const sent = page.waitForRequest('**/public/emailRequest');
    await page.goto('/de/');
    // The app's entry script is held back: all of this reaches plain HTML.
    await page.getByTestId('contact-name').fill('Erika Mustermann');
    await page.getByTestId('contact-email').fill('erika@example.de');
    await page.getByTestId('contact-subject').fill('Probetraining');
    await page.getByTestId('contact-message').fill('Darf meine Tochter einmal mitturnen?');
    await page.getByTestId('contact-submit').click();
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    release();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Probetraining',
      message: 'Darf meine Tochter einmal mitturnen?',
    });
    await expect(page.getByTestId('flash-message').filter({ hasText: 'Danke' })).toBeVisible();
  });

  test('warns and keeps the typed text when the contact mail cannot be sent', async ({ page }) => {
    await gotoReady(page, '/de/');
    await page.route('**/public/emailRequest', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('contact-name').fill('Erika Mustermann');
    await page.getByTestId('contact-email').fill('erika@example.de');
    await page.getByTestId('contact-subject').fill('Probetraining');
    await page.getByTestId('contact-message').fill('Darf meine Tochter einmal mitturnen?');
    await page.getByTestId('contact-submit').click();
    const warning = page.getByTestId('flash-message').filter({ hasText: 'nicht gesendet' });
    await expect(warning).toHaveAttribute('data-intent', 'warning');
    await expect(page.getByTestId('contact-message')).toHaveValue(
      'Darf meine Tochter einmal mitturnen?',
    );
    await expect(page.getByTestId('contact-submit')).toBeEnabled();
  });

  test('checks the contact form before sending', async ({ page }) => {
    let sent = false;
    await page.route('**/public/emailRequest', (route) => {
      sent = true;
      return route.abort();
    });
    await gotoReady(page, '/de/');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Dieses Feld wird benötigt.')).toHaveCount(4);
    await expect(page.getByTestId('contact-name')).toBeFocused();
    await page.getByTestId('contact-email').fill('erika@');
    await page.getByTestId('contact-email').blur();
    await expect(page.getByText('E-mail muss korrekt sein.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('has no axe violations at 390 and 1280 px, light and dark', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    await expectNoAxeViolations(browser, baseURL, '/de/', 'news-item');
  });
});
