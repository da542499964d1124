import { expect, type Page } from '@playwright/test';
import { DRAWER_ENTRIES, type DrawerEntry } from '@/pages/AccountCoursesPage';
import { SCREENS, VISIBLE, type Role } from '@/pages/accountScreens';
import { USERS, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

// Read-only walks, one login each: they may run side by side on both workers.
test.describe.configure({ mode: 'parallel' });

const nav = (page: Page, entry: DrawerEntry) => page.getByTestId(`account-nav-${entry}`);

async function expectDrawer(page: Page, role: Role): Promise<void> {
  for (const entry of DRAWER_ENTRIES) {
    if (VISIBLE[role].includes(entry)) await expect(nav(page, entry)).toBeVisible();
    else await expect(nav(page, entry)).toHaveCount(0);
  }
}

/** The screen of `entry` is open: its address and its heading. */
async function expectScreen(page: Page, entry: DrawerEntry): Promise<void> {
  const path = SCREENS[entry].path;
  await expect(page).toHaveURL(new RegExp(`/de/account${path ? `/${encodeURI(path)}` : ''}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREENS[entry].heading);
}

/** Logged in as `role` at `width`, on the profile (every role has one). */
async function openProfileAs(page: Page, role: Role, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await loginInBrowser(page, USERS[role]);
  await page.goto('/de/account/profil');
  await expectScreen(page, 'profile');
}

/**
 * An address the role may not use: the dashboard sends it to its work (spec section 6,
 * "Dashboard redirect by role"); any other says, at the same address, that it is not available.
 */
async function expectNotFor(page: Page, role: Role, entry: DrawerEntry): Promise<void> {
  if (entry === 'dashboard') {
    await expectScreen(page, role === 'workshop' ? 'workshops' : 'courses');
    return;
  }
  await expect(page).toHaveURL(new RegExp(`/de/account/${encodeURI(SCREENS[entry].path)}$`));
  await expect(page.getByTestId('not-allowed-page')).toContainText(
    'Diese Seite ist für deine Rolle nicht verfügbar.',
  );
}

for (const role of Object.keys(VISIBLE) as Role[]) {
  test.describe(`the back office for the ${role} role`, () => {
    test('at 1280 px: the drawer has exactly the spec’s entries, each opens its screen, every other address says it is not for the role', async ({
      page,
    }) => {
      // A full page load per entry the role may not open (a dozen and more): slow on a busy machine.
      test.slow();
      await openProfileAs(page, role, 1280);
      await expectDrawer(page, role);

      for (const entry of VISIBLE[role]) {
        await nav(page, entry).click();
        await expectScreen(page, entry);
        await expect(nav(page, entry)).toHaveAttribute('aria-current', 'page');
      }

      for (const entry of DRAWER_ENTRIES.filter((e) => !VISIBLE[role].includes(e))) {
        await page.goto(`/de/account/${SCREENS[entry].path}`);
        await expectNotFor(page, role, entry);
      }
    });

    test('at 390 px: the drawer opens as a dialog with exactly the spec’s entries', async ({
      page,
    }) => {
      await openProfileAs(page, role, 390);
      await expect(nav(page, 'profile')).toBeHidden();
      await page.getByTestId('account-drawer-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Mein Bereich' })).toBeVisible();
      await expectDrawer(page, role);
    });
  });
}
