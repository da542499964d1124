import { expect, type Locator, type Page } from '@playwright/test';

/** The drawer's entries in its order (spec section 6), by their test id `account-nav-<entry>`. */
export const DRAWER_ENTRIES = [
  'dashboard',
  'departments',
  'courses',
  'workshops',
  'blog',
  'news',
  'banners',
  'support',
  'locations',
  'closures',
  'sponsors',
  'users',
  'club',
  'texts',
  'documents',
  'funrun',
  'events',
  'registrations',
  'backup',
  'audit',
  'profile',
  'publish',
] as const;

export type DrawerEntry = (typeof DRAWER_ENTRIES)[number];

/** The account area's drawer and its course list (`/:lang/account/angebote`). */
export class AccountCoursesPage {
  readonly drawer: Locator;
  readonly rows: Locator;
  readonly syncIndicator: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByTestId('account-drawer');
    this.rows = page.getByTestId('course-row');
    this.syncIndicator = page.getByTestId('sync-indicator');
  }

  async goto(): Promise<void> {
    await this.page.goto('/de/account/angebote');
    await expect(this.rows.first()).toBeVisible();
  }

  navItem(entry: DrawerEntry): Locator {
    return this.page.getByTestId(`account-nav-${entry}`);
  }

  async openFromDrawer(entry: DrawerEntry): Promise<void> {
    await this.navItem(entry).click();
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Opens a course's editor from the list, as a trainer would. */
  async openCourse(title: string): Promise<void> {
    await this.row(title).getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}
