import { expect, type Page } from '@playwright/test';
import { gotoReady } from '@/support/network';
import { test } from '@/support/test';

interface Listed {
  _id: string;
  name: string;
}

/** What makes the page wider than the window: the widest elements past its right edge. */
async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 0.5 && element.getClientRects().length > 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.getAttribute('data-testid') ?? element.className).slice(0, 40)} → ${Math.round(right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

/** Two frames: the layout after a resize, including what the app changes on a media query. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

// Nothing on a public page scrolls sideways, on the narrowest phone (320), a common one (390)
// and a desktop (1280), in German and English. Each page is opened on the phone and then resized
// (as a turned tablet or a desktop window is): a page load per width tripled the test's time.
const WIDTHS = [390, 320, 1280];
for (const lang of ['de', 'en']) {
  test(`no public page scrolls sideways at ${WIDTHS.join(', ')} px, ${lang}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const post = ((await (await request.get('/public/blogPosts/1')).json()).data as Listed[])[0]!;
    const departments = (await (await request.get('/public/departments')).json()).data as Listed[];
    const paths = [
      '/',
      '/blog',
      `/beitrag/${post._id}`,
      ...departments.map((d) => `/abteilung/${encodeURIComponent(d.name)}`),
      '/workshop',
      '/volkslauf',
      '/formulare',
      '/sportstaetten',
      '/fsj',
      '/impressum',
      '/datenschutz',
      '/haftunsausschluss',
      '/login',
      '/resetPassword',
      '/resetPassword?token=abgelaufen',
      '/verification',
      '/verification?token=abgelaufen',
      '/gibt-es-nicht',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await gotoReady(page, `/${lang}${path}`);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 800 });
          await settled(page);
        }
        const { scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > width)
          wide.push(`/${lang}${path} at ${width}: ${scrollWidth} px (${culprits.join(', ')})`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test('the start page’s sections share one column at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/de/');
  const boxes: Record<string, string> = {};
  for (const id of ['offers', 'workshops', 'blogposts', 'sponsors', 'contact']) {
    const box = (await page.locator(`#${id}`).boundingBox())!;
    boxes[id] = `x=${Math.round(box.x)} width=${Math.round(box.width)}`;
  }
  expect(new Set(Object.values(boxes)), JSON.stringify(boxes)).toEqual(new Set([boxes.contact]));
});
