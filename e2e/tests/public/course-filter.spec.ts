import { expect, type APIRequestContext } from '@playwright/test';
import { HomePage } from '@/pages/HomePage';
import { publicCourses, type PublicCourse } from '@/support/api';
import { test } from '@/support/test';

// The contract's order: by title with German collation (Ä next to A).
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** The titles the page should show for the published courses matching the predicate. */
async function expectedTitles(
  request: APIRequestContext,
  matches: (course: PublicCourse) => boolean = () => true,
): Promise<string[]> {
  const courses = await publicCourses(request);
  return courses
    .filter(matches)
    .map((course) => course.title)
    .sort(collator.compare);
}

const accepts = (course: PublicCourse, age: number) =>
  course.age_from <= age && age <= course.age_to;

test.describe('a visitor filtering the offers on the start page', () => {
  let home: HomePage;

  test.beforeEach(async ({ page }) => {
    home = new HomePage(page);
    await home.goto();
  });

  test('sees every published course, sorted by title', async ({ request }) => {
    const all = await expectedTitles(request);
    expect(all.length).toBeGreaterThan(20);
    await expect(home.cards).toHaveCount(all.length);
    await expect(home.count).toHaveText(`${all.length} Angebote`);
    expect(await home.titles()).toEqual(all);
    // The unpublished demo course stays hidden.
    await expect(home.card('Kinderyoga')).toHaveCount(0);
  });

  test('filters by category', async ({ request }) => {
    const yoga = await expectedTitles(request, (c) => c.categories.includes('yoga'));
    await home.chooseCategory('Yoga');
    await expect(home.cards).toHaveCount(yoga.length);
    expect(await home.titles()).toEqual(yoga);
    expect(yoga).toEqual(expect.arrayContaining(['Hatha-Yoga', 'Sitz-Yoga für Senioren']));
  });

  test('searches titles ignoring case and umlauts', async ({ request }) => {
    const turnen = await expectedTitles(request, (c) => c.title.toLowerCase().includes('turnen'));
    await home.searchFor('TURNEN');
    await expect(home.cards).toHaveCount(turnen.length);
    expect(await home.titles()).toEqual(turnen);

    await home.searchFor('geraete');
    await expect(home.cards).toHaveCount(1);
    await expect(home.card('Geräteturnen Jugend')).toBeVisible();
  });

  test('says so when a search finds nothing', async () => {
    await home.searchFor('Wasserball');
    await expect(home.cards).toHaveCount(0);
    await expect(home.count).toHaveText('0 Angebote');
    await expect(home.empty).toHaveText('Keine Angebote für „Wasserball“ gefunden.');

    await home.resetFilters();
    await expect(home.empty).toBeHidden();
    await home.waitForCourses();
  });

  test('filters by gender', async ({ request }) => {
    const forMen = await expectedTitles(request, (c) => c.genders.includes('männlich'));
    await home.chooseGender('männlich');
    await expect(home.cards).toHaveCount(forMen.length);
    expect(await home.titles()).toEqual(forMen);
    await expect(home.card('Frauengymnastik')).toHaveCount(0);
    await expect(home.card('Männerturngruppe')).toBeVisible();
  });

  test('filters by age: a toddler age finds only the toddler course', async ({ request }) => {
    const forTwoYearOlds = await expectedTitles(request, (c) => accepts(c, 2));
    expect(forTwoYearOlds).toEqual(['Eltern-Kind-Turnen']);
    await home.ages('2', '');
    await expect(home.cards).toHaveCount(1);
    expect(await home.titles()).toEqual(forTwoYearOlds);
  });

  test('filters by an age range every course must accept', async ({ request }) => {
    const sixToTen = await expectedTitles(request, (c) => accepts(c, 6) && accepts(c, 10));
    await home.ages('6', '10');
    await expect(home.cards).toHaveCount(sixToTen.length);
    expect(await home.titles()).toEqual(sixToTen);
    await expect(home.card('Kinderturnen 6–10 Jahre')).toBeVisible();
    // 4–6 years: accepts a six-year-old but not a ten-year-old.
    await expect(home.card('Kinderturnen Minis')).toHaveCount(0);
  });

  test('ignores an invalid age and explains why', async ({ page, request }) => {
    const all = await expectedTitles(request);
    await home.ages('abc', '');
    await expect(page.getByText('Bitte eine Zahl ab 0 eingeben.')).toBeVisible();
    await expect(home.cards).toHaveCount(all.length);
  });

  test('combines category, gender and age', async ({ request }) => {
    const expected = await expectedTitles(
      request,
      (c) => c.categories.includes('turnen') && c.genders.includes('weiblich') && accepts(c, 8),
    );
    expect(expected.length).toBeGreaterThan(0);
    await home.chooseCategory('Turnen');
    await home.chooseGender('weiblich');
    await home.ages('8', '');
    await expect(home.cards).toHaveCount(expected.length);
    expect(await home.titles()).toEqual(expected);
  });
});

test('a filter chosen before the page is live is kept and applied once it is', async ({
  browser,
  baseURL,
  request,
}) => {
  const expected = await expectedTitles(
    request,
    (c) => c.genders.includes('männlich') && accepts(c, 6),
  );
  // The app's entry script arrives late: the visitor uses the server's HTML in the meantime.
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  const home = new HomePage(page);
  // Not until "load": the held script keeps the page from loading.
  await page.goto('/de/', { waitUntil: 'domcontentloaded' });
  await home.chooseGender('männlich');
  await home.ages('6', '');
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  release();

  await page.locator('html[data-ready="true"]').waitFor();
  await expect(home.gender).toHaveValue('männlich');
  await expect(home.ageFrom).toHaveValue('6');
  await expect(home.cards).toHaveCount(expected.length);
  expect(await home.titles()).toEqual(expected);
  await context.close();
});

test('the English start page names the sport categories in English, in the filter and on the cards', async ({
  page,
}) => {
  await page.goto('/en/');
  const options = page.getByTestId('filter-category').locator('option');
  await expect(options.filter({ hasText: 'Ball sports' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Ballsport' })).toHaveCount(0);
  const chips = page.getByTestId('course-category');
  await expect(chips.filter({ hasText: 'Gymnastics' }).first()).toBeVisible();
  for (const german of ['Ballsport', 'Männergruppe', 'Sonstiges', 'Turnen']) {
    await expect(chips.filter({ hasText: new RegExp(`^${german}$`) })).toHaveCount(0);
  }
});
