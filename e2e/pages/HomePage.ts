import { gotoReady } from '@/support/network';
import { expect, type Locator, type Page } from '@playwright/test';

/** The public start page: hero, the "Angebote" filter and the course cards. */
export class HomePage {
  /** The course cards shown (the others are in the page, hidden by the filter or "first few"). */
  readonly cards: Locator;
  readonly showAll: Locator;
  readonly submit: Locator;
  readonly reset: Locator;
  readonly count: Locator;
  readonly empty: Locator;
  readonly category: Locator;
  readonly search: Locator;
  readonly gender: Locator;
  readonly ageFrom: Locator;
  readonly ageTo: Locator;
  readonly settingsDial: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('course-card').filter({ visible: true });
    this.showAll = page.getByTestId('offers-show-all');
    this.submit = page.getByTestId('filter-submit');
    this.reset = page.getByTestId('filter-reset');
    this.count = page.getByTestId('offers-count');
    this.empty = page.getByTestId('offers-empty');
    this.category = page.getByTestId('filter-category');
    this.search = page.getByTestId('filter-search');
    this.gender = page.getByTestId('filter-gender');
    this.ageFrom = page.getByTestId('filter-age-from');
    this.ageTo = page.getByTestId('filter-age-to');
    this.settingsDial = page.getByTestId('settings-dial');
  }

  /**
   * Opens the page and waits until the app has taken it over (input from before that is kept,
   * see course-filter.spec; input during the takeover itself may be lost). `all`: with every
   * course card (`?kurse=alle`), not only the first few.
   */
  async goto(lang: 'de' | 'en' = 'de', { all = false } = {}): Promise<void> {
    await gotoReady(this.page, all ? `/${lang}/?kurse=alle` : `/${lang}/`);
    await this.waitForCourses();
  }

  async waitForCourses(): Promise<void> {
    await expect(this.cards.first()).toBeVisible();
  }

  /** The card of one course (an article named by its title). */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  cardTimes(title: string): Locator {
    return this.card(title).getByTestId('course-times');
  }

  /** The titles of the shown cards, in page order. */
  async titles(): Promise<string[]> {
    return this.cards.locator('h3').allInnerTexts();
  }

  async chooseCategory(label: string): Promise<void> {
    await this.category.selectOption({ label });
  }

  async chooseGender(label: string): Promise<void> {
    await this.gender.selectOption({ label });
  }

  async searchFor(term: string): Promise<void> {
    await this.search.fill(term);
  }

  async ages(from: string, to: string): Promise<void> {
    await this.ageFrom.fill(from);
    await this.ageTo.fill(to);
  }

  async resetFilters(): Promise<void> {
    await this.reset.click();
    await expect(this.search).toHaveValue('');
  }

  async switchLanguage(language: 'Deutsch' | 'English'): Promise<void> {
    await this.settingsDial.click();
    await this.page.getByTestId('settings-menu').getByRole('link', { name: language }).click();
  }
}
