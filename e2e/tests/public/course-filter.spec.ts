import { holdApp } from '@/support/network';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HomePage } from '@/pages/HomePage';
import { publicCourses, type PublicCourse } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
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

/** How many courses the start page shows without a filter (frontend FIRST_COURSES). */
const FIRST = 8;

const countText = (n: number) => (n === 1 ? '1 Angebot' : `${n} Angebote`);

test.describe('a visitor filtering the offers on the start page', () => {
  let home: HomePage;

  test.beforeEach(async ({ page }) => {
    home = new HomePage(page);
    await home.goto();
  });

  test('sees the first courses by title, then every published course in place', async ({
    page,
    request,
  }) => {
    const all = await expectedTitles(request);
    expect(all.length).toBeGreaterThan(20);
    await expect(home.cards).toHaveCount(FIRST);
    await expect(home.count).toHaveText(`${FIRST} von ${all.length} Angeboten`);
    expect(await home.titles()).toEqual(all.slice(0, FIRST));

    await home.showAll.click();
    await expect(home.cards).toHaveCount(all.length);
    await expect(home.count).toHaveText(`${all.length} Angebote`);
    await expect(home.showAll).toBeHidden();
    expect(await home.titles()).toEqual(all);
    // In place, and kept in the address (no navigation: the app's state stays).
    await expect(page).toHaveURL(/\/de\/\?kurse=alle$/);
    // The unpublished demo course stays hidden.
    await expect(page.locator('h3', { hasText: /^Kinderyoga$/ })).toHaveCount(0);
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

/** The titles of the published courses shown for the start page's filter fields. */
async function titlesFor(
  request: APIRequestContext,
  {
    sport,
    search,
    gender,
    from,
  }: { sport?: string; search?: string; gender?: string; from?: number },
): Promise<string[]> {
  return expectedTitles(
    request,
    (c) =>
      (!sport || c.categories.includes(sport as PublicCourse['categories'][number])) &&
      (!search || c.title.toLowerCase().includes(search.toLowerCase())) &&
      (!gender || c.genders.includes(gender as PublicCourse['genders'][number])) &&
      (from === undefined || accepts(c, from)),
  );
}

/** Fails the test on a page error (a hydration mismatch in production is React error #418). */
function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('the filter in the address, with the app', () => {
  test('keeps the address in sync, and a reload shows the same list', async ({ page, request }) => {
    const errors = failOnPageErrors(page);
    const expected = await titlesFor(request, { sport: 'turnen', gender: 'weiblich', from: 8 });
    const home = new HomePage(page);
    await home.goto();
    await home.chooseCategory('Turnen');
    await home.chooseGender('weiblich');
    await home.ages('8', '');
    await expect(page).toHaveURL(/\/de\/\?sport=turnen&geschlecht=weiblich&alter_von=8$/);
    expect(await home.titles()).toEqual(expected);

    await page.reload();
    await expect(home.gender).toHaveValue('weiblich');
    await expect(home.category).toHaveValue('turnen');
    await expect(home.ageFrom).toHaveValue('8');
    await expect(home.cards).toHaveCount(expected.length);
    expect(await home.titles()).toEqual(expected);
    await expect(home.count).toHaveText(countText(expected.length));

    // The app takes the reloaded page over and goes on from it.
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor();
    await home.resetFilters();
    await expect(home.cards).toHaveCount(FIRST);
    await expect(page).toHaveURL(/\/de\/$/);
    expect(errors).toEqual([]);
  });

  test('a filtered address names the unfiltered start page as its canonical', async ({ page }) => {
    await page.goto('/de/?suche=yoga&kurse=alle');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/$/);
  });
});

test.describe('the filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an address shows its filtered list with the fields filled in', async ({
    page,
    request,
  }) => {
    const expected = await titlesFor(request, { sport: 'turnen', gender: 'weiblich', from: 8 });
    expect(expected.length).toBeGreaterThan(0);
    const home = new HomePage(page);
    await page.goto('/de/?sport=turnen&geschlecht=weiblich&alter_von=8#offers');
    await expect(home.category).toHaveValue('turnen');
    await expect(home.gender).toHaveValue('weiblich');
    await expect(home.ageFrom).toHaveValue('8');
    await expect(home.cards).toHaveCount(expected.length);
    expect(await home.titles()).toEqual(expected);
    await expect(home.count).toHaveText(countText(expected.length));
    await expect(home.reset).toBeVisible();
    await expect(home.showAll).toBeHidden();
  });

  test('the form’s button asks the server for the filtered list', async ({ page, request }) => {
    const expected = await titlesFor(request, { search: 'yoga' });
    const home = new HomePage(page);
    await page.goto('/de/');
    await expect(home.cards).toHaveCount(FIRST);
    await home.searchFor('yoga');
    await home.submit.click();
    await expect(page).toHaveURL(/\/de\/\?(.+&)?suche=yoga(&.+)?#offers$/);
    await expect(home.search).toHaveValue('yoga');
    await expect(home.cards).toHaveCount(expected.length);
    expect(await home.titles()).toEqual(expected);

    // The reset is a link to the unfiltered list.
    await home.reset.click();
    await expect(page).toHaveURL(/\/de\/#offers$/);
    await expect(home.cards).toHaveCount(FIRST);
  });

  test('says so when nothing matches', async ({ page }) => {
    const home = new HomePage(page);
    await page.goto('/de/?suche=Wasserball');
    await expect(home.cards).toHaveCount(0);
    await expect(home.count).toHaveText('0 Angebote');
    await expect(home.empty).toHaveText('Keine Angebote für „Wasserball“ gefunden.');
  });

  test('the "all" link shows every course', async ({ page, request }) => {
    const all = await expectedTitles(request);
    const home = new HomePage(page);
    await page.goto('/en/');
    await expect(home.showAll).toHaveText(`Show all ${all.length} offers`);
    await home.showAll.click();
    await expect(page).toHaveURL(/\/en\/\?kurse=alle#offers$/);
    await expect(home.cards).toHaveCount(all.length);
    expect(await home.titles()).toEqual(all);
    await expect(home.showAll).toBeHidden();
  });
});

test.describe('the filter before the app runs', () => {
  const notStarted = (page: Page) => expect(page.locator('html[data-ready]')).toHaveCount(0);

  test('filters on input at once; the app takes the same list over, and a reload keeps it', async ({
    page,
    request,
  }) => {
    const errors = failOnPageErrors(page);
    const yoga = await titlesFor(request, { search: 'yoga' });
    const yogaForWomen = await titlesFor(request, { search: 'yoga', gender: 'weiblich' });
    const release = await holdApp(page);
    const home = new HomePage(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    await home.search.pressSequentially('yoga');
    await expect(home.cards).toHaveCount(yoga.length);
    expect(await home.titles()).toEqual(yoga);
    await expect(home.count).toHaveText(countText(yoga.length));
    await home.chooseGender('weiblich');
    await expect(home.cards).toHaveCount(yogaForWomen.length);
    await expect(home.reset).toBeVisible();
    await expect(page).toHaveURL(/\/de\/\?suche=yoga&geschlecht=weiblich$/);
    await home.search.fill('Wasserball');
    await expect(home.empty).toHaveText('Keine Angebote für „Wasserball“ gefunden.');
    await expect(home.count).toHaveText('0 Angebote');
    await home.search.fill('yoga');
    await notStarted(page);

    release();
    await page.locator('html[data-ready="true"]').waitFor();
    await expect(home.cards).toHaveCount(yogaForWomen.length);
    expect(await home.titles()).toEqual(yogaForWomen);
    await expect(home.search).toHaveValue('yoga');
    await expect(home.gender).toHaveValue('weiblich');
    await expect(page).toHaveURL(/\/de\/\?suche=yoga&geschlecht=weiblich$/);
    // The app goes on from there: every card the script hid comes back with the reset.
    await home.resetFilters();
    await expect(home.cards).toHaveCount(FIRST);
    await home.showAll.click();
    await expect(home.cards).toHaveCount((await expectedTitles(request)).length);
    expect(errors).toEqual([]);

    await home.chooseGender('weiblich');
    // The app writes the address after the frame that shows the list.
    await expect(page).toHaveURL(/\/de\/\?geschlecht=weiblich&kurse=alle$/);
    await page.reload();
    await expect(home.gender).toHaveValue('weiblich');
    await expect(page).toHaveURL(/\/de\/\?geschlecht=weiblich&kurse=alle$/);
    expect(await home.titles()).toEqual(await titlesFor(request, { gender: 'weiblich' }));
  });

  test('shows every course in place before the app', async ({ page, request }) => {
    const all = await expectedTitles(request);
    const release = await holdApp(page);
    const home = new HomePage(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    await home.showAll.click();
    await expect(home.cards).toHaveCount(all.length);
    await expect(page).toHaveURL(/\/de\/\?kurse=alle$/);
    await notStarted(page);
    release();
    await page.locator('html[data-ready="true"]').waitFor();
    await expect(home.cards).toHaveCount(all.length);
    await expect(home.showAll).toBeHidden();
    await home.searchFor('Handball');
    await home.searchFor('');
    // Still every course: "all" was taken over.
    await expect(home.cards).toHaveCount(all.length);
  });
});

test('the start page with a filter and with every course passes axe', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(
    browser,
    baseURL,
    '/de/?sport=turnen&suche=kinder#offers',
    'offers-count',
    {
      also: [
        { path: '/de/?kurse=alle#offers', ready: 'offers-count' },
        { path: '/de/?suche=Wasserball#offers', ready: 'offers-empty' },
      ],
    },
  );
});
