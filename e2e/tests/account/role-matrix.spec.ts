import { expect, type Page } from '@playwright/test';
import type { DrawerEntry } from '@/pages/AccountCoursesPage';
import { USERS, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

type Role = keyof typeof USERS;

const ENTRIES: readonly DrawerEntry[] = [
  'dashboard',
  'departments',
  'courses',
  'workshops',
  'blog',
  'news',
  'banners',
  'support',
  'locations',
  'sponsors',
  'profile',
  'publish',
];

/** Spec section 6, "Menu visibility": the entries each role sees, nothing more. */
const VISIBLE: Record<Role, readonly DrawerEntry[]> = {
  owner: ENTRIES,
  admin: ENTRIES,
  department: ['dashboard', 'departments', 'courses', 'blog', 'news', 'profile'],
  workshop: ['workshops', 'blog', 'news', 'profile'],
  course: ['courses', 'blog', 'news', 'profile'],
};

/** Each entry's address under /de/account and the heading its screen shows. */
const SCREENS: Record<DrawerEntry, { path: string; heading: RegExp }> = {
  dashboard: { path: '', heading: /^Hallo / },
  departments: { path: 'abteilungen', heading: /^Abteilungen$/ },
  courses: { path: 'angebote', heading: /^Angebote$/ },
  workshops: { path: 'workshop', heading: /^Workshops$/ },
  blog: { path: 'beiträge', heading: /^Beiträge$/ },
  news: { path: 'news', heading: /^News$/ },
  banners: { path: 'banners', heading: /^Banner$/ },
  support: { path: 'support', heading: /^Support$/ },
  locations: { path: 'sportstaetten', heading: /^Sportstätten$/ },
  sponsors: { path: 'sponsoren', heading: /^Sponsoren$/ },
  profile: { path: 'profil', heading: /^Profil$/ },
  publish: { path: 'veroeffentlichungen', heading: /^Veröffentlichungen$/ },
};

// Read-only walks, one login each: they may run side by side on both workers.
test.describe.configure({ mode: 'parallel' });

const nav = (page: Page, entry: DrawerEntry) => page.getByTestId(`account-nav-${entry}`);

async function expectDrawer(page: Page, role: Role): Promise<void> {
  for (const entry of ENTRIES) {
    if (VISIBLE[role].includes(entry)) await expect(nav(page, entry)).toBeVisible();
    else await expect(nav(page, entry)).toHaveCount(0);
  }
}

for (const role of Object.keys(VISIBLE) as Role[]) {
  test.describe(`the back office for the ${role} role`, () => {
    test('at 1280 px: the drawer has exactly the spec’s entries, each opens its screen, every other address leads away', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginInBrowser(page, USERS[role]);
      await page.goto('/de/account/profil');
      await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
      await expectDrawer(page, role);

      for (const entry of VISIBLE[role]) {
        await nav(page, entry).click();
        const heading = page.getByRole('heading', { level: 1 });
        if (entry === 'dashboard') {
          await expect(page).toHaveURL(/\/de\/account$/);
        } else {
          await expect(page).toHaveURL(
            new RegExp(`/de/account/${encodeURI(SCREENS[entry].path)}$`),
          );
        }
        await expect(heading).toHaveText(SCREENS[entry].heading);
        await expect(nav(page, entry)).toHaveAttribute('aria-current', 'page');
      }

      // Typed in by hand, a screen the role may not use sends it to its profile (the dashboard
      // sends it where its work is: spec section 6, "Dashboard redirect by role").
      for (const entry of ENTRIES.filter((e) => !VISIBLE[role].includes(e))) {
        await page.goto(`/de/account/${SCREENS[entry].path}`);
        const expected =
          entry === 'dashboard' ? (role === 'workshop' ? 'workshop' : 'angebote') : 'profil';
        await expect(page).toHaveURL(new RegExp(`/de/account/${expected}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          SCREENS[
            expected === 'workshop' ? 'workshops' : expected === 'angebote' ? 'courses' : 'profile'
          ].heading,
        );
      }
    });

    test('at 390 px: the drawer opens as a dialog with exactly the spec’s entries', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginInBrowser(page, USERS[role]);
      await page.goto('/de/account/profil');
      await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
      await expect(nav(page, 'profile')).toBeHidden();
      await page.getByTestId('account-drawer-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Mein Bereich' })).toBeVisible();
      await expectDrawer(page, role);
    });
  });
}
