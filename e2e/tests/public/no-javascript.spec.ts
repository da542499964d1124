import { expect, type Page } from '@playwright/test';
import { test } from '@/support/test';

// The pages as a crawler, a link preview or a phone before its scripts arrive sees them: the
// server's HTML alone.
test.use({ javaScriptEnabled: false });

interface Listed {
  _id: string;
  name: string;
  title: string;
}

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

test('every public page shows its content and its meta without JavaScript', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const posts = (await (await request.get('/public/blogPosts/1')).json()).data as Listed[];
  const departments = (await (await request.get('/public/departments')).json()).data as Listed[];
  const post = posts[0]!;
  const department = departments[0]!;
  const pages: { path: string; text: string; title: string }[] = [
    { path: '/de/', text: 'Angebote', title: 'TuS Musterstadt 1887 e.V.' },
    { path: '/de/blog', text: post.title, title: 'Blog' },
    { path: `/de/beitrag/${post._id}`, text: post.title, title: post.title },
    {
      path: `/de/abteilung/${encodeURIComponent(department.name)}`,
      text: department.title,
      title: department.title,
    },
    { path: '/de/workshop', text: 'Workshops', title: 'Workshops' },
    { path: '/de/volkslauf', text: '23.06.2025', title: 'Volkslauf' },
    { path: '/de/formulare', text: 'Vereinszeitung', title: 'Formulare' },
    { path: '/de/sportstaetten', text: 'Sportstätten', title: 'Sportstätten' },
    { path: '/de/fsj', text: '1. September', title: 'FSJ' },
    { path: '/de/impressum', text: 'Impressum', title: 'Impressum' },
    { path: '/de/datenschutz', text: 'Datenschutz', title: 'Datenschutz' },
    { path: '/de/haftunsausschluss', text: 'Haftungsausschluss', title: 'Haftungsausschluss' },
    { path: '/en/volkslauf', text: 'Fun run', title: 'Fun run' },
  ];
  for (const { path, text, title } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main').getByText(text).first(), path).toBeVisible();
    await expect(page, path).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await meta(page, 'meta[property="og:title"]'), path).toBeTruthy();
    expect(await meta(page, 'meta[name="description"]'), path).toBeTruthy();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, path).toMatch(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveCount(1);
    // The footer's club documents are part of every page's HTML.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Satzung/ }),
      path,
    ).toHaveAttribute('href', /\.pdf$/);
  }
});

test('a shared post link previews the post: its own title, excerpt, image and article type', async ({
  page,
  request,
}) => {
  const post = ((await (await request.get('/public/blogPosts/1')).json()).data as Listed[])[0]!;
  await page.goto(`/de/beitrag/${post._id}`);
  expect(await meta(page, 'meta[property="og:title"]')).toBe(post.title);
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/uploads\//,
  );
  expect((await meta(page, 'meta[property="og:description"]'))?.length).toBeGreaterThan(20);
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toContain('BlogPosting');
});

test('the start page names the club as a SportsClub with address and opening hours', async ({
  page,
}) => {
  await page.goto('/de/');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const club = jsonLd.find((item) => item['@type'] === 'SportsClub');
  expect(club).toBeDefined();
  expect(club).toHaveProperty('address');
  expect(JSON.stringify(club)).toContain('15:30');
});

test('the start page previews with the club badge; departments and workshops describe themselves in JSON-LD', async ({
  page,
}) => {
  const ld = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
  await page.goto('/de/');
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/icons\/icon-512\.png$/,
  );
  expect(await meta(page, 'meta[property="og:image:alt"]')).toBe('TuS Musterstadt 1887 e.V.');

  await page.goto('/de/abteilung/Turnen');
  const department = (await ld()).find((item) => item['@type'] === 'SportsOrganization');
  expect(department).toMatchObject({
    name: 'Abteilung Turnen',
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/de\/abteilung\/Turnen$/),
    parentOrganization: { '@type': 'SportsClub', name: 'TuS Musterstadt 1887 e.V.' },
  });
  const offers = (department!.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement;
  expect(offers.length).toBeGreaterThan(0);

  await page.goto('/de/workshop');
  const list = (await ld()).find((item) => item['@type'] === 'ItemList');
  const items = (list!.itemListElement as { item: Record<string, unknown> }[]).map((e) => e.item);
  expect(items.length).toBe(await page.getByTestId('workshop-section').count());
  expect(items[0]).toMatchObject({
    '@type': 'Course',
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/de\/workshop#\S+$/),
    provider: { '@type': 'SportsClub' },
  });
});

test('the navigation works without JavaScript: dropdowns, language, the phone drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/impressum');
  await page.getByTestId('nav-departments').click();
  await page
    .getByTestId('nav-departments-menu')
    .getByRole('link', { name: 'Abteilung Turnen' })
    .click();
  await expect(page).toHaveURL('/de/abteilung/Turnen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abteilung Turnen');

  await page.getByTestId('settings-dial').click();
  await page.getByTestId('settings-menu').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/abteilung/Turnen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('nav-menu-button').click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByTestId('drawer-workshops').getByRole('link')).not.toHaveCount(0);
  await drawer.getByRole('link', { name: 'Fun run' }).click();
  await expect(page).toHaveURL('/en/volkslauf');
});

test('the login and password forms say that they need JavaScript, and never send it away', async ({
  page,
}) => {
  for (const [path, submit] of [
    ['/de/login', 'login-submit'],
    ['/de/forgotPassword', 'forgot-password-submit'],
    ['/en/login', 'login-submit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('needs-javascript'), path).toBeVisible();
    // Disabled: Enter in a field sends nothing (no address with a password in it).
    await expect(page.getByTestId(submit), path).toBeDisabled();
    // The page's own form (the top bar's theme and the cookie notice are forms of their own).
    await expect(page.locator('main form[method="post"]'), path).toHaveCount(1);
  }
  await expect(page.getByTestId('needs-javascript')).toHaveText(/This form needs JavaScript/);
});
