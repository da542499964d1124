import { THEMES, axeFor, switchTheme } from '@/support/axe';
import { expect } from '@playwright/test';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

const PAGES = [
  { path: 'impressum', de: 'Impressum', en: 'Legal notice' },
  { path: 'datenschutz', de: 'Datenschutzerklärung', en: 'Privacy statement' },
  { path: 'haftunsausschluss', de: 'Haftungsausschluss', en: 'Disclaimer' },
  { path: 'fsj', de: 'Freiwilliges Soziales Jahr (FSJ)', en: 'Voluntary social year (FSJ)' },
] as const;

test.describe('legal pages and FSJ', () => {
  for (const page of PAGES) {
    test(`${page.path} has its German and English text`, async ({ page: browser }) => {
      await browser.goto(`/de/${page.path}`);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.de);
      await expect(browser).toHaveTitle(`${page.de} – TuS Musterstadt 1887 e.V.`);
      await browser.goto(`/en/${page.path}`);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.en);
    });
  }

  test('the Impressum names the club, its board and its register entry', async ({ page }) => {
    await page.goto('/de/impressum');
    const main = page.getByRole('main');
    await expect(main).toContainText('Turnerweg 12');
    await expect(main).toContainText('Gabriele Hartmann (1. Vorsitzende)');
    await expect(main).toContainText('VR 1887');
    await expect(main).not.toContainText('{{');
  });

  test('one club, one truth: the board PDF, the Impressum, the blog, the home page and the news agree', async ({
    page,
    request,
  }) => {
    const pdf = (await (await request.get('/forms/vorstand.pdf')).body()).toString('latin1');
    expect(pdf).toContain('1. Vorsitzende: Gabriele Hartmann');
    expect(pdf).toContain('Ansprechperson Kinderschutz: Miriam Adler');
    // The demo's posts: a spec before this one on the worker's server may have added its own
    // (with a time stamp in the title and a made-up profile link).
    const posts = JSON.stringify(
      (
        (await (await request.get('/public/blogPosts/1')).json()).data as { title: string }[]
      ).filter((post) => !/\d{13}/.test(post.title)),
    );
    expect(posts).toContain('Gabriele Hartmann als Vorsitzende');
    expect(posts).not.toMatch(/instagram\.com\/(?!tus_musterstadt_1887)/);
    const news = JSON.stringify((await (await request.get('/public/news')).json()).data);
    expect(news).toContain('Miriam Adler');
    expect(news).not.toMatch(
      /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)/,
    );
    await page.goto('/de/');
    await expect(page.getByTestId('child-welfare')).toContainText('Miriam Adler');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Instagram/ }),
    ).toHaveAttribute('href', 'https://www.instagram.com/tus_musterstadt_1887');
  });

  test('the FSJ page says applications open on 1 September and how to apply', async ({ page }) => {
    await page.goto('/de/fsj');
    await expect(page.getByRole('main')).toContainText('Bewerbung ab 1. September');
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Aufgaben' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bewerbung per E-Mail senden' })).toHaveAttribute(
      'href',
      /^mailto:info@tus-musterstadt\.de/,
    );
  });

  for (const lang of ['de', 'en'] as const) {
    test(`the correctly spelled haftungsausschluss redirects in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/haftungsausschluss`);
      await expect(page).toHaveURL(`/${lang}/haftunsausschluss`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'de' ? 'Haftungsausschluss' : 'Disclaimer',
      );
    });
  }

  test('the 404 page says the page does not exist and leads back to the start', async ({
    page,
  }) => {
    await page.goto('/en/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('not-found-page')).toContainText('does not exist');
    await expect(page).toHaveTitle('Page not found – TuS Musterstadt 1887 e.V.');
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await expect(page).toHaveURL('/en/');
  });
});

test.describe('accessibility', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`legal pages, FSJ and 404 have no axe violations at ${viewport.width} px, light and dark`, async ({
      page,
    }) => {
      test.setTimeout(180_000); // five pages, each with a full axe run and a colour run
      await page.setViewportSize(viewport);
      await page.addInitScript(() => window.localStorage.setItem('vh.theme', 'light'));
      for (const path of [...PAGES.map((p) => p.path), 'gibt-es-nicht']) {
        await page.goto(`/de/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The cookie notice is part of the page until accepted: checked with it.
        await expect(page.getByTestId('cookie-notice')).toBeVisible();
        for (const theme of THEMES) {
          await switchTheme(page, theme);
          const { violations } = await axeFor(page, theme).analyze();
          expect(
            violations.map((v) => `${path} (${theme}): ${v.id} ${v.nodes[0]?.target}`),
          ).toEqual([]);
        }
      }
    });
  }
});
