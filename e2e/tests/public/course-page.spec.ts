import { expect } from '@playwright/test';
import { test } from '@/support/test';
import { holdApp } from '@/support/network';
import { expectNoAxeViolations } from '@/support/axe';

// Every course card leads to the course's page (issue 38), and the spec's department anchor
// (/de/abteilung/Turnen#kinderturnen%20minis) finds its course, also without JavaScript; a
// news item's page (linked from the start page's feed) is checked with axe here too.

const ANCHOR = '/de/abteilung/Turnen#kinderturnen%20minis';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('every card of the start page links to its course page, which has it all', async ({
    page,
  }) => {
    await page.goto('/de/?kurse=alle');
    const cards = page.getByTestId('course-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(20);
    await expect(page.getByTestId('course-link')).toHaveCount(count);
    await cards
      .filter({ hasText: 'Kinderturnen Minis' })
      .getByRole('link', { name: 'Kinderturnen Minis' })
      .click();
    await expect(page).toHaveURL(/\/de\/angebot\/kinderturnen-minis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kinderturnen Minis' })).toBeVisible();
    await expect(page.getByTestId('time-slot').first()).toContainText('15:30–16:30');
    await expect(
      page.getByTestId('course-places').getByRole('link', { name: /^Karte:/ }),
    ).toHaveCount(1);
    await page.getByRole('link', { name: 'Abteilung Turnen' }).click();
    await expect(page).toHaveURL(/\/de\/abteilung\/Turnen#kinderturnen-minis$/);
  });

  test("the spec's anchor with %20 stops at its course", async ({ page }) => {
    await page.goto(ANCHOR);
    const heading = page.getByRole('heading', { level: 2, name: 'Kinderturnen Minis' });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Below the top bar and the sticky list of courses, not under them.
    expect((await heading.boundingBox())!.y).toBeGreaterThan(100);
  });
});

test('with the app the anchor does not jump when the app takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdApp(page);
  await page.goto(ANCHOR);
  const heading = page.getByRole('heading', { level: 2, name: 'Kinderturnen Minis' });
  await expect(heading).toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  release();
  await page.keyboard.press('Shift');
  await page.locator('html[data-ready="true"]').waitFor();
  await expect(page).toHaveURL(/#kinderturnen-minis$/);
  // The app's own scroll to the section ends where the browser's stopped, give or take the
  // heading's place in its section (2000 ms eased, spec section 9).
  await page.waitForTimeout(2_500);
  const after = await page.evaluate(() => window.scrollY);
  expect(Math.abs(after - before)).toBeLessThan(120);
  await expect(heading).toBeInViewport();
});

test('the course and news pages have no axe violations, de and en, 390 and 1280, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  const news = (await (await request.get('/public/news')).json()).data as { _id: string }[];
  await expectNoAxeViolations(browser, baseURL, '/de/angebot/kinderturnen-minis', 'course-page', {
    also: [
      { path: '/en/angebot/kinderturnen-minis', ready: 'course-page' },
      { path: `/de/news/${news[0]!._id}`, ready: 'news-page' },
    ],
  });
});
