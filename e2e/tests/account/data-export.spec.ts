import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

test.describe('the profile page', () => {
  test('downloads the own data as meine-daten_<date>.json, without any hash', async ({ page }) => {
    await loginInBrowser(page, USERS.course);
    await page.goto('/de/account/profil');
    const button = page.getByRole('button', { name: 'Meine Daten herunterladen' });
    await expect(button).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^meine-daten_\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as {
      profile: { email: string };
      sessions: { active: boolean }[];
      courses: { title: string }[];
    };
    expect(data.profile.email).toBe(USERS.course);
    expect(data.sessions.some((s) => s.active)).toBe(true);
    expect(data.courses.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/password|token_?hash|\$argon2/i);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
