import { expect, type Locator, type Page } from '@playwright/test';
import { gotoReady, holdApp } from '@/support/network';
import { test } from '@/support/test';

// The home page's blog carousel (frontend features/home/components/BlogCarousel.tsx): a
// horizontal scroll container with mandatory snapping that works without JavaScript (a swipe,
// the arrow keys, its dots are links to the slides), whose arrows turn it by one slide before
// the app runs (backend src/pages/early-controls/carousel.ts) and with it.

test.use({ serviceWorkers: 'block' });

const slide = (page: Page, n: number) => page.locator(`#slide-${n}`);

/** Slide n fills the carousel: it is the one in view (all of it) and the others are not. */
async function expectShown(page: Page, n: number): Promise<void> {
  await expect(slide(page, n)).toBeInViewport({ ratio: 0.95 });
  const others = await page.getByTestId('carousel-slide').count();
  for (let i = 1; i <= others; i++) {
    if (i !== n) await expect(slide(page, i)).not.toBeInViewport({ ratio: 0.5 });
  }
}

/** The dot marked current is the n-th, and it is the only one. */
async function expectDot(page: Page, n: number): Promise<void> {
  const dots = page.getByTestId('carousel-dot');
  await expect(dots.nth(n - 1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-testid="carousel-dot"][aria-current]')).toHaveCount(1);
}

/** How far the track is scrolled, in slide widths. */
function position(track: Locator): Promise<number> {
  return track.evaluate((t) => t.scrollLeft / t.clientWidth);
}

test.describe('the blog carousel', () => {
  test('without JavaScript: every slide is reachable by its dot, a key or a swipe', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/de/');
    const count = await page.getByTestId('carousel-slide').count();
    expect(count).toBeGreaterThan(2);
    await slide(page, 1).scrollIntoViewIfNeeded();
    await expectShown(page, 1);
    // The arrows and the pause would need the script: hidden (`@media (scripting: none)`).
    await expect(page.getByTestId('carousel-next')).toBeHidden();
    await expect(page.getByTestId('carousel-prev')).toBeHidden();
    await expect(page.getByTestId('carousel-toggle')).toBeHidden();

    // The dots are links to the slides: the browser scrolls the carousel to each.
    for (let n = count; n >= 1; n--) {
      await page
        .getByTestId('carousel-dot')
        .nth(n - 1)
        .click();
      await expect(page).toHaveURL(new RegExp(`#slide-${n}$`));
      await expectShown(page, n);
    }

    // The focusable track turns with the arrow keys, one slide at a time (snapping).
    const track = page.getByTestId('carousel-track');
    await expect(track).toHaveAttribute('tabindex', '0');
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 2);

    // A sideways swipe (a horizontal wheel here) snaps to the next slide.
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expectShown(page, 3);
    await context.close();
  });

  test('before the app runs: the arrows turn it by one slide at once, the dots follow', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdApp(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    const notStarted = () => expect(page.locator('html[data-ready]')).toHaveCount(0);
    const track = page.getByTestId('carousel-track');
    await page.getByTestId('blog-carousel').scrollIntoViewIfNeeded();
    await expectDot(page, 1);

    await page.getByTestId('carousel-next').click();
    await expectShown(page, 2);
    await expectDot(page, 2);
    expect(await position(track)).toBe(1);
    // The container turned, not the page: no jump to the slide's anchor.
    await expect(page).not.toHaveURL(/#slide-/);
    await notStarted();

    // Two taps in a row go two slides on, even while the first turn is still under way.
    await page.getByTestId('carousel-next').click();
    await page.getByTestId('carousel-next').click();
    await expectShown(page, 4);
    await expectDot(page, 4);
    await page.getByTestId('carousel-prev').click();
    await expectShown(page, 3);
    await page.getByTestId('carousel-dot').nth(0).click();
    await expectShown(page, 1);
    await page.getByTestId('carousel-prev').click();
    const count = await page.getByTestId('carousel-slide').count();
    await expectShown(page, count);
    await expectDot(page, count);
    await page.getByTestId('carousel-next').click();
    await expectShown(page, 1);
    await page.getByTestId('carousel-next').click();
    await page.getByTestId('carousel-next').click();
    await expectShown(page, 3);
    await expectDot(page, 3);
    await notStarted();

    // The app takes over where the carousel is: its dots agree with the DOM (no stale mark from
    // the early part), and its arrows go on from there.
    release();
    await page.locator('html[data-ready="true"]').waitFor();
    await expectDot(page, 3);
    await page.getByTestId('carousel-next').click();
    await expectShown(page, 4);
    await expectDot(page, 4);
    await expect(page.getByTestId('carousel-next')).toHaveAttribute('href', '#slide-5');
    await page.getByTestId('carousel-dot').nth(1).click();
    await expectShown(page, 2);
    await expectDot(page, 2);
    expect(errors).toEqual([]);
  });

  test('before the app runs, with reduced motion: a tap jumps to the next slide', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await holdApp(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    const track = page.getByTestId('carousel-track');
    await page.getByTestId('carousel-next').click();
    // No animation: the position is the next slide's in the same task as the tap.
    expect(await position(track)).toBe(1);
    // Turned by the early part, not by the browser following the link.
    await expect(page).not.toHaveURL(/#slide-/);
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`with the app at ${width} px: the arrows, dots and a swipe stay in sync`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/de/');
      await page.getByTestId('blog-carousel').scrollIntoViewIfNeeded();
      const track = page.getByTestId('carousel-track');
      await expectDot(page, 1);
      await page.getByTestId('carousel-next').click();
      await expectShown(page, 2);
      await expectDot(page, 2);
      // The smooth scroll ends on the slide exactly (read before its last frame, it is 0.998…).
      await expect.poll(() => position(track)).toBe(1);
      await expect(page.getByTestId('carousel-prev')).toHaveAttribute('href', '#slide-1');
      await page.getByTestId('carousel-dot').nth(3).click();
      await expectShown(page, 4);
      await expectDot(page, 4);
      await page.getByTestId('carousel-prev').click();
      await expectShown(page, 3);
      await expectDot(page, 3);
      // A swipe: the dots follow the scroll position.
      await track.evaluate((t) => t.scrollBy({ left: t.clientWidth, behavior: 'instant' }));
      await expectShown(page, 4);
      await expectDot(page, 4);
      // The page stayed where it was: only the carousel scrolled.
      await expect(page).not.toHaveURL(/#slide-/);
    });
  }
});
